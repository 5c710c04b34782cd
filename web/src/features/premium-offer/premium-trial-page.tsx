import { CountdownBar } from './components/countdown-bar';
import { FeatureGrid } from './components/feature-grid';
import { PremiumPage } from './components/premium-page';
import { TrialClosingCta } from './components/trial-closing-cta';
import { TrialHero } from './components/trial-hero';
import { TrialTimeline } from './components/trial-timeline';
import { trialFaq } from './premium-faq';
import { formatUsd } from '../../lib/format-usd';
import { premiumPrices, TRIAL_COUNTDOWN_SECONDS } from './premium-pricing';

/** Spec §2 /pitchlens-premium-trial: the trial sales page; its clock stops at zero and the page stays. */
export default function PremiumTrialPage() {
  return (
    <PremiumPage faq={trialFaq}>
      <CountdownBar
        offer="premium-trial-price"
        seconds={TRIAL_COUNTDOWN_SECONDS}
        message={`Your ${formatUsd(premiumPrices.trialMonthly)}/month trial price is held for`}
      />
      <TrialHero />
      <TrialTimeline />
      <FeatureGrid heading="Everything your trial unlocks" />
      <TrialClosingCta />
    </PremiumPage>
  );
}
