import { Hero } from '../../../components/marketing/hero';
import { PilotActions } from '../../../components/marketing/pilot-actions';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format-usd';
import { TooltipProvider, TooltipTerm } from '../../../components/ui/tooltip/tooltip';
import { gongSavingPercent, PILOT_LENGTH } from '@pitchlens/contracts';
import { maxSavingPercent, pilot, pricing } from '../pricing';
import { SEAT_PRESETS } from '../savings';
import styles from './vs-gong-hero.module.css';

const smallest = SEAT_PRESETS[0];
const largest = SEAT_PRESETS[SEAT_PRESETS.length - 1];

/** The opening claim, with the page's only h1 and both ways forward. */
export function VsGongHero() {
  return (
    <Hero
      glow="green"
      compact
      eyebrow="Pitchlens vs Gong"
      title={
        <>
          Coaching Scored Against Your Methodology, at <span className={styles.accent}>Up to {maxSavingPercent}% Lower Cost</span>
        </>
      }
      lead={
        <>
          Gong records and analyses conversations. Pitchlens coaches every rep against the process you actually sell with,
          for {formatUsd(pricing.pitchlensPerSeat)} per seat per year instead of about {formatUsd(pricing.gongPerSeat)}, plus one{' '}
          {formatUsd(pricing.platformFee)} platform fee: {gongSavingPercent(smallest)}% less at {smallest} seats,{' '}
          {gongSavingPercent(largest)}% at {largest}, and more the bigger the team.
        </>
      }
    >
      <PilotActions>
        <ButtonLink to={paths.enterprise} size="lg" variant="light">
          Explore Pitchlens for Enterprise
        </ButtonLink>
      </PilotActions>
      <TooltipProvider>
        <p className={styles.small}>
          {pilot.seats} seats, a {PILOT_LENGTH},{' '}
          <TooltipTerm explanation={`The ${formatUsd(pilot.price)} you pay for the pilot is taken off your first annual invoice.`}>
            100% credited to your annual plan
          </TooltipTerm>
          .
        </p>
      </TooltipProvider>
    </Hero>
  );
}
