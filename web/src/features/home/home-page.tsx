import { useState, type MouseEvent } from 'react';
import { brand } from '@pitchlens/contracts';
import { celebrate, CLICK_CONFETTI_PIECES, confettiBurst } from '../../components/effects/confetti';
import { privacyRequestLink, SiteFooter, type FooterLink } from '../../components/ui/site-footer';
import { paths } from '../../config/paths';
import { useStepVisit } from '../../lib/tracking/use-step-visit';
import { confettiOrigin, confettiTrigger } from './click-confetti';
import { BenefitsSection } from './components/benefits-section';
import { ClosingCta } from './components/closing-cta';
import { CursorFollower } from './components/cursor-follower';
import { FaqBand } from './components/faq-band';
import { FeaturesSection } from './components/features-section';
import { FloatingMenu } from './components/floating-menu';
import { HeroSection } from './components/hero-section';
import { PricingSection } from './components/pricing-section';
import { ProductSection } from './components/product-section';
import { ReferralBanner } from './components/referral-banner';
import { TestimonialsSection } from './components/testimonials-section';
import styles from './home-page.module.css';

const footerLinks: FooterLink[] = [
  { label: 'Features', to: paths.features },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Security', to: paths.security },
  privacyRequestLink,
];

/** Every button on the page bursts into confetti where it was clicked (spec §2, §9). */
function burstFromButton(event: MouseEvent<HTMLDivElement>) {
  const control = confettiTrigger(event.target);
  if (!control) return;
  const origin = confettiOrigin(event, control, { width: window.innerWidth, height: window.innerHeight });
  void confettiBurst(CLICK_CONFETTI_PIECES, origin);
}

export default function HomePage() {
  useStepVisit('home');
  const [partyMode, setPartyMode] = useState(false);

  const togglePartyMode = () => {
    if (!partyMode) celebrate();
    setPartyMode(!partyMode);
  };

  return (
    // One delegated listener catches the clicks of every button below.
    <div className={styles.page} onClick={burstFromButton}>
      {partyMode && <div className={styles.partyLights} aria-hidden="true" />}
      <ReferralBanner />
      <FloatingMenu partyMode={partyMode} onTogglePartyMode={togglePartyMode} />
      <main>
        <HeroSection partyMode={partyMode} />
        <ProductSection />
        <FeaturesSection />
        <BenefitsSection />
        <TestimonialsSection />
        <PricingSection />
        <FaqBand />
        <ClosingCta />
      </main>
      <SiteFooter links={footerLinks}>
        <div className={styles.footerBrand}>
          <p className={styles.footerName}>{brand.name}</p>
          <p className={styles.footerTagline}>AI coaching for every sales call: scored in seconds, against your own playbook.</p>
          <p className={styles.footerTagline}>Integrations: Zoom · Microsoft Teams · Google Meet · CRM · Calendar · Slack</p>
        </div>
      </SiteFooter>
      <CursorFollower partyMode={partyMode} />
    </div>
  );
}
