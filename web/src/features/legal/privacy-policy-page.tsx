import { brand } from '@pitchlens/contracts';
import { AtAGlance } from './components/at-a-glance';
import { LegalLayout, type LegalDate } from './components/legal-layout';
import { legalFigures as f } from './legal-figures';
import { collectionSections } from './privacy-policy/collection-sections';
import { protectionSections } from './privacy-policy/protection-sections';
import { regionalSections } from './privacy-policy/regional-sections';

const effective: LegalDate = { label: 'Effective date', iso: '2026-01-01' };

const sections = [...collectionSections, ...protectionSections, ...regionalSections];

const keyPoints = [
  <>We never sell your personal information.</>,
  <>Call recordings and transcripts are kept {f.callDataRetentionDays} days on the standard plan, then deleted.</>,
  <>Ask us to delete your account and we do it within {f.accountDeletionDays} days.</>,
  <>Our site sets no advertising cookies; a random session id in session storage powers our funnel analytics.</>,
  <>
    {brand.name} is for business users aged {f.minimumAge} and over.
  </>,
];

/** Spec §2, §9 "Privacy": the privacy policy in 15 numbered sections. */
export default function PrivacyPolicyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      date={effective}
      sections={sections}
      intro={
        <>
          <p>
            Your sales calls are some of the most sensitive conversations your business has. This policy explains, in plain terms,
            what {brand.name} collects, why, who helps us process it and how long we keep it.
          </p>
          <AtAGlance points={keyPoints} />
        </>
      }
    />
  );
}
