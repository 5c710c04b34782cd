import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { NotificationSettingsResponse } from '@pitchlens/contracts';
import { Answers } from '../../../../docs/answers';
import { AdminRoute } from '../../../auth/admin-route';
import { SetNotificationCommand } from './set-notification.command';
import { SetNotificationRequestDto } from './set-notification.request.dto';

@Controller('admin/operations/notifications')
@AdminRoute()
export class SetNotificationController {
  constructor(private readonly commands: CommandBus) {}

  /** 200 with every kind's setting; 400 naming `kind` or `enabled`. */
  @Post()
  @HttpCode(200)
  @Answers('NotificationSettingsResponse')
  set(@Body() body: SetNotificationRequestDto): Promise<NotificationSettingsResponse> {
    return this.commands.execute(new SetNotificationCommand(body.kind, body.enabled));
  }
}
