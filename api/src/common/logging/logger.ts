import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/**
 * One JSON logger for the process. Output is buffered and written off the
 * request path (a synchronous write per line costs more than the request);
 * pino flushes the buffer when the process exits.
 */
export function createLogger(level: string): Logger {
  return pino(
    { level, base: { service: 'api' }, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    pino.destination({ sync: false, minLength: 4096 }),
  );
}

/** Lets Nest's own messages (start-up, errors) go through the same logger. */
export class NestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }

  error(message: unknown, stack?: string, context?: string): void {
    this.logger.error({ context, stack }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
