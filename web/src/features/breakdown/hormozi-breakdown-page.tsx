import { SiteFooter } from '../../components/ui/site-footer';
import { useStepVisit } from '../../lib/tracking/use-step-visit';
import { BreakdownAudience } from './components/breakdown-audience';
import { BreakdownContents } from './components/breakdown-contents';
import { BreakdownHero } from './components/breakdown-hero';
import { PitchPhases } from './components/pitch-phases';
import { TacticsPreview } from './components/tactics-preview';

/** /hormozi-breakdown (spec §2): the free pitch breakdown, traded for an email address. */
export default function HormoziBreakdownPage() {
  useStepVisit('landing');
  return (
    <>
      <main>
        <BreakdownHero />
        <BreakdownContents
          heading="What Is Inside the Breakdown"
          intro="A spreadsheet you can sort, filter and share with your team, plus a written analysis that walks through the pitch phase by phase."
        />
        <TacticsPreview heading="Three Rows Straight From the File" />
        <PitchPhases />
        <BreakdownAudience />
      </main>
      <SiteFooter />
    </>
  );
}
