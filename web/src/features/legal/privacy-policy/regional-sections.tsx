import { brand } from '@pitchlens/contracts';
import { PairTable } from '../../../components/ui/pair-table';
import { SectionRef } from '../components/section-ref';
import { SupportEmailLink, SupportRequestLink } from '../components/support-links';
import { legalFigures as f } from '../legal-figures';
import type { LegalSection } from '../legal-section';

const californiaCategories: [category: string, examples: string][] = [
  ['Identifiers', 'Name, email address, account and session identifiers, a keyed hash of your IP address'],
  ['Commercial information', 'Subscriptions, trials, sessions and pilots bought; payment references and status'],
  ['Internet or other network activity', 'Page views, funnel steps, downloads, referring pages, browser user-agent, use of the service'],
  ['Audio and electronic information', 'Call recordings and transcripts you upload or import'],
  ['Professional information', 'Job title, company and team; details of people you refer'],
  ['Inferences', 'Call scores, coaching feedback and skill trends generated from your calls'],
  ['Sensitive personal information', 'Account sign-in credentials, used only to sign you in and keep your account secure'],
];

const legalBases: [purpose: string, basis: string][] = [
  ['Providing the service, your account and support', 'Performance of our contract with you'],
  ['Taking payments and keeping tax records', 'Contract; legal obligation'],
  ['Measuring our site and funnel with hashed IP addresses and session-only identifiers', 'Our legitimate interest in understanding which pages and offers work'],
  ['Security, fraud prevention and rate limits', 'Legitimate interests; legal obligation'],
  ['Marketing emails', 'Your consent, or our legitimate interest where the law allows emails to existing customers'],
  ['Inviting people you refer', 'Legitimate interests of the referrer and of us; the referred person can object at any time'],
];

/** Privacy policy: California, Europe, children, transfers, changes, contact. */
export const regionalSections: LegalSection[] = [
  {
    id: 'ccpa',
    title: 'California privacy rights (CCPA)',
    content: (
      <>
        <p>
          If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights Act, gives you
          the rights below. In the last 12 months we collected these categories of personal information, from you, from your team
          Admin, from integrations you connect, from people who refer you and automatically from your browser:
        </p>
        <PairTable caption="Categories of personal information we collect" hideCaption columns={['Category', 'Examples']} rows={californiaCategories} />
        <p>
          We use these categories for the purposes in <SectionRef id="how-we-use-information" /> and disclose them for business
          purposes only to the service providers in <SectionRef id="how-we-share-information" />. We do not sell or share personal information, including that of consumers under 16, and we do not use
          sensitive personal information to infer characteristics about you.
        </p>
        <p>
          You have the right to know what we collect and how we use and disclose it, to access and delete it, to correct it, to opt
          out of its sale or sharing (which we do not do), to limit the use of sensitive personal information, and not to be
          discriminated against for using these rights. You or an authorized agent with your signed permission can{' '}
          <SupportRequestLink subject="California privacy request">send a California privacy request</SupportRequestLink>. We verify
          requests by confirming control of the email address on file and answer within {f.privacyRequestResponseDays} days; the law
          allows us up to 45.
        </p>
      </>
    ),
  },
  {
    id: 'gdpr',
    title: 'European privacy rights (GDPR)',
    content: (
      <>
        <p>
          If you are in the European Economic Area, the United Kingdom or Switzerland, the General Data Protection Regulation (and
          its UK and Swiss equivalents) applies. {brand.name} is the controller of the personal information described in this policy,
          except for call content a business customer uploads, for which that customer is the controller and we are its processor.
          Business customers can request a data processing agreement from us.
        </p>
        <PairTable caption="Why we use personal information and on what legal basis" hideCaption columns={['Purpose', 'Legal basis']} rows={legalBases} />
        <p>
          You have the right to access, rectify and erase your personal data, to restrict or object to its processing, to data
          portability, to withdraw consent at any time without affecting earlier processing, and to object to direct marketing
          without giving a reason. We answer within one month. You can also lodge a complaint with the data protection authority
          where you live or work, though we would appreciate the chance to resolve your concern first.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        {brand.name} is for business use by people aged {f.minimumAge} or older. Our site and service are not directed to children,
        and we do not knowingly collect personal information from anyone under {f.minimumAge}. If you believe someone under{' '}
        {f.minimumAge} has given us personal information, please contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International data transfers',
    content: (
      <p>
        {brand.name} is based in the United States, and we and our processors may store and process your information in the United
        States and other countries whose data protection laws may differ from yours. When we transfer personal data from the EEA, the
        United Kingdom or Switzerland, we rely on the European Commission’s Standard Contractual Clauses (with the UK Addendum where
        needed) or another lawful transfer mechanism, and we protect the data as this policy describes wherever it is processed. You
        can ask us for a copy of the relevant safeguards.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this policy as our service and the law change. We will post the new version here with a new effective date. If
        a change materially reduces your rights or changes how we use personal information you have already given us, we will tell
        you by email or in the application at least {f.policyChangeNoticeDays} days
        before it takes effect. Earlier versions are available on request.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <>
        <p>
          Questions about this policy or your personal information go to our support team at <SupportEmailLink />. For a request
          about your own data, <SupportRequestLink subject="Privacy request">start a privacy request email</SupportRequestLink> so it
          reaches the right people straight away.
        </p>
        <p>We reply to privacy questions within {f.privacyRequestResponseDays} days, usually much sooner.</p>
      </>
    ),
  },
];
