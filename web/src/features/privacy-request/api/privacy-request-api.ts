import type { PrivacyConfirmation, PrivacyRequest, PrivacyRequestAccepted } from '@pitchlens/contracts';
import { apiSlice } from '../../../lib/store/api-slice';

/** A person's own privacy requests: asked for here, confirmed by the link mailed to their address. */
export const privacyRequestApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    requestPrivacy: build.mutation<PrivacyRequestAccepted, PrivacyRequest>({
      query: (body) => ({ url: '/privacy-requests', method: 'POST', body }),
    }),
    confirmPrivacyRequest: build.mutation<PrivacyRequestAccepted, PrivacyConfirmation>({
      query: (body) => ({ url: '/privacy-requests/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPrivacyMutation, useConfirmPrivacyRequestMutation } = privacyRequestApi;
