import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminRoute } from '../../../auth/admin-route';
import { RetryEmailCommand } from './retry-email.command';
import { AnswersNothing } from '../../../../docs/answers';

@Controller('admin/operations/failed-emails')
@AdminRoute()
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
