import { DarkHero } from '../../../../components/marketing/dark-hero';
import hero from '../../../../components/marketing/dark-hero.module.css';
import { ButtonLink } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { FOUNDER_SLOTS, IMPLEMENTATION_FEE } from '../../program/program-terms';
import { formatUsd } from '../../../../lib/format-usd';
import { RESALE_RANGE, SEAT_PACKS } from '../../program/seat-packs';
import styles from './partner-hero.module.css';

const cheapestPack = SEAT_PACKS.reduce((best, pack) => (pack.pricePerSeatMonthly < best.pricePerSeatMonthly ? pack : best));

const highlights = [
  { value: formatUsd(cheapestPack.pricePerSeatMonthly), label: `wholesale per seat per month at ${cheapestPack.seats} seats` },
  { value: `${formatUsd(RESALE_RANGE.low)}–${formatUsd(RESALE_RANGE.high)}`, label: 'what partners resell a seat for each month' },
  { value: formatUsd(0), label: `setup for the first ${IMPLEMENTATION_FEE.waivedForFirstPartners} partners` },
];

export function PartnerHero() {
  return (
    <DarkHero labelledBy="partner-hero-heading" className={styles.hero}>
      <p className={`${hero.badge} ${styles.badge}`}>
        Founder Partner Program · {FOUNDER_SLOTS.remaining} of {FOUNDER_SLOTS.perQuarter} slots left this quarter
      </p>
      <h1 id="partner-hero-heading" className={hero.title}>
        Your methodology, scored on every call your clients make
      </h1>
      <p className={hero.lead}>
        Resell Pitchlens seats to the teams you already train. Every rep’s calls are scored against your framework in
        about 60 seconds, managers see who is applying it, and you earn a margin on every seat, every month, long
        after the workshop ends.
      </p>
      <div className={hero.actions}>
        <ButtonLink to={paths.partnerApply} size="lg">
          Apply for Founder Partner Status
        </ButtonLink>
        <a href="#commercial-terms" className={styles.secondaryLink}>
          See the seat-pack pricing
        </a>
      </div>
      <ul className={styles.highlights}>
        {highlights.map((item) => (
          <li key={item.label}>
            <strong className={styles.value}>{item.value}</strong>
            <span className={styles.label}>{item.label}</span>
          </li>
        ))}
      </ul>
    </DarkHero>
  );
}
