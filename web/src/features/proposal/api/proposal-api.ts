import type { ProposalContent, ProposalUnlockRequest } from '@pitchlens/contracts';
import { apiSlice } from '../../../lib/store/api-slice';

/**
 * The gated proposal comes from the API only: POST /api/proposal/unlock checks
 * the password and sets a session cookie, GET /api/proposal reads it again
 * with that cookie (a reload).
 */
export const proposalApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    unlockProposal: build.mutation<ProposalContent, ProposalUnlockRequest>({
      query: (body) => ({ url: '/proposal/unlock', method: 'POST', body }),
    }),
    getProposal: build.query<ProposalContent, void>({
      query: () => '/proposal',
    }),
  }),
});

export const { useUnlockProposalMutation, useLazyGetProposalQuery } = proposalApi;
