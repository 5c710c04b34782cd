import { brand } from '@pitchlens/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CountdownBar } from './components/countdown-bar';
import { PremiumSalesPage } from './components/premium-sales-page';
import { formatUsd } from '../../lib/format-usd';
import { OFFER_COUNTDOWN_SECONDS, premiumPrices } from './premium-pricing';

/** Spec §2 /pitchlens-premium: the one-time offer; when its 6 hours run out the regular page takes its place. */
export default function PremiumOfferPage() {
  const navigate = useNavigate();
  return (
    <PremiumSalesPage
      eyebrow="One-time offer · this page only"
      title={`Get ${brand.name} Premium for ${formatUsd(premiumPrices.offerMonthly)} a month, not ${formatUsd(premiumPrices.regularMonthly)}`}
      lead="Premium breaks down every sales call you make: scored against your own playbook in about 60 seconds, with the exact moments that moved the deal forward or stalled it. This price is offered once, on this page; when the timer runs out, so does the offer."
      monthlyPrice={premiumPrices.offerMonthly}
      regularPrice={premiumPrices.regularMonthly}
      banner={
        <CountdownBar
          offer="premium-one-time-offer"
          seconds={OFFER_COUNTDOWN_SECONDS}
          message="This one-time offer expires in"
          onExpire={() => navigate(paths.premiumRegular, { replace: true })}
        />
      }
      heroFootnote={<Link to={paths.downloadBreakdown}>No thanks, take me to my free breakdown</Link>}
    />
  );
}
