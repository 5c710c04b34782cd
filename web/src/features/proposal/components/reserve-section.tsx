import type { ProposalContent } from '@pitchlens/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { TitledSection } from '../../../components/marketing/titled-section';
import { paths } from '../../../config/paths';
import styles from './reserve-section.module.css';

type ReserveSectionProps = Pick<ProposalContent, 'availability' | 'callToAction'>;

/** Scarcity and the one call to action: the pilot checkout. */
export function ReserveSection({ availability, callToAction }: ReserveSectionProps) {
  return (
    <TitledSection tone="soft" narrow titleId="reserve-title" title="Limited Availability">
      <ul className={styles.facts}>
        <li>
          Founder rate for the first <strong>{availability.founderRateCustomers}</strong> enterprise customers
        </li>
        <li>
          Only <strong>{availability.slotsPerQuarter}</strong> onboarding slots per quarter
        </li>
      </ul>
      <p className={styles.message}>{availability.message}</p>
      <div className={styles.action}>
        <ButtonLink to={paths.enterprisePilot} size="lg">
          {callToAction.label}
        </ButtonLink>
        <p className={styles.note}>{callToAction.note}</p>
      </div>
    </TitledSection>
  );
}
