import { brand, PILOT_GUARANTEE, PILOT_LENGTH } from '@pitchlens/contracts';
import blocks from '../../../components/marketing/blocks.module.css';
import { ClosingBand } from '../../../components/marketing/closing-band';
import { PilotActions } from '../../../components/marketing/pilot-actions';
import { ExternalButtonLink } from '../../../components/ui/button';
import { formatUsd } from '../../../lib/format-usd';
import { pilot } from '../pricing';

/** The last ask: the pilot, or a short demo first. */
export function ClosingCta() {
  return (
    <ClosingBand
      title="See the Difference on Your Own Calls"
      text={
        <>
          Put {pilot.seats} reps on Pitchlens while Gong keeps running: a {PILOT_LENGTH}. The {formatUsd(pilot.price)} is
          credited in full to your annual plan. {PILOT_GUARANTEE}
        </>
      }
    >
      <PilotActions closing>
        <ExternalButtonLink href={brand.schedulingUrl} size="lg" variant="ghost" className={blocks.outline}>
          Book a 15-Minute Demo
        </ExternalButtonLink>
      </PilotActions>
    </ClosingBand>
  );
}
