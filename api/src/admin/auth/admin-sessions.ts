import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ApiConfig, type RedisConnection } from '@pitchlens/config';
import { REDIS } from '../../common/di-tokens';

/** An admin session ends this long after login, however active it was. */
export const ADMIN_SESSION_TTL_SECONDS = 8 * 60 * 60;

/** 32 random bytes, base64url: 43 characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * Admin sessions live in Redis, so every API replica knows them and a logout
 * ends a session everywhere. Keys hold a hash of the session id: someone who
 * reads Redis cannot use what they find there as a cookie.
 */
@Injectable()
export class AdminSessions {
  constructor(
    @Inject(REDIS) private readonly redis: RedisConnection,
    @Inject(ApiConfig) private readonly config: ApiConfig,
  ) {}

  async create(): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(id), JSON.stringify({ createdAt: new Date().toISOString() }), 'EX', ADMIN_SESSION_TTL_SECONDS);
    return id;
  }

  async isValid(id: string | undefined): Promise<boolean> {
    if (!id || !SESSION_ID.test(id)) return false;
    return (await this.redis.exists(this.key(id))) === 1;
  }

  async end(id: string | undefined): Promise<void> {
    if (id && SESSION_ID.test(id)) await this.redis.del(this.key(id));
  }

  private key(id: string): string {
    return `${this.config.REDIS_KEY_PREFIX}:admin:session:${createHash('sha256').update(id).digest('hex')}`;
  }
}
