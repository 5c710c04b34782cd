import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { liveTimeZone } from '@pitchlens/event-store';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import type { Pool } from 'pg';
import { Observable } from 'rxjs';
import { PG_POOL } from '../../common/di-tokens';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { inReportTimeZone } from './report-zone';

/**
 * Answers every admin request in the zone the live read models count days
 * in (their checkpoints' stamp). The handler is subscribed to inside the
 * zone's context, so the query handlers it calls see it too.
 */
@Injectable()
export class ReportZoneInterceptor implements NestInterceptor {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!isAdminRoute(context)) return next.handle();
    return new Observable((subscriber) => {
      let inner: { unsubscribe(): void } | undefined;
      liveTimeZone(this.pool).then(
        (zone) => {
          inner = inReportTimeZone(zone, () => next.handle().subscribe(subscriber));
        },
        (error: unknown) => subscriber.error(error),
      );
      return () => inner?.unsubscribe();
    });
  }
}

/** A route behind the admin session: every report is one. */
function isAdminRoute(context: ExecutionContext): boolean {
  const guards = [context.getClass(), context.getHandler()].flatMap((target) => (Reflect.getMetadata(GUARDS_METADATA, target) as unknown[] | undefined) ?? []);
  return guards.includes(AdminSessionGuard);
}
