import { Inject, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { liveTimeZone } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { Observable, type Subscription } from 'rxjs';
import { ReadSource, type ReadNeed } from '../../infrastructure/read-source';
import { inReportTimeZone } from './report-zone';

const READS_REPLICA = 'pitchlens:reads-replica';

/**
 * A route (or controller) whose reads the replica may answer, given `need`
 * (ReadSource); every other admin route reads the primary.
 */
export const ReadsReplica = (need: ReadNeed) => SetMetadata(READS_REPLICA, need);

/**
 * Answers an admin request (AdminRoute) from one server: the replica when the
 * route allows it (ReadsReplica) and the replica is fit, else the primary; and
 * in the zone that server's live read models count days in (their
 * checkpoints' stamp), so the zone and the figures agree. The handler is
 * subscribed to inside both contexts, so the query handlers it calls see
 * them. A replica that fails the request (gone, or a read cancelled by its
 * replay) has the whole request answered again by the primary.
 */
@Injectable()
export class ReportSourceInterceptor implements NestInterceptor {
  constructor(
    @Inject(ReadSource) private readonly reads: ReadSource,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const need = this.reflector.getAllAndOverride<ReadNeed | undefined>(READS_REPLICA, [context.getHandler(), context.getClass()]);
    // A download whose rows were already going out when the replica failed cannot be begun again.
    const reply = context.switchToHttp().getResponse<{ sent: boolean }>();
    return new Observable((subscriber) => {
      let inner: Subscription | undefined;
      const orPrimary = (pool: Pool, error: unknown) => (this.reads.replicaFailed(pool, error) && !reply.sent ? answerFrom(this.reads.primary) : subscriber.error(error));
      const answerFrom = (pool: Pool) =>
        void liveTimeZone(pool).then(
          (zone) => {
            if (subscriber.closed) return;
            inner = this.reads.run(pool, () =>
              inReportTimeZone(zone, () =>
                next.handle().subscribe({
                  next: (value) => subscriber.next(value),
                  complete: () => subscriber.complete(),
                  error: (error: unknown) => orPrimary(pool, error),
                }),
              ),
            );
          },
          (error: unknown) => orPrimary(pool, error),
        );
      (need === undefined ? Promise.resolve(this.reads.primary) : this.reads.choose(need)).then(answerFrom, (error: unknown) => subscriber.error(error));
      return () => inner?.unsubscribe();
    });
  }
}
