import blocks from '../../../components/marketing/blocks.module.css';
import { ClosingBand } from '../../../components/marketing/closing-band';
import { PilotActions } from '../../../components/marketing/pilot-actions';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format-usd';
import { pilot } from '../enterprise-pricing';

/** The last ask: start the pilot, or read the full proposal first. */
export function EnterpriseClosing() {
  return (
    <ClosingBand
      title={`${pilot.companies} Pilot Slots. One Could Be Yours.`}
      text={
        <>
          We cap the pilot at {pilot.companies} companies so every team gets a custom implementation and a direct line to
          our CEO. Reserve yours for {formatUsd(pilot.price)}, credited in full when you go annual.
        </>
      }
    >
      <PilotActions closing>
        <ButtonLink to={paths.proposal} size="lg" variant="ghost" className={blocks.outline}>
          View the Enterprise Proposal
        </ButtonLink>
      </PilotActions>
    </ClosingBand>
  );
}
