import { Controller, Get, UseGuards } from '@nestjs/common';
import type { AdminSessionResponse } from '@pitchlens/contracts';
import { AdminSessionGuard } from '../../auth/admin-session.guard';

/** Lets the dashboard ask whether it is unlocked; the guard answers 401 when not. */
@Controller('admin/session')
@UseGuards(AdminSessionGuard)
export class GetSessionController {
  @Get()
  get(): AdminSessionResponse {
    return { authenticated: true };
  }
}
