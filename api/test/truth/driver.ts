import type request from 'supertest';
import type { PlannedCall } from './journey';
import type { Job } from './population';
import type { Ledger, RecordedCall } from './truth-model';
import { openSpan } from './wall-clock';

/** A figure the read model got wrong, or a call the API answered against the rules. */
export interface Mismatch {
  figure: string;
  expected: string;
  actual: string;
}

export type Http = () => ReturnType<typeof request>;

/**
 * Sends the plan's calls as browsers would, a bounded number at once, and
 * records each call the API accepted (once, however often it was retried)
 * with its event time: the client's when the rules keep it, else the span in
 * which it arrived, and its place in the order of arrival.
 */
export class Driver {
  sent = 0;
  private seq = 0;

  constructor(
    private readonly http: Http,
    readonly ledger: Ledger,
    readonly problems: Mismatch[],
  ) {}

  /** The next place in the order of arrival, for what is recorded only later (a payment's steps take their checkout's). */
  nextSeq(): number {
    return this.seq++;
  }

  /** An accepted call into the ledger, answered just now unless its place was taken earlier. */
  record(call: Omit<RecordedCall, 'seq'>, seq = this.nextSeq()): void {
    this.ledger.calls.push({ ...call, seq });
  }

  async runJobs(jobs: Job[], inFlight: number): Promise<void> {
    let next = 0;
    const lane = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (job.concurrent) await Promise.all(job.calls.map((call) => this.send(call)));
        else for (const call of job.calls) await this.send(call);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, lane));
  }

  /** Sends one call (and its retry); true when the API accepted it. */
  async send(call: PlannedCall): Promise<boolean> {
    const post = () => this.http().post(call.route).set('user-agent', call.userAgent).send(call.body);
    const span = openSpan();
    const answers = call.retry === 'race' ? await Promise.all([post(), post()]) : [await post()];
    if (call.retry === 'again') answers.push(await post());
    const at = span();
    this.sent += answers.length;
    const ok = answers.some((a) => a.status >= 200 && a.status < 300 && (a.body as { success?: boolean }).success !== false);
    const asRules = call.accepted ? answers.every((a) => a.status >= 200 && a.status < 300) : answers.every((a) => a.status === 400);
    if (!asRules) {
      const first = answers.find((a) => (call.accepted ? a.status >= 300 : a.status !== 400)) ?? answers[0];
      this.problems.push({
        figure: `answer to POST ${call.route}${call.accepted ? '' : ' (the rules refuse it)'}`,
        expected: call.accepted ? '2xx' : '400',
        actual: `${first.status} ${JSON.stringify(first.body).slice(0, 160)} body=${JSON.stringify(call.body).slice(0, 200)}`,
      });
    }
    // Only what the API stored is in the truth: a refusal records nothing, by the rules.
    if (!ok) return false;
    if (!call.accepted) return true;
    this.record({ ...call.record, at: call.exactAt === null ? at : { lo: call.exactAt, hi: call.exactAt } });
    if (call.referral) this.ledger.referrals.push({ ...call.referral, at });
    return true;
  }
}
