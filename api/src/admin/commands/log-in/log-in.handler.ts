import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_INVALID_PASSWORD_MESSAGE } from '@pitchlens/contracts';
import { ApiError } from '../../../common/http/api-error';
import { AdminPassword } from '../../auth/admin-password';
import { AdminSessions } from '../../auth/admin-sessions';
import { LoginAttempts } from '../../auth/login-attempts';
import { LogInCommand } from './log-in.command';

/** Thrown when a client address has used up its login attempts; carries the wait. */
export class TooManyLoginAttempts extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(HttpStatus.TOO_MANY_REQUESTS, `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly password: AdminPassword,
    private readonly attempts: LoginAttempts,
    private readonly sessions: AdminSessions,
  ) {}

  async execute({ password, ip }: LogInCommand): Promise<string> {
    const attempt = await this.attempts.begin(ip);
    if (!attempt.allowed) throw new TooManyLoginAttempts(attempt.retryAfterSeconds);
    if (!(await this.password.verify(password))) {
      throw new ApiError(HttpStatus.UNAUTHORIZED, ADMIN_INVALID_PASSWORD_MESSAGE, [{ field: 'password', message: 'is incorrect' }]);
    }
    await this.attempts.succeeded(ip);
    return this.sessions.create();
  }
}
