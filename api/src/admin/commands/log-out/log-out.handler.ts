import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdminSessions } from '../../auth/admin-sessions';
import { LogOutCommand } from './log-out.command';

/** Ends the session on the server, so a copy of the cookie is useless afterwards too. */
@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(private readonly sessions: AdminSessions) {}

  execute({ sessionId }: LogOutCommand): Promise<void> {
    return this.sessions.end(sessionId);
  }
}
