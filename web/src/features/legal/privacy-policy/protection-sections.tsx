import { Link } from 'react-router-dom';
import { brand, SESSION_STORAGE_KEY } from '@pitchlens/contracts';
import { paths } from '../../../config/paths';
import { KNOWN_EMAIL_STORAGE_KEY } from '../../../lib/tracking/tracking-client';
import { PolicyFigure } from '../components/policy-figure';
import { SectionRef } from '../components/section-ref';
import { SupportRequestLink } from '../components/support-links';
import { legalFigures as f } from '../legal-figures';
import type { LegalSection } from '../legal-section';

/** Privacy policy: security, retention, cookies and session storage, rights. */
export const protectionSections: LegalSection[] = [
  {
    id: 'security',
    title: 'How we protect information',
    content: (
      <>
        <p>
          We encrypt data in transit and at rest, store passwords only as salted hashes, limit access with Admin and User roles, keep
          audit logs of sensitive actions and revoke access immediately when someone leaves a team. In our site analytics, IP
          addresses are stored only as keyed hashes and events are written to an append-only log that cannot be quietly edited.
        </p>
        <p>
          No system is perfectly secure. If a breach affects your personal information, we will notify you within{' '}
          {f.breachNotificationHours} hours of confirming it. Our <Link to={paths.security}>Security page</Link> describes our
          current measures, our roadmap and the gaps we are still closing. You can help by choosing a strong password of at least{' '}
          {f.minimumPasswordLength} characters that you use nowhere else.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    content: (
      <>
        <ul>
          <li>
            <strong>Call data</strong> (recordings, transcripts and the scores and feedback generated from them) is kept for{' '}
            {f.callDataRetentionDays} days from upload on the standard plan and then deleted. A Team or Enterprise agreement may set a
            different period in writing.
          </li>
          <li>
            <strong>Account data</strong> is kept while your account is open. If you ask us to delete your account, we delete it and
            the personal information linked to it within <PolicyFigure figure="erasureDays" /> days of your request.
          </li>
          <li>
            <strong>After termination</strong> of an account or subscription, by you or by us, remaining account and call data is
            deleted within {f.deletionAfterTerminationDays} days.
          </li>
          <li>
            <strong>Payment and tax records</strong> are kept for as long as tax and accounting laws require, usually up to seven
            years.
          </li>
          <li>
            <strong>Analytics events</strong> are kept while they help us measure and improve the site. They are tied to a random
            session identifier; the browser user-agent string and the hashed IP address recorded with an event are removed from it
            after <PolicyFigure figure="rawMetadataRetentionDays" /> days. When you ask us to delete your data, events linked to your
            email address are deleted or irreversibly de-identified within <PolicyFigure figure="erasureDays" /> days.
          </li>
        </ul>
        <p>
          Deleted data can remain in encrypted backups until those backups expire in their normal rotation; it stays protected and
          is not used in the meantime. We may keep information longer only when the law requires it or to resolve a dispute or
          enforce our agreements.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-session-storage',
    title: 'Cookies and session storage',
    content: (
      <>
        <p>
          Our site uses no advertising cookies and loads no third-party analytics or advertising scripts. It stores the following in
          your browser:
        </p>
        <ul>
          <li>
            <strong>Session id</strong> (session storage, key <code>{SESSION_STORAGE_KEY}</code>): a random identifier that lets our
            funnel analytics connect the page views and steps of one visit. Your browser deletes it when the session ends, that is
            when you close the tab or window.
          </li>
          <li>
            <strong>Your email for this session</strong> (session storage, key <code>{KNOWN_EMAIL_STORAGE_KEY}</code>): only after
            you enter it in a form, so that the later steps of the same visit are linked to you. It is deleted with the session.
          </li>
          <li>
            <strong>Unlocked pages</strong> (session storage): a flag that remembers you opened a password-protected proposal page
            during this session.
          </li>
          <li>
            <strong>Admin session cookie</strong>: set only for {brand.name} staff who sign in to our internal dashboard, to keep them
            signed in. It is strictly necessary and is never set for visitors.
          </li>
          <li>
            <strong>Application sign-in cookie</strong>: keeps you signed in to the {brand.name} application. It is strictly
            necessary.
          </li>
        </ul>
        <p>
          Our card payment processor’s form may set cookies it needs to prevent fraud. Embedded videos, scheduling calendars and
          application forms load only when you open them, and their providers may then set cookies under their own policies.
        </p>
        <p>
          You can clear session storage and cookies in your browser settings at any time. Blocking strictly necessary cookies will
          stop sign-in from working.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    content: (
      <>
        <p>Wherever you live, you can ask us to:</p>
        <ul>
          <li>tell you what personal information we hold about you and give you a copy;</li>
          <li>correct information that is wrong or incomplete;</li>
          <li>delete your information or close your account;</li>
          <li>give you your information in a portable, machine-readable format; and</li>
          <li>stop sending you marketing emails (every marketing email also has an unsubscribe link).</li>
        </ul>
        <p>
          To get a copy of your data or have it deleted, <Link to={paths.privacyRequest}>make a privacy request</Link>: we email a
          link to your address, and act once it is opened. For anything else,{' '}
          <SupportRequestLink subject="Privacy request">email a privacy request</SupportRequestLink> from the address linked to your
          account or data. We may ask you to confirm that the address is yours before we act, and we answer
          within {f.privacyRequestResponseDays} days. We will not charge you or treat you differently for exercising your rights. California and European law give
          you further rights, described in <SectionRef id="ccpa" /> and <SectionRef id="gdpr" />.
        </p>
      </>
    ),
  },
];
