import blocks from '../../../components/marketing/blocks.module.css';
import { ButtonLink } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format-usd';
import { pilot } from '../enterprise-pricing';

/** The last ask: start the pilot, or read the full proposal first. */
export function EnterpriseClosing() {
  return (
    <Section tone="dark" narrow labelledBy="closing-title">
      <div className={blocks.closing}>
        <h2 id="closing-title" className={blocks.closingTitle}>
          {pilot.companies} Pilot Slots. One Could Be Yours.
        </h2>
        <p className={blocks.closingText}>
          We cap the pilot at {pilot.companies} companies so every team gets a custom implementation and a direct line to
          our CEO. Reserve yours for {formatUsd(pilot.price)}, credited in full when you go annual.
        </p>
        <div className={blocks.actions}>
          <ButtonLink to={paths.enterprisePilot} size="lg" variant="light" className={blocks.solid}>
            Start the {formatUsd(pilot.price)} Pilot
          </ButtonLink>
          <ButtonLink to={paths.proposal} size="lg" variant="ghost" className={blocks.outline}>
            View the Enterprise Proposal
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
