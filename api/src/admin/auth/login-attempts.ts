import { Inject, Injectable } from '@nestjs/common';
import { ApiConfig, type RedisConnection } from '@pitchlens/config';
import { REDIS } from '../../common/di-tokens';

export const LOGIN_ATTEMPTS_PER_WINDOW = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Failed admin logins per client address, counted in Redis so the limit
 * holds across API replicas. An attempt is counted before the password is
 * checked: parallel guesses cannot slip past the limit, and once it is
 * reached even the right password waits for the window to end. A successful
 * login clears the count.
 */
@Injectable()
export class LoginAttempts {
  constructor(
    @Inject(REDIS) private readonly redis: RedisConnection,
    @Inject(ApiConfig) private readonly config: ApiConfig,
  ) {}

  async begin(ip: string): Promise<LoginAttempt> {
    const key = this.key(ip);
    // The window starts with the first attempt; later ones never extend it.
    const results = await this.redis.multi().set(key, 0, 'EX', LOGIN_WINDOW_SECONDS, 'NX').incr(key).ttl(key).exec();
    const count = Number(results?.[1]?.[1]);
    if (count <= LOGIN_ATTEMPTS_PER_WINDOW) return { allowed: true };
    const ttl = Number(results?.[2]?.[1]);
    return { allowed: false, retryAfterSeconds: ttl > 0 ? ttl : LOGIN_WINDOW_SECONDS };
  }

  async succeeded(ip: string): Promise<void> {
    await this.redis.del(this.key(ip));
  }

  private key(ip: string): string {
    return `${this.config.REDIS_KEY_PREFIX}:admin:login-attempts:${ip}`;
  }
}
