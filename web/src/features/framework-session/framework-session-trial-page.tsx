import { FrameworkSessionOffer } from './components/framework-session-offer';
import { trialVariant } from './session-variants';

/** /framework-session-trial: the same upsell right after a trial signup. */
export default function FrameworkSessionTrialPage() {
  return <FrameworkSessionOffer variant={trialVariant} />;
}
