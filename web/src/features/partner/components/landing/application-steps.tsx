import { APPLICATION_REVIEW_HOURS, QUALITY_GATE } from '../../program/program-terms';
import letter from './letter.module.css';

export function ApplicationSteps() {
  return (
    <section className={letter.part} aria-labelledby="letter-steps-heading">
      <h2 id="letter-steps-heading">How to apply</h2>
      <ol className={letter.steps}>
        <li>
          <strong>Apply.</strong> Tell us about your methodology and your clients. We review every application within{' '}
          {APPLICATION_REVIEW_HOURS} hours.
        </li>
        <li>
          <strong>Methodology review call ({QUALITY_GATE.reviewCallMinutes} minutes).</strong> We walk through your
          framework together and confirm how it will be scored.
        </li>
        <li>
          <strong>Certification ({QUALITY_GATE.certificationHours} hours).</strong> Learn to set up seats, read the
          reports and coach from the scores.
        </li>
        <li>
          <strong>Your first client within {QUALITY_GATE.firstClientDays} days.</strong> Offer the seats to a client
          you already train, and start earning on every seat.
        </li>
      </ol>
    </section>
  );
}
