import { ERASURE_DEADLINE_DAYS, type PrivacyPolicyFigures } from '@pitchlens/contracts';
import { apiSlice } from '../store/api-slice';

/** The API's own default for RAW_METADATA_RETENTION_DAYS: how long an event keeps its user agent and hashed IP. */
export const DEFAULT_RAW_METADATA_RETENTION_DAYS = 90;

/**
 * What the pages state until the configured figures arrive: the prerendered
 * HTML, and the first render that hydrates it, must say the same.
 */
export const DEFAULT_POLICY_FIGURES: PrivacyPolicyFigures = {
  rawMetadataRetentionDays: DEFAULT_RAW_METADATA_RETENTION_DAYS,
  erasureDays: ERASURE_DEADLINE_DAYS,
};

const policyFiguresApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPrivacyPolicyFigures: build.query<PrivacyPolicyFigures, void>({ query: () => '/privacy/policy' }),
  }),
});

/** The privacy promises as this installation is configured (GET /api/privacy/policy); the defaults until then, or if it fails. */
export function usePolicyFigures(): PrivacyPolicyFigures {
  return policyFiguresApi.useGetPrivacyPolicyFiguresQuery().data ?? DEFAULT_POLICY_FIGURES;
}
