import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReplayQueuedResponse } from '@pitchlens/contracts';
import { AdminRoute } from '../../../auth/admin-route';
import { QueueReplayCommand } from './queue-replay.command';
import { QueueReplayRequestDto } from './queue-replay.request.dto';
import { Answers } from '../../../../docs/answers';

@Controller('admin/operations/replay')
@AdminRoute()
export class QueueReplayController {
  constructor(private readonly commands: CommandBus) {}

  /** 202 with the job to poll; 400 for an unknown projector; 409 while a replay is queued or running. */
  @Post()
  @HttpCode(202)
  @Answers('ReplayQueuedResponse')
  queue(@Body() body: QueueReplayRequestDto): Promise<ReplayQueuedResponse> {
    return this.commands.execute(new QueueReplayCommand(body.projector));
  }
}
