import { Link } from 'react-router-dom';
import { brand } from '@pitchlens/contracts';
import { Section } from '../../components/ui/section';
import { SiteFooter } from '../../components/ui/site-footer';
import { paths } from '../../config/paths';
import { useStepVisit } from '../../lib/tracking/use-step-visit';
import { BreakdownContents } from './components/breakdown-contents';
import { DownloadHero } from './components/download-hero';
import { TacticsPreview } from './components/tactics-preview';
import { UpgradeOffers } from './components/upgrade-offers';
import styles from './download-breakdown-page.module.css';

/** /download-breakdown (spec §2): the two downloads, then the way into Pitchlens. */
export default function DownloadBreakdownPage() {
  useStepVisit('breakdown_download');
  return (
    <>
      <main>
        <DownloadHero />
        <BreakdownContents
          heading="What Is in the Spreadsheet"
          intro="Every move of the pitch gets its own row, in the order it happens. Read it top to bottom once, then keep it open as a swipe file before your calls."
        />
        <TacticsPreview heading="Three Rows to Try on Your Next Call" />
        <UpgradeOffers />
        <Section narrow>
          <p className={styles.home}>
            Want the full picture first? <Link to={paths.home}>See how {brand.name} scores and coaches sales calls</Link>.
          </p>
        </Section>
      </main>
      <SiteFooter />
    </>
  );
}
