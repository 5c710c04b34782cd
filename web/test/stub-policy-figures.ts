import type { PrivacyPolicyFigures } from '@pitchlens/contracts';
import { DEFAULT_POLICY_FIGURES } from '../src/lib/privacy/policy-figures';
import { stubFetch } from './stub-fetch';

/** For pages that quote the privacy promises: GET /api/privacy/policy answers `figures`, any other call 404. */
export function stubPolicyFigures(figures: PrivacyPolicyFigures = DEFAULT_POLICY_FIGURES) {
  return stubFetch((call) => (call.url.endsWith('/privacy/policy') ? { status: 200, body: figures } : { status: 404, body: {} }));
}
