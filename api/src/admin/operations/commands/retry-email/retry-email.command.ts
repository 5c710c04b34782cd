import { Command } from '@nestjs/cqrs';

export class RetryEmailCommand extends Command<void> {
  constructor(readonly jobId: string) {
    super();
  }
}
