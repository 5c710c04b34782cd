import { Inject, Injectable } from '@nestjs/common';
import { ApiConfig, privacySecret, type RedisConnection } from '@pitchlens/config';
import { addressKey } from '@pitchlens/event-store';
import { REDIS } from '../../common/di-tokens';

export const CONFIRMATION_MAILS_PER_ADDRESS = 3;
const WINDOW_SECONDS = 24 * 3600;

/**
 * Confirmation mails per address and day, counted in Redis (so the limit
 * holds across API processes) under a keyed hash of the address, never the
 * address itself. The window starts with the first mail; later ones never
 * extend it.
 */
@Injectable()
export class ConfirmationMailLimit {
  private readonly secret: string;

  constructor(
    @Inject(REDIS) private readonly redis: RedisConnection,
    private readonly config: ApiConfig,
  ) {
    this.secret = privacySecret(config);
  }

  /** Counts one more mail to the address; false once it has had its share of the window. */
  async take(email: string): Promise<boolean> {
    // Not under `<prefix>:privacy:`, which is the privacy queue's when both prefixes are the default.
    const key = `${this.config.REDIS_KEY_PREFIX}:privacy-requests:confirmation-mails:${addressKey(this.secret, email)}`;
    const results = await this.redis.multi().set(key, 0, 'EX', WINDOW_SECONDS, 'NX').incr(key).exec();
    return Number(results?.[1]?.[1]) <= CONFIRMATION_MAILS_PER_ADDRESS;
  }
}
