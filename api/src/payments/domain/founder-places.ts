import { Inject, Injectable } from '@nestjs/common';
import { CATALOGUE, type ProductId } from '@pitchlens/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '../../common/di-tokens';

export const FOUNDER_PLANS: ProductId[] = (Object.values(CATALOGUE) as { id: ProductId; kind: string; founderRate?: boolean }[])
  .filter((p) => p.kind === 'subscription' && p.founderRate === true)
  .map((p) => p.id);

/**
 * How many founder places are taken: the founder subscriptions the log
 * records as started (paid and live). Counted from the log itself, so it is
 * right the moment the worker records a start, with no read model to lag or
 * replay; a partial index keeps it cheap. A checkout that is begun but never
 * paid takes no place.
 */
@Injectable()
export class FounderPlaces {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async taken(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      `SELECT count(DISTINCT data->>'subscriptionId')::int AS n FROM event_store.events
        WHERE type = 'SubscriptionStarted' AND data->>'plan' = ANY($1::text[])`,
      [FOUNDER_PLANS],
    );
    return rows[0].n;
  }
}
