import type { ReplayJobData, ReplayJobResult } from '../operations';
import type { TeamMailJob } from '../notifications';
import type { PrivacyJobData } from '../privacy';
import type { EmailJob } from './email-job';

/** Every queue, by name: the job each carries and what a finished job returns. */
export interface JobMap {
  emails: { data: EmailJob; result: void };
  /** Operators' replays, one at a time. */
  operations: { data: ReplayJobData; result: ReplayJobResult };
  /** Privacy requests: confirmation mails, erasures, exports. */
  privacy: { data: PrivacyJobData; result: void };
  /** The team's own mails (digest, alerts), one job per period's key. */
  mail: { data: TeamMailJob; result: 'sent' | 'already sent' };
}

export type QueueName = keyof JobMap;
export type JobData<Q extends QueueName> = JobMap[Q]['data'];
export type JobResult<Q extends QueueName> = JobMap[Q]['result'];

export const QUEUES: { readonly [Q in QueueName]: Q } = { emails: 'emails', operations: 'operations', privacy: 'privacy', mail: 'mail' };

/** The worker's email queue; the admin API lists and retries its failed jobs. */
export const EMAIL_QUEUE = QUEUES.emails;
/** Jobs an operator starts from the admin dashboard and the worker runs. */
export const OPERATIONS_QUEUE = QUEUES.operations;
export const REPLAY_JOB = 'replay';

/** How hard an email is tried: the worker's EMAIL_ATTEMPTS and EMAIL_BACKOFF_MS. */
export interface EmailRetries {
  EMAIL_ATTEMPTS: number;
  EMAIL_BACKOFF_MS: number;
}

/** The options a job is added with (BullMQ's default job options, in the shape both processes pass it). */
export interface JobDefaults {
  attempts?: number;
  backoff?: { type: 'exponential'; delay: number };
  removeOnComplete: true | { age: number } | { count: number };
  removeOnFail: boolean | { count: number };
}

/** The options every job of a queue is added with, whichever process adds it. */
export const jobDefaults = {
  emails: (retries: EmailRetries): JobDefaults => ({
    attempts: retries.EMAIL_ATTEMPTS,
    backoff: { type: 'exponential', delay: retries.EMAIL_BACKOFF_MS },
    // Completed jobs are kept a month so a repeated job id is still recognised.
    removeOnComplete: { age: 30 * 24 * 3600 },
    // Failed ones stay until an operator retries them: the operations view lists them.
    removeOnFail: false,
  }),
  operations: (): JobDefaults => ({ removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } }),
  // Every privacy job names an address: none outlives its run. An erasure's
  // outcome is kept in Postgres (privacy.erasures), without the address.
  privacy: (): JobDefaults => ({
    attempts: 3,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: true,
    removeOnFail: true,
  }),
  // A job per key: kept a month so the same key queued again adds nothing; a failed one is
  // removed, so the next check of its period queues it again (mail.sent says whether it went).
  mail: (retries: EmailRetries): JobDefaults => ({
    attempts: retries.EMAIL_ATTEMPTS,
    backoff: { type: 'exponential', delay: retries.EMAIL_BACKOFF_MS },
    removeOnComplete: { age: 30 * 24 * 3600 },
    removeOnFail: true,
  }),
} satisfies { [Q in QueueName]: (...args: never[]) => JobDefaults };
