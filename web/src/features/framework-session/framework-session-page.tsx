import { FrameworkSessionOffer } from './components/framework-session-offer';
import { premiumVariant } from './session-variants';

/** /framework-session: the upsell right after a Premium purchase. */
export default function FrameworkSessionPage() {
  return <FrameworkSessionOffer variant={premiumVariant} />;
}
