import { brand } from '@pitchlens/contracts';
import letter from './letter.module.css';

/** Spec §1: a traditional review takes 45 + 45 + 20 + 30 minutes; with the product, 46. */
const REVIEW_MINUTES = { traditional: 45 + 45 + 20 + 30, withProduct: 46 } as const;

export function LetterOpening() {
  return (
    <>
      <p className={letter.eyebrow}>An open letter to independent sales trainers</p>
      <h1 className={letter.title}>
        Your training works in the room. Now get paid for proving it works on every call after.
      </h1>
      <p className={letter.salutation}>Dear trainer,</p>
      <p>
        You know the pattern. You run a great session. The reps are fired up. Two weeks later, half of them are back to
        their old talk tracks, the sales leader asks what the training actually changed, and your renewal depends on an
        answer you can’t measure.
      </p>
      <p>
        It isn’t your methodology. It’s that nobody can listen to every call. A traditional call review eats{' '}
        {REVIEW_MINUTES.traditional} minutes of a manager’s time, so it doesn’t happen, and your framework fades.
      </p>
      <section className={letter.part} aria-labelledby="letter-change-heading">
        <h2 id="letter-change-heading">What changes when every call is scored</h2>
        <p>
          {brand.name} scores a recorded sales call in about 60 seconds, against <em>your</em> scripts, playbooks and
          rubrics. Every rep gets a score, coaching insights, the opportunities they missed and exactly what to say
          differently next time. The same review that took {REVIEW_MINUTES.traditional} minutes takes{' '}
          {REVIEW_MINUTES.withProduct}.
        </p>
        <ul className={letter.list}>
          <li>Reps see, call by call, whether they ran your framework.</li>
          <li>Managers get a dashboard of rep performance, methodology adherence and coaching recommendations.</li>
          <li>Progress and trends are tracked over time, so your impact shows up in numbers, not anecdotes.</li>
          <li>It works with the tools your clients already use: Zoom, Teams, Google Meet, their CRM and Slack.</li>
        </ul>
        <p className={letter.pull}>
          Your training stops being an event your clients remember. It becomes a system they run on, and one they pay
          you for every month.
        </p>
        <p>
          That is the Founder Partner Program: you resell {brand.name} seats to the clients you already train, bundled
          with your methodology, at a price you set.
        </p>
      </section>
    </>
  );
}
