import { Section } from '../../../../components/ui/section';
import { TermList } from '../../../../components/ui/term-list';
import { CONTRACT, IMPLEMENTATION_FEE } from '../../program/program-terms';
import { formatUsd } from '../../../../lib/format-usd';
import { annualPackCost, RESALE_RANGE, SEAT_PACKS } from '../../program/seat-packs';
import { DetailsHeading } from './details-heading';
import { SeatPackTable } from './seat-pack-table';
import layout from './commercial-terms-section.module.css';

const largestPack = SEAT_PACKS[SEAT_PACKS.length - 1]!;

const terms = [
  { term: 'Term', detail: `${CONTRACT.termMonths} months, prepaid annually` },
  { term: 'Resale price', detail: `${formatUsd(RESALE_RANGE.low)} to ${formatUsd(RESALE_RANGE.high)} per seat per month, set by you` },
  {
    term: 'Implementation fee',
    detail: `${formatUsd(IMPLEMENTATION_FEE.amount)}, waived for the first ${IMPLEMENTATION_FEE.waivedForFirstPartners} partners (${formatUsd(0)} setup)`,
  },
  { term: 'Rate lock', detail: `Your wholesale rate is locked for ${CONTRACT.rateLockMonths} months` },
  { term: 'Renewal notice', detail: `${CONTRACT.renewalNoticeDays} days before your term renews` },
  {
    term: 'Price changes',
    detail: `After ${CONTRACT.rateLockMonths} months, any change to your pricing needs ${CONTRACT.priceChangeNoticeDays} days’ notice`,
  },
];

const intro = `The bigger the pack, the lower your seat rate. Every pack runs for ${CONTRACT.termMonths} months on an annual prepay, and the spread between your wholesale rate and your resale price is yours.`;

export function CommercialTermsSection() {
  return (
    <Section id="commercial-terms" tone="soft" labelledBy="commercial-terms-heading">
      <DetailsHeading id="commercial-terms-heading" eyebrow="Commercial terms" title="Buy seats wholesale in packs. Resell them at your price." lead={intro} />
      <div className={layout.grid}>
        <div>
          <SeatPackTable />
          <p className={layout.example}>
            Example: {largestPack.seats} seats × {formatUsd(largestPack.pricePerSeatMonthly)} × {CONTRACT.termMonths}{' '}
            months = <strong>{formatUsd(annualPackCost(largestPack))}/year</strong>
          </p>
        </div>
        <TermList terms={terms} className={layout.terms} termClassName={layout.term} />
      </div>
    </Section>
  );
}
