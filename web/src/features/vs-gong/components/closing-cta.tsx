import { brand, PILOT_GUARANTEE, PILOT_LENGTH } from '@pitchlens/contracts';
import blocks from '../../../components/marketing/blocks.module.css';
import { ButtonLink, ExternalButtonLink } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format-usd';
import { pilot } from '../pricing';

/** The last ask: the pilot, or a short demo first. */
export function ClosingCta() {
  return (
    <Section tone="dark" narrow labelledBy="closing-title">
      <div className={blocks.closing}>
        <h2 id="closing-title" className={blocks.closingTitle}>
          See the Difference on Your Own Calls
        </h2>
        <p className={blocks.closingText}>
          Put {pilot.seats} reps on Pitchlens while Gong keeps running: a {PILOT_LENGTH}. The {formatUsd(pilot.price)} is
          credited in full to your annual plan. {PILOT_GUARANTEE}
        </p>
        <div className={blocks.actions}>
          <ButtonLink to={paths.enterprisePilot} size="lg" variant="light" className={blocks.solid}>
            Start the {formatUsd(pilot.price)} Pilot
          </ButtonLink>
          <ExternalButtonLink href={brand.schedulingUrl} size="lg" variant="ghost" className={blocks.outline}>
            Book a 15-Minute Demo
          </ExternalButtonLink>
        </div>
      </div>
    </Section>
  );
}
