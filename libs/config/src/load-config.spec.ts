import { ApiConfig } from './base-config';
import { ConfigError, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('uses defaults that work on a developer machine', () => {
    const config = loadConfig(ApiConfig, {});
    expect(config).toMatchObject({ PORT: 3000, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/pitchlens', REDIS_URL: 'redis://127.0.0.1:6379', TRUST_PROXY: false });
  });

  it('converts numbers and booleans from text', () => {
    expect(loadConfig(ApiConfig, { PORT: '8080', TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '50' })).toMatchObject({ PORT: 8080, TRUST_PROXY: true, RATE_LIMIT_PER_MINUTE: 50 });
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig(ApiConfig, { PORT: 'eighty', DATABASE_URL: 'mysql://x/y', TRUST_PROXY: 'yes' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT: ');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain('TRUST_PROXY: must be true or false');
  });

  it('requires the IP hash secret in production, and never prints it', () => {
    expect(() => loadConfig(ApiConfig, { NODE_ENV: 'production' })).toThrow('IP_HASH_SECRET');
    expect(() => loadConfig(ApiConfig, { NODE_ENV: 'production', IP_HASH_SECRET: 'short' })).toThrow(/IP_HASH_SECRET: must be at least 16/);
    expect(() => loadConfig(ApiConfig, { NODE_ENV: 'production', IP_HASH_SECRET: 'short' })).not.toThrow(/short/);
    expect(loadConfig(ApiConfig, { NODE_ENV: 'production', IP_HASH_SECRET: 'a-long-enough-secret' }).IP_HASH_SECRET).toBe('a-long-enough-secret');
  });
});
