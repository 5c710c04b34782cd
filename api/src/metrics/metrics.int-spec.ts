import { ApiConfig, ConfigError, loadConfig } from '@pitchlens/config';
import { sampleValue } from '@pitchlens/monitoring';
import { startTestApp, type TestApp } from '../../test/test-app';

const TOKEN = 'scrape-token-0123456789';
const PRODUCTION = {
  NODE_ENV: 'production',
  IP_HASH_SECRET: 'ip-hash-secret-0123456789',
  PRIVACY_SECRET: 'privacy-secret-0123456789',
  SHARE_LINK_SECRET: 'share-link-secret-0123456789-abcdef',
  ADMIN_PASSWORD: 'admin-password-0123',
  PROPOSAL_PASSWORD: 'proposal-password',
  STRIPE_SECRET_KEY: 'sk_test_metrics',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_metrics',
  STRIPE_WEBHOOK_SECRET: 'whsec_metrics',
};

describe('API metrics (development: open)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('api-metrics');
  });
  afterAll(() => t.close());

  it('counts exactly the events appended and the answers given, by type and route', async () => {
    const calls = 7;
    for (let i = 0; i < calls; i++) {
      await t.http().post('/api/track-page-view').send({ path: `/features`, sessionId: `session-metrics-${i}` }).expect(201);
    }
    const res = await t.http().get('/api/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sampleValue(res.text, 'pitchlens_events_appended_total', { type: 'PageViewed' })).toBe(calls);
    expect(sampleValue(res.text, 'pitchlens_append_batch_events_sum')).toBe(calls);
    const answers = { method: 'POST', route: '/api/track-page-view', status: '201' };
    expect(sampleValue(res.text, 'pitchlens_http_request_duration_seconds_count', answers)).toBe(calls);
    expect(sampleValue(res.text, 'pitchlens_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(res.text, 'pitchlens_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('answers liveness without looking at anything, and readiness with each check', async () => {
    await t.http().get('/api/health/live').expect(200, { status: 'alive' });
    const ready = await t.http().get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'up', redis: 'up', migrations: 'up', site: 'up' } });
  });

  it('keeps GET /api/health as it was', async () => {
    await t.http().get('/api/health').expect(200, { status: 'ok', database: 'up', redis: 'up' });
  });
});

describe('API metrics in production', () => {
  it('refuses to start without METRICS_TOKEN', () => {
    expect(() => loadConfig(ApiConfig, PRODUCTION)).toThrow(ConfigError);
    expect(() => loadConfig(ApiConfig, PRODUCTION)).toThrow(/METRICS_TOKEN/);
  });

  it('reads metrics only with the bearer token', async () => {
    const t = await startTestApp('api-metrics-production', { ...PRODUCTION, METRICS_TOKEN: TOKEN });
    try {
      await t.http().get('/api/metrics').expect(401);
      await t.http().get('/api/metrics').set('authorization', `Bearer ${TOKEN}x`).expect(401);
      await t.http().get('/api/metrics').set('authorization', TOKEN).expect(401);
      const res = await t.http().get('/api/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200);
      expect(res.text).toContain('pitchlens_http_request_duration_seconds');
    } finally {
      await t.close();
    }
  });
});
