import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { liveTimeZone } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { Observable } from 'rxjs';
import { PG_POOL } from '../../common/di-tokens';
import { inReportTimeZone } from './report-zone';

/**
 * Answers an admin request (AdminRoute) in the zone the live read models count days
 * in (their checkpoints' stamp). The handler is subscribed to inside the
 * zone's context, so the query handlers it calls see it too.
 */
@Injectable()
export class ReportZoneInterceptor implements NestInterceptor {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
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
