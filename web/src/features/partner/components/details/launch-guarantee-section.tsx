import { Section } from '../../../../components/ui/section';
import { LAUNCH_GUARANTEE } from '../../program/program-terms';
import { DetailsHeading } from './details-heading';
import styles from './details.module.css';

export function LaunchGuaranteeSection() {
  const { seats, scoredCallsPerSeat, windowDays } = LAUNCH_GUARANTEE;
  const intro = `Aim for ${seats} or more seats, each with at least ${scoredCallsPerSeat} scored call, within ${windowDays} days of your approval. Miss it and we comp your month-one seat fees, so you carry no adoption risk while you launch.`;
  return (
    <Section id="guarantee" labelledBy="guarantee-heading">
      <DetailsHeading
        id="guarantee-heading"
        eyebrow={`${windowDays}-day launch guarantee`}
        title={`Your clients use it in the first ${windowDays} days, or month one is on us`}
        lead={intro}
      />
      <div className={styles.callout}>
        <p>
          <strong>How a seat counts:</strong> a seat is activated once a unique user has logged in and scored at least{' '}
          {scoredCallsPerSeat} call. Reaching {seats}+ activated seats within {windowDays} days of approval meets the
          guarantee; anything less and your first month of seat fees is waived.
        </p>
      </div>
    </Section>
  );
}
