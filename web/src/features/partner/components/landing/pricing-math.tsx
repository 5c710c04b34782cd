import { Link } from 'react-router-dom';
import { ScrollTable } from '../../../../components/marketing/scroll-table';
import { paths } from '../../../../config/paths';
import { CONTRACT } from '../../program/program-terms';
import { dealEconomics, ILLUSTRATIVE_DEAL, packMargin } from '../../program/pricing-math';
import { formatUsd } from '../../../../lib/format-usd';
import { LETTER_RESALE_RANGE, SEAT_PACKS } from '../../program/seat-packs';
import letter from './letter.module.css';
import styles from './pricing-math.module.css';

const rows = SEAT_PACKS.map((pack) => ({
  pack,
  low: packMargin(pack, LETTER_RESALE_RANGE.low),
  high: packMargin(pack, LETTER_RESALE_RANGE.high),
}));
const deal = dealEconomics(ILLUSTRATIVE_DEAL);
const low = formatUsd(LETTER_RESALE_RANGE.low);
const high = formatUsd(LETTER_RESALE_RANGE.high);

/** The letter's arithmetic: wholesale cost of each pack against its resale margin. */
export function PricingMath() {
  const biggest = rows[rows.length - 1]!;
  return (
    <section className={letter.part} aria-labelledby="pricing-math-heading">
      <h2 id="pricing-math-heading">The math, in plain numbers</h2>
      <p>
        You buy seats wholesale in packs, prepaid for a {CONTRACT.termMonths}-month term. You resell them to your
        clients at {low} to {high} per seat per month, as part of your program. The difference is yours.
      </p>
      <ScrollTable captionId="pricing-math-caption" caption="Annual cost and profit per seat pack" className={styles.frame}>
        <thead>
          <tr>
            <th scope="col">Seat pack</th>
            <th scope="col">Your annual cost</th>
            <th scope="col">Profit at {low}/seat</th>
            <th scope="col">Profit at {high}/seat</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ pack, low: atLow, high: atHigh }) => (
            <tr key={pack.seats}>
              <th scope="row">
                {pack.seats} seats at {formatUsd(pack.pricePerSeatMonthly)}
              </th>
              <td>{formatUsd(atLow.annualCost)}</td>
              <td>{formatUsd(atLow.annualProfit)}</td>
              <td>{formatUsd(atHigh.annualProfit)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p>
        Take the {biggest.pack.seats}-seat pack. It costs you {formatUsd(biggest.low.annualCost)} for the year. Resold at{' '}
        {low}, it brings in {formatUsd(biggest.low.annualRevenue)}: {formatUsd(biggest.low.profitPerSeatMonthly)} per
        seat per month, a {biggest.low.marginPercent}% margin, for work you were already doing.
      </p>
      <h3>Now picture one enterprise deal</h3>
      <p>
        Scale it up. Here is an illustration of how you might price an engagement for a large sales floor: a{' '}
        {formatUsd(ILLUSTRATIVE_DEAL.baseFee)} base fee for your program plus{' '}
        {formatUsd(ILLUSTRATIVE_DEAL.resalePerSeatMonthly)} per seat per month, with a {ILLUSTRATIVE_DEAL.seats} seat
        minimum.
      </p>
      <ul className={styles.deal}>
        <li>
          Seat revenue: {ILLUSTRATIVE_DEAL.seats} × {formatUsd(ILLUSTRATIVE_DEAL.resalePerSeatMonthly)} ×{' '}
          {CONTRACT.termMonths} months = <strong>{formatUsd(deal.annualSeatRevenue)}</strong>
        </li>
        <li>
          Plus the base fee: <strong>{formatUsd(deal.firstYearRevenue)}</strong> in year one
        </li>
        <li>
          Your cost: {deal.packsNeeded} × {deal.pack.seats}-seat packs = <strong>{formatUsd(deal.annualSeatCost)}</strong>
        </li>
        <li>
          What you keep: <strong>{formatUsd(deal.firstYearProfit)}</strong>
        </li>
      </ul>
      <p>
        One client. One year. And because seats renew, the revenue does not end when the workshop does. Every term,
        rate lock and notice period is spelled out on the <Link to={paths.partner}>Founder Partner Program terms page</Link>.
      </p>
    </section>
  );
}
