import { PILOT_LENGTH } from '@pitchlens/contracts';
import { Link } from 'react-router-dom';
import { Hero, HeroFacts } from '../../components/marketing/hero';
import { PageHeader } from '../../components/marketing/page-header';
import { PilotActions } from '../../components/marketing/pilot-actions';
import blocks from '../../components/marketing/blocks.module.css';
import { ButtonLink } from '../../components/ui/button';
import { SiteFooter } from '../../components/ui/site-footer';
import { paths } from '../../config/paths';
import { AnnualPricing } from './components/annual-pricing';
import { EnterpriseClosing } from './components/enterprise-closing';
import { EnterpriseFaq } from './components/enterprise-faq';
import { GongTeaser } from './components/gong-teaser';
import { KpiGuarantee } from './components/kpi-guarantee';
import { PilotOffer } from './components/pilot-offer';
import { SecuritySummary } from './components/security-summary';
import { WhyPitchlens } from './components/why-pitchlens';
import { pilot } from './enterprise-pricing';

/** /enterprise: the enterprise landing (spec §2 "Enterprise", figures from §9). */
export default function EnterprisePage() {
  return (
    <>
      <PageHeader navLabel="Page">
        <Link to={paths.proposal}>Enterprise Proposal</Link>
      </PageHeader>
      <main className={blocks.page}>
        <Hero
          eyebrow="Pitchlens for Enterprise"
          title="Every Call, Every Rep, Scored Against Your Methodology"
          lead="Pitchlens turns your sales playbook into an AI coach that reviews every recorded call in about 60 seconds, so managers coach the whole team instead of a handful of calls."
        >
          <PilotActions>
            <ButtonLink to={paths.proposal} size="lg" variant="light">
              View the Enterprise Proposal
            </ButtonLink>
          </PilotActions>
          <HeroFacts
            facts={[`${pilot.seats} seats, ${PILOT_LENGTH}`, '100% credited to your annual plan', `Limited to ${pilot.companies} companies`]}
          />
        </Hero>
        <WhyPitchlens />
        <PilotOffer />
        <AnnualPricing />
        <KpiGuarantee />
        <SecuritySummary />
        <GongTeaser />
        <EnterpriseFaq />
        <EnterpriseClosing />
      </main>
      <SiteFooter />
    </>
  );
}
