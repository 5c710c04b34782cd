import type { BaseConfig } from './base-config';

/** Development and test only: production refuses to start without PRIVACY_SECRET. */
const DEVELOPMENT_PRIVACY_SECRET = 'pitchlens-development-privacy';

/** The key both processes derive their privacy keys from. */
export function privacySecret(config: Pick<BaseConfig, 'PRIVACY_SECRET'>): string {
  return config.PRIVACY_SECRET ?? DEVELOPMENT_PRIVACY_SECRET;
}
