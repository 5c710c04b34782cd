import { Inject, Injectable } from '@nestjs/common';
import { ApiConfig, privacySecret } from '@pitchlens/config';
import type { ErasureSource } from '@pitchlens/contracts';
import { registerErasure } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { PG_POOL } from '../common/di-tokens';
import { PrivacyQueue } from './privacy-queue';

/**
 * Files erasures: the request is recorded without the address (its keyed
 * hash only) and the worker is handed the address in a job that is removed
 * once it has run. A request whose job cannot be queued is not left pending.
 */
@Injectable()
export class ErasureRequests {
  private readonly secret: string;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly privacy: PrivacyQueue,
    config: ApiConfig,
  ) {
    this.secret = privacySecret(config);
  }

  /**
   * `id`: given by a caller that may file the same request again (a
   * confirmation link opened twice); a request already filed under it is not
   * filed or queued again.
   */
  async file(email: string, source: ErasureSource, notify: boolean, requestId?: string): Promise<{ id: string }> {
    const { id, created } = await registerErasure(this.pool, this.secret, email, source, requestId);
    if (!created) return { id };
    try {
      await this.privacy.add({ kind: 'erase', erasureId: id, email, notify }, id);
    } catch (error) {
      await this.pool.query(`DELETE FROM privacy.erasures WHERE id = $1`, [id]).catch(() => undefined);
      throw error;
    }
    return { id };
  }
}
