import { brand } from '@pitchlens/contracts';
import { PolicyFigure } from '../components/policy-figure';
import { legalFigures as f } from '../legal-figures';
import type { LegalSection } from '../legal-section';
import { SecurityReportLink } from './security-report-link';

/** Security page: the gaps, our promises, and how to report an issue. */
export const commitmentSections: LegalSection[] = [
  {
    id: 'gaps',
    title: 'Gaps we have not closed yet',
    content: (
      <>
        <p>You should know what is not in place before you trust us with your calls:</p>
        <ul>
          <li>
            <strong>No SOC 2 report or ISO 27001 certificate yet.</strong> Readiness work is under way; until the audit is done we will
            answer your security questionnaire in full.
          </li>
          <li>
            <strong>No single sign-on.</strong> Sign-in is by email and password; SAML and automated user provisioning are not available
            yet.
          </li>
          <li>
            <strong>No independent penetration test yet.</strong> Security testing so far has been done by our own team.
          </li>
          <li>
            <strong>Fixed retention.</strong> Call data is kept for {f.callDataRetentionDays} days on the standard plan and you cannot set
            your own period yet; ask us if you need data deleted sooner.
          </li>
          <li>
            <strong>Manual erasure in analytics.</strong> Because the analytics log is append-only, deletion requests that cover analytics
            events are carried out by hand by our team rather than automatically.
          </li>
          <li>
            <strong>No paid bug bounty.</strong> We welcome and credit reports, but we do not pay rewards.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'commitments',
    title: 'Our commitments to you',
    content: (
      <ul>
        <li>
          <strong>Breach notification within {f.breachNotificationHours} hours.</strong> If a breach affects your data, we will tell you
          within {f.breachNotificationHours} hours of confirming it: what happened, which data was involved, what we are doing and what
          you should do.
        </li>
        <li>
          <strong>Security response within {f.securityResponseHours} hours.</strong> Every security report gets a reply from a person
          within {f.securityResponseHours} hours, and we keep the reporter updated until it is resolved.
        </li>
        <li>
          <strong>Deletion on time.</strong> Accounts are deleted within <PolicyFigure figure="erasureDays" /> days of a request, and data within{' '}
          {f.deletionAfterTerminationDays} days of termination.
        </li>
        <li>
          <strong>Your data is not for sale.</strong> {brand.name} never sells customer data or call recordings.
        </li>
      </ul>
    ),
  },
  {
    id: 'report-an-issue',
    title: 'How to report a security issue',
    content: (
      <>
        <p>
          If you believe you have found a vulnerability, <SecurityReportLink /> to {brand.supportEmail}. Please include what you found,
          the page or feature affected, steps to reproduce it and the impact you expect. We reply within {f.securityResponseHours}{' '}
          hours.
        </p>
        <p>We will not pursue legal action against research done in good faith within these rules:</p>
        <ul>
          <li>test only against accounts you own, and never access, change or keep other people’s data beyond what is needed to show the issue;</li>
          <li>no denial-of-service, spam, social engineering or physical attacks; and</li>
          <li>give us reasonable time to fix the issue before you disclose it publicly.</li>
        </ul>
      </>
    ),
  },
];
