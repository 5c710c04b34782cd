import { ApiConfig, WorkerConfig } from './base-config';
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

  it("takes the admin's address for the worker's digest and alerts, none by default, and stops at one that is not an address", () => {
    expect(loadConfig(WorkerConfig, {}).ADMIN_EMAIL).toBeUndefined();
    expect(loadConfig(WorkerConfig, { ADMIN_EMAIL: 'admin@pitchlens.com' }).ADMIN_EMAIL).toBe('admin@pitchlens.com');
    expect(() => loadConfig(WorkerConfig, { ADMIN_EMAIL: 'admin' })).toThrow('ADMIN_EMAIL: must be an email address');
  });

  it('gives a worker every role by default, takes a list of roles, and stops at one it does not know', () => {
    expect(loadConfig(WorkerConfig, {}).WORKER_ROLES).toEqual(['all']);
    expect(loadConfig(WorkerConfig, { WORKER_ROLES: 'projections, reactors,projections' }).WORKER_ROLES).toEqual(['projections', 'reactors']);
    expect(() => loadConfig(WorkerConfig, { WORKER_ROLES: 'projections,emails' })).toThrow('WORKER_ROLES: must be a comma-separated list of all, projections, reactors, privacy');
  });

  it('takes a Redis Cluster only with a hash-tagged queue prefix, and keeps the single-Redis prefix as it was', () => {
    expect(loadConfig(WorkerConfig, {})).toMatchObject({ QUEUE_PREFIX: 'pitchlens', REDIS_CLUSTER_NODES: undefined });
    const nodes = '10.0.0.1:7000,10.0.0.2:7000,redis-3.internal:7001';
    expect(loadConfig(WorkerConfig, { REDIS_CLUSTER_NODES: nodes, QUEUE_PREFIX: '{pitchlens}' })).toMatchObject({ REDIS_CLUSTER_NODES: nodes, QUEUE_PREFIX: '{pitchlens}' });
    expect(loadConfig(ApiConfig, { REDIS_CLUSTER_NODES: nodes, QUEUE_PREFIX: 'shop:{pl}' }).QUEUE_PREFIX).toBe('shop:{pl}');
    expect(() => loadConfig(WorkerConfig, { REDIS_CLUSTER_NODES: nodes })).toThrow('QUEUE_PREFIX: must hold a hash tag such as {pitchlens} on a Redis Cluster');
    expect(() => loadConfig(ApiConfig, { REDIS_CLUSTER_NODES: nodes, QUEUE_PREFIX: 'pl{}' })).toThrow('QUEUE_PREFIX: must hold a hash tag');
    expect(() => loadConfig(WorkerConfig, { REDIS_CLUSTER_NODES: '10.0.0.1' })).toThrow('REDIS_CLUSTER_NODES: must be host:port pairs separated by commas');
    expect(() => loadConfig(WorkerConfig, { QUEUE_PREFIX: 'pitch lens' })).toThrow('QUEUE_PREFIX: must be letters, digits');
  });

  it('takes a report time zone Intl knows, and stops at one it does not', () => {
    expect(loadConfig(ApiConfig, {}).REPORT_TIMEZONE).toBe('UTC');
    expect(loadConfig(ApiConfig, { REPORT_TIMEZONE: 'Europe/London' }).REPORT_TIMEZONE).toBe('Europe/London');
    expect(() => loadConfig(ApiConfig, { REPORT_TIMEZONE: 'Europe/Atlantis' })).toThrow('REPORT_TIMEZONE: must be an IANA time zone such as UTC or Europe/London');
  });

  it('leaves the conversion pass threads to the cores unless told, 0 keeping it on the main thread, and stops at anything but a whole number', () => {
    expect(loadConfig(ApiConfig, {}).CONVERSION_THREADS).toBeUndefined();
    expect(loadConfig(ApiConfig, { CONVERSION_THREADS: '0' }).CONVERSION_THREADS).toBe(0);
    expect(loadConfig(ApiConfig, { CONVERSION_THREADS: '2' }).CONVERSION_THREADS).toBe(2);
    expect(() => loadConfig(ApiConfig, { CONVERSION_THREADS: 'two' })).toThrow('CONVERSION_THREADS');
    expect(() => loadConfig(ApiConfig, { CONVERSION_THREADS: '-1' })).toThrow('CONVERSION_THREADS');
  });

  it('reads reports from a replica only when one is named, within 5 s of the primary unless told otherwise', () => {
    expect(loadConfig(ApiConfig, {})).toMatchObject({ DATABASE_READ_URL: undefined, DATABASE_READ_MAX_LAG_MS: 5000 });
    const replica = 'postgres://reader:secret@replica.internal:5432/pitchlens';
    expect(loadConfig(ApiConfig, { DATABASE_READ_URL: replica, DATABASE_READ_MAX_LAG_MS: '250' })).toMatchObject({ DATABASE_READ_URL: replica, DATABASE_READ_MAX_LAG_MS: 250 });
    expect(() => loadConfig(ApiConfig, { DATABASE_READ_URL: 'replica.internal' })).toThrow('DATABASE_READ_URL: must be a postgres:// URL that names a database');
    expect(() => loadConfig(ApiConfig, { DATABASE_READ_MAX_LAG_MS: '-1' })).toThrow('DATABASE_READ_MAX_LAG_MS');
  });

  it('requires every secret in production, and never prints one', () => {
    const secrets = {
      IP_HASH_SECRET: 'a-long-enough-secret',
      PRIVACY_SECRET: 'a-long-privacy-secret',
      ADMIN_PASSWORD: 'an-admin-password',
      PROPOSAL_PASSWORD: 'a-proposal-password',
      STRIPE_SECRET_KEY: 'sk_live_a1b2c3',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_a1b2c3',
      STRIPE_WEBHOOK_SECRET: 'whsec_a1b2c3',
      METRICS_TOKEN: 'a-metrics-scrape-token',
      SHARE_LINK_SECRET: 'a-share-link-signing-key-of-32-chars',
    };
    const production = (overrides: NodeJS.ProcessEnv) => () => loadConfig(ApiConfig, { NODE_ENV: 'production', ...secrets, ...overrides });
    for (const name of Object.keys(secrets)) expect(production({ [name]: undefined })).toThrow(name);
    expect(production({ IP_HASH_SECRET: 'short' })).toThrow(/IP_HASH_SECRET: must be at least 16/);
    expect(production({ IP_HASH_SECRET: 'short' })).not.toThrow(/short/);
    expect(production({ ADMIN_PASSWORD: 'too-short' })).toThrow(/ADMIN_PASSWORD: must be at least 12/);
    expect(production({ ADMIN_PASSWORD: 'too-short' })).not.toThrow(/too-short/);
    expect(production({ METRICS_TOKEN: 'tiny-token' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(production({ METRICS_TOKEN: 'tiny-token' })).not.toThrow(/tiny-token/);
    expect(production({ PRIVACY_SECRET: 'short-one' })).toThrow(/PRIVACY_SECRET: must be at least 16/);
    expect(production({ SHARE_LINK_SECRET: 'a-short-share-key' })).toThrow(/SHARE_LINK_SECRET: must be at least 32/);
    expect(production({})().IP_HASH_SECRET).toBe('a-long-enough-secret');
  });

  it('runs without Stripe keys outside production (the emulator), and wants all three once a secret key is set', () => {
    expect(loadConfig(ApiConfig, {})).toMatchObject({ STRIPE_EMULATOR_PORT: 12111 });
    expect(loadConfig(ApiConfig, {}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(() => loadConfig(ApiConfig, { STRIPE_SECRET_KEY: 'sk_test_a1b2c3' })).toThrow(/STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_WEBHOOK_SECRET|STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig(WorkerConfig, { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', PRIVACY_SECRET: 'a-long-privacy-secret' })).toThrow('STRIPE_SECRET_KEY');
    expect(() => loadConfig(ApiConfig, { STRIPE_SECRET_KEY: 'sk_test_leaked!' })).not.toThrow(/leaked/);
  });
});
