import { maskEmail, type FailedEmailJobResponse } from '@pitchlens/contracts';

/** What the operations view needs of a failed BullMQ email job. */
export interface FailedEmailJobLike {
  id?: string;
  data: { template?: string; to?: string };
  attemptsMade: number;
  failedReason?: string;
  finishedOn?: number;
}

/** The job as the dashboard shows it: the recipient masked, so the list can be shown on a shared screen. */
export function toFailedEmail(job: FailedEmailJobLike): FailedEmailJobResponse {
  return {
    id: job.id ?? '',
    template: job.data.template ?? 'unknown',
    recipient: maskEmail(job.data.to ?? ''),
    attempts: job.attemptsMade,
    lastError: job.failedReason || null,
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}
