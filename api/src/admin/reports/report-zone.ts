import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_REPORT_TIME_ZONE } from '@pitchlens/contracts';

/**
 * The zone a report request's days follow: the one the live read models were
 * built in, read once per request from the server the request reads (ReportSourceInterceptor), so every figure
 * and every `from`/`to` of one answer is in one zone, even while a rebuild
 * in another zone runs.
 */
const requestZone = new AsyncLocalStorage<string>();

/** The zone of the request being answered; UTC outside one. */
export function reportTimeZone(): string {
  return requestZone.getStore() ?? DEFAULT_REPORT_TIME_ZONE;
}

/** Runs `work` (and all it awaits) with report days in `timeZone`. */
export function inReportTimeZone<T>(timeZone: string, work: () => T): T {
  return requestZone.run(timeZone, work);
}
