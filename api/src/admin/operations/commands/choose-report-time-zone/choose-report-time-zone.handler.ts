import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReportTimeZoneResponse } from '@pitchlens/contracts';
import { chooseReportTimeZone } from '@pitchlens/database';
import { liveTimeZone } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../common/di-tokens';
import { OperationsQueues } from '../../operations-queues';
import { ChooseReportTimeZoneCommand } from './choose-report-time-zone.command';

/**
 * Stores the admin's report time zone and, when the live read models count
 * days in another, queues their rebuild (a replay of every projector; the
 * worker builds in the zone wanted when it runs, so a replay already queued
 * or running does it and its job is answered).
 */
@CommandHandler(ChooseReportTimeZoneCommand)
export class ChooseReportTimeZoneHandler implements ICommandHandler<ChooseReportTimeZoneCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly queues: OperationsQueues,
  ) {}

  async execute({ timeZone }: ChooseReportTimeZoneCommand): Promise<ReportTimeZoneResponse> {
    await chooseReportTimeZone(this.pool, timeZone);
    const live = await liveTimeZone(this.pool);
    const rebuild = live === timeZone ? null : await this.queues.addReplay('all');
    return { timeZone, liveTimeZone: live, rebuildJobId: rebuild?.jobId ?? null };
  }
}
