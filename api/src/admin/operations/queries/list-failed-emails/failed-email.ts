import { maskEmail, type FailedEmailJobResponse, type JobData } from '@pitchlens/contracts';
import type { Job } from 'bullmq';

/** What the operations view reads of a failed email job; a job added by hand may lack any of its fields. */
type EmailJobRecord = Job<Partial<JobData<'emails'>>>;
export type FailedEmailJob = Pick<EmailJobRecord, 'data' | 'attemptsMade'> & Partial<Pick<EmailJobRecord, 'id' | 'failedReason' | 'finishedOn'>>;

/** The job as the dashboard shows it: the recipient masked, so the list can be shown on a shared screen. */
export function toFailedEmail(job: FailedEmailJob): FailedEmailJobResponse {
  return {
    id: job.id ?? '',
    template: job.data.template ?? 'unknown',
    recipient: maskEmail(job.data.to ?? ''),
    attempts: job.attemptsMade,
    lastError: job.failedReason || null,
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}
