import { ApiConfig, ConfigError, loadConfig } from '@pitchlens/config';
import { apiWorkerCount } from './api-workers';

const secrets = { ADMIN_PASSWORD: 'a-long-admin-password', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const production = { NODE_ENV: 'production', IP_HASH_SECRET: 'a-secret-of-sixteen+', PRIVACY_SECRET: 'a-privacy-secret-16+', PROPOSAL_PASSWORD: 'proposal-pw', METRICS_TOKEN: 'a-metrics-token-of-16', SHARE_LINK_SECRET: 'a-share-link-secret-of-at-least-32-chars', ...secrets };

it('runs one process unless told how many, 0 meaning one per core', () => {
  expect(apiWorkerCount(loadConfig(ApiConfig, production), 4)).toBe(1);
  expect(apiWorkerCount(loadConfig(ApiConfig, { ...production, API_WORKERS: '0' }), 4)).toBe(4);
  expect(apiWorkerCount(loadConfig(ApiConfig, { ...production, API_WORKERS: '2' }), 4)).toBe(2);
  expect(apiWorkerCount(loadConfig(ApiConfig, {}), 4)).toBe(1);
  expect(apiWorkerCount(loadConfig(ApiConfig, { ...secrets, API_WORKERS: '0' }), 3)).toBe(3);
});

it('refuses several processes that would each make their own admin password or Stripe emulator', () => {
  expect(() => apiWorkerCount(loadConfig(ApiConfig, { API_WORKERS: '2' }), 4)).toThrow(ConfigError);
  expect(() => apiWorkerCount(loadConfig(ApiConfig, { API_WORKERS: '0', ADMIN_PASSWORD: 'a-long-admin-password' }), 2)).toThrow(
    /API_WORKERS: 2 processes need ADMIN_PASSWORD and STRIPE_SECRET_KEY/,
  );
  expect(apiWorkerCount(loadConfig(ApiConfig, { API_WORKERS: '0' }), 1)).toBe(1);
});

it('rejects a negative or fractional count', () => {
  expect(() => loadConfig(ApiConfig, { API_WORKERS: '-1' })).toThrow(/API_WORKERS/);
  expect(() => loadConfig(ApiConfig, { API_WORKERS: '1.5' })).toThrow(/API_WORKERS: must be a whole number/);
});
