import { Command } from '@nestjs/cqrs';

/** Answers the new session's id; throws 401 or 429. */
export class LogInCommand extends Command<string> {
  constructor(
    readonly password: string,
    readonly ip: string,
  ) {
    super();
  }
}
