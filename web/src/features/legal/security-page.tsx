import { brand } from '@pitchlens/contracts';
import { LegalLayout, type LegalDate } from './components/legal-layout';
import { legalFigures as f } from './legal-figures';
import { commitmentSections } from './security/commitment-sections';
import { measuresSections } from './security/measures-sections';

// Dated at the start of the roadmap it describes, so "Q4 2025" reads as the current quarter.
const updated: LegalDate = { label: 'Last updated', iso: '2025-10-01' };

const sections = [...measuresSections, ...commitmentSections];

/** Spec §2 and §6: security measures, roadmap, gaps, promises and how to report an issue. */
export default function SecurityPage() {
  return (
    <LegalLayout
      title={`Security at ${brand.name}`}
      date={updated}
      sections={sections}
      intro={
        <p>
          Sales calls hold your pricing, your pipeline and your customers’ words. This page sets out how we protect them today, what
          we are building next, where we still fall short and what we promise if something goes wrong. Found a problem? See{' '}
          <a href="#report-an-issue">how to report it</a>; we answer every report within {f.securityResponseHours} hours.
        </p>
      }
    />
  );
}
