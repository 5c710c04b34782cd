import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../../common/http/api-error';
import { OperationsQueues } from '../../operations-queues';
import { RetryEmailCommand } from './retry-email.command';

/**
 * Moves a failed email job back to waiting. Sending stays safe to repeat: the
 * sender checks the log for the email's EmailSent event first.
 */
@CommandHandler(RetryEmailCommand)
export class RetryEmailHandler implements ICommandHandler<RetryEmailCommand> {
  constructor(private readonly queues: OperationsQueues) {}

  async execute({ jobId }: RetryEmailCommand): Promise<void> {
    const job = await this.queues.emails.getJob(jobId);
    if (!job || (await job.getState()) !== 'failed') throw new ApiError(HttpStatus.NOT_FOUND, `No failed email job ${jobId}`);
    await job.retry('failed', { resetAttemptsMade: true });
  }
}
