import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** Longest a buffered line waits before it is written. */
const FLUSH_INTERVAL_MS = 1000;

/**
 * One JSON logger for the process. Output is buffered and written off the
 * request path (a synchronous write per line cost more than a tracking
 * request); the buffer is written at least every second and at exit.
 */
export function createLogger(service: string, level: string): Logger {
  const destination = pino.destination({ sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), FLUSH_INTERVAL_MS).unref();
  process.once('exit', () => destination.flushSync());
  return pino({ level, base: { service }, redact: ['req.headers.cookie', 'req.headers.authorization'] }, destination);
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
