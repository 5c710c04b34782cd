import { SiteHeader } from '../../components/site-header/site-header';
import { legalLinks, privacyRequestLink, SiteFooter, type FooterLink } from '../../components/ui/site-footer';
import { paths } from '../../config/paths';
import { useStepVisit } from '../../lib/tracking/use-step-visit';
import { ClosingCta } from './components/closing-cta';
import { ContextualIntelligence } from './components/contextual-intelligence';
import { FeaturesHero } from './components/features-hero';
import { GenericVsContextual } from './components/generic-vs-contextual';
import { ImplementationSteps } from './components/implementation-steps';
import { ManagerDashboard } from './components/manager-dashboard';
import { Technologies } from './components/technologies';
import styles from './features-page.module.css';

const footerLinks: FooterLink[] = [
  { label: 'Features', to: paths.features },
  { label: 'Partner Program', to: paths.partner },
  { label: 'Enterprise', to: paths.enterprise },
  ...legalLinks,
  privacyRequestLink,
];

/** Spec §2 /features: what contextual call intelligence is and how it reaches a team. */
export default function FeaturesPage() {
  useStepVisit('features');
  return (
    <>
      <SiteHeader />
      <main className={styles.main}>
        <FeaturesHero />
        <ContextualIntelligence />
        <GenericVsContextual />
        <Technologies />
        <ImplementationSteps />
        <ManagerDashboard />
        <ClosingCta />
      </main>
      <SiteFooter links={footerLinks} />
    </>
  );
}
