import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminSessionGuard } from '../../../auth/admin-session.guard';
import { RetryEmailCommand } from './retry-email.command';
import { AnswersNothing } from '../../../../docs/answers';

@Controller('admin/operations/failed-emails')
@UseGuards(AdminSessionGuard)
export class RetryEmailController {
  constructor(private readonly commands: CommandBus) {}

  /** 202: the job is back in the queue; 404 for an unknown job or one that has not failed. */
  @Post(':id/retry')
  @HttpCode(202)
  @AnswersNothing()
  async retry(@Param('id') id: string): Promise<void> {
    await this.commands.execute(new RetryEmailCommand(id));
  }
}
