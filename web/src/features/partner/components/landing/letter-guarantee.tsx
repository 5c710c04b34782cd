import { LAUNCH_GUARANTEE, MIN_PAYING_ENTERPRISE_CLIENTS } from '../../program/program-terms';
import letter from './letter.module.css';

export function LetterGuarantee() {
  const { seats, scoredCallsPerSeat, windowDays } = LAUNCH_GUARANTEE;
  return (
    <>
      <section className={letter.part} aria-labelledby="letter-guarantee-heading">
        <h2 id="letter-guarantee-heading">The {windowDays}-day launch guarantee</h2>
        <p>
          You should not carry the risk of your clients’ adoption. So here is our promise: get {seats}+ seats live,
          each with at least {scoredCallsPerSeat} scored call, within {windowDays} days of your approval, or we comp
          your month-one seat fees.
        </p>
        <p>
          A seat counts as activated once a unique user has logged in and scored at least {scoredCallsPerSeat} call. No
          fine print beyond that.
        </p>
      </section>
      <section className={letter.part} aria-labelledby="letter-fit-heading">
        <h2 id="letter-fit-heading">Who this is for, and who it isn’t</h2>
        <p>
          This is for independent sales trainers with at least {MIN_PAYING_ENTERPRISE_CLIENTS} enterprise clients
          currently paying for training. If you are still chasing your first enterprise deal, this is not the right
          moment, and we would rather tell you now.
        </p>
      </section>
    </>
  );
}
