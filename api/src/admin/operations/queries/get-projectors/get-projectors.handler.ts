import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PROJECTOR_EVENT_TYPES, PROJECTOR_NAMES, type ProjectorStatusResponse } from '@pitchlens/contracts';
import { projectorStatus } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../../common/di-tokens';
import { GetProjectorsQuery } from './get-projectors.query';

/** Each projector's checkpoint and lag, measured as `npm run projections -- status` does. */
@QueryHandler(GetProjectorsQuery)
export class GetProjectorsHandler implements IQueryHandler<GetProjectorsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<ProjectorStatusResponse[]> {
    const statuses = await Promise.all(PROJECTOR_NAMES.map((name) => projectorStatus(this.pool, { name, eventTypes: PROJECTOR_EVENT_TYPES[name] })));
    return statuses.map((s) => ({ ...s, secondsBehind: Math.round(s.secondsBehind * 10) / 10, updatedAt: s.updatedAt?.toISOString() ?? null }));
  }
}
