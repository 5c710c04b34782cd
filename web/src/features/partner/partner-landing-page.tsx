import { SiteFooter } from '../../components/ui/site-footer';
import { useStepVisit } from '../../lib/tracking/use-step-visit';
import { PartnerDisclaimers } from './components/common/partner-disclaimers';
import { partnerLegalLinks } from './components/common/partner-footer-links';
import { PartnerNav } from './components/common/partner-nav';
import { ApplicationSteps } from './components/landing/application-steps';
import { LetterCta } from './components/landing/letter-cta';
import { LetterGuarantee } from './components/landing/letter-guarantee';
import { LetterOpening } from './components/landing/letter-opening';
import { LetterSignOff } from './components/landing/letter-sign-off';
import { PricingMath } from './components/landing/pricing-math';
import letter from './components/landing/letter.module.css';

/** Spec §2 /partner/landing: the long-form Founder Partner letter. */
export default function PartnerLandingPage() {
  useStepVisit('partner_landing');
  return (
    <>
      <PartnerNav fixed={false} />
      <main>
        <article className={letter.letter}>
          <LetterOpening />
          <LetterCta label="Apply for a Founder Partner Slot" />
          <PricingMath />
          <LetterGuarantee />
          <ApplicationSteps />
          <LetterCta label="Start Your Founder Partner Application" />
          <LetterSignOff />
          <div className={letter.fine}>
            <PartnerDisclaimers headingId="letter-disclaimers" />
          </div>
        </article>
      </main>
      <SiteFooter links={partnerLegalLinks} />
    </>
  );
}
