import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ErasureResult, ErasureSource, ErasureState, ErasureStatus } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '../../common/di-tokens';
import { ApiError } from '../../common/http/api-error';

interface ErasureRow {
  id: string;
  state: ErasureState;
  source: ErasureSource;
  requested_at: Date;
  finished_at: Date | null;
  result: ErasureResult | null;
  failure: string | null;
}

/** How many requests the Operations tab lists: the newest. */
const LISTED = 100;

/** Erasure requests as the admin sees them: state, and what was erased where or why it failed. */
@Injectable()
export class ErasureStatuses {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async list(): Promise<ErasureStatus[]> {
    const { rows } = await this.pool.query<ErasureRow>(
      `SELECT id, state, source, requested_at, finished_at, result, failure FROM privacy.erasures ORDER BY requested_at DESC, id DESC LIMIT $1`,
      [LISTED],
    );
    return rows.map(statusOf);
  }

  async get(id: string): Promise<ErasureStatus> {
    const { rows } = await this.pool.query<ErasureRow>(
      `SELECT id, state, source, requested_at, finished_at, result, failure FROM privacy.erasures WHERE id = $1`,
      [id],
    );
    if (rows.length === 0) throw new ApiError(HttpStatus.NOT_FOUND, 'Erasure not found', [{ field: 'id', message: 'is not a known erasure' }]);
    return statusOf(rows[0]);
  }
}

function statusOf(row: ErasureRow): ErasureStatus {
  return {
    id: row.id,
    state: row.state,
    source: row.source,
    requestedAt: row.requested_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    result: row.result,
    failure: row.failure,
  };
}
