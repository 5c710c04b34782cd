import { ButtonLink } from '../../components/ui/button';
import { Faq } from '../../components/ui/faq';
import { Section } from '../../components/ui/section';
import { SiteFooter } from '../../components/ui/site-footer';
import { paths } from '../../config/paths';
import { PartnerDisclaimers } from './components/common/partner-disclaimers';
import { partnerLegalLinks } from './components/common/partner-footer-links';
import { PartnerNav } from './components/common/partner-nav';
import { AffiliateBox } from './components/details/affiliate-box';
import { AudienceSection } from './components/details/audience-section';
import { BonusesSection } from './components/details/bonuses-section';
import { ClosingCta } from './components/details/closing-cta';
import { CommercialTermsSection } from './components/details/commercial-terms-section';
import { LaunchGuaranteeSection } from './components/details/launch-guarantee-section';
import { LaunchPlanSection } from './components/details/launch-plan-section';
import { LicensingSection } from './components/details/licensing-section';
import { PartnerHero } from './components/details/partner-hero';
import { partnerFaqItems } from './components/details/partner-faq-items';
import { QualityGateSection } from './components/details/quality-gate-section';
import styles from './partner-page.module.css';

/** Spec §2 /partner: the Founder Partner Program's full terms for sales trainers. */
export default function PartnerPage() {
  return (
    <>
      <PartnerNav>
        <ButtonLink to={paths.partnerApply} size="sm">
          Apply Now
        </ButtonLink>
      </PartnerNav>
      <main className={styles.page}>
        <PartnerHero />
        <AudienceSection />
        <LicensingSection />
        <LaunchGuaranteeSection />
        <CommercialTermsSection />
        <BonusesSection />
        <QualityGateSection />
        <LaunchPlanSection />
        <AffiliateBox />
        <Section id="faq" tone="soft">
          <Faq items={partnerFaqItems} />
        </Section>
        <ClosingCta />
        <div className={styles.disclaimers}>
          <PartnerDisclaimers />
        </div>
      </main>
      <SiteFooter links={partnerLegalLinks} />
    </>
  );
}
