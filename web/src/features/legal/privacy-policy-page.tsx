import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { paths } from '../../config/paths';
import { AtAGlance } from './components/at-a-glance';
import { LegalLayout, type LegalDate } from './components/legal-layout';
import { PolicyFigure } from './components/policy-figure';
import { legalFigures as f } from './legal-figures';
import { collectionSections } from './privacy-policy/collection-sections';
import { protectionSections } from './privacy-policy/protection-sections';
import { regionalSections } from './privacy-policy/regional-sections';

const effective: LegalDate = { label: 'Effective date', iso: '2026-01-01' };

const sections = [...collectionSections, ...protectionSections, ...regionalSections];

const keyPoints = [
  <>We never sell your personal information.</>,
  <>Call recordings and transcripts are kept {f.callDataRetentionDays} days on the standard plan, then deleted.</>,
  <>
    Ask us to delete your account or your data and we do it within <PolicyFigure figure="erasureDays" /> days; a{' '}
    <Link to={paths.privacyRequest}>privacy request</Link> gets you a copy of your data or its deletion.
  </>,
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
