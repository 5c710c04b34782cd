import { PageHeader } from '../../components/marketing/page-header';
import { SiteFooter } from '../../components/ui/site-footer';
import { useStepVisit } from '../../lib/tracking/use-step-visit';
import { BenefitCards } from './components/benefit-cards';
import { ClosingCta } from './components/closing-cta';
import { ComparisonSection } from './components/comparison-section';
import { MigrationSteps } from './components/migration-steps';
import { SavingsCalculator } from './components/savings-calculator';
import { Technology } from './components/technology';
import { VsGongHero } from './components/vs-gong-hero';
import styles from './vs-gong-page.module.css';

/** /vs/gong: Pitchlens against Gong, with a savings calculator (spec §2, figures from §9). */
export default function VsGongPage() {
  useStepVisit('pitchlens_vs_gong');
  return (
    <>
      <PageHeader flush />
      <main className={styles.main}>
        <VsGongHero />
        <BenefitCards />
        <ComparisonSection />
        <SavingsCalculator />
        <Technology />
        <MigrationSteps />
        <ClosingCta />
      </main>
      <SiteFooter />
    </>
  );
}
