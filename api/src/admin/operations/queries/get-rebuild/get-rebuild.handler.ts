import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RebuildStatusResponse } from '@pitchlens/contracts';
import { latestRebuild } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../common/di-tokens';
import { GetRebuildQuery } from './get-rebuild.query';

/**
 * The latest rebuild of the read models and its progress, as the worker
 * running it records it: an operator's replay, a time zone change or the
 * worker's rebuild at start alike, after a page reload or a worker restart.
 */
@QueryHandler(GetRebuildQuery)
export class GetRebuildHandler implements IQueryHandler<GetRebuildQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<RebuildStatusResponse> {
    return { rebuild: await latestRebuild(this.pool) };
  }
}
