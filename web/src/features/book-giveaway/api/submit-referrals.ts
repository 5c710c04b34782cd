import type { ReferralSubmissionRequest, TrackResponse } from '@pitchlens/contracts';
import { v7 as uuidv7 } from 'uuid';
import { apiSlice } from '../../../lib/store/api-slice';
import { sessionId, utmFields } from '../../../lib/tracking/tracking-client';

/**
 * POST /api/referrals/submit. The body carries the visitor's session, so the
 * server ties the referrer to their visit, and an event id, so a retried
 * request is recorded once.
 */
export const submitReferralsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    submitReferrals: build.mutation<TrackResponse, ReferralSubmissionRequest>({
      query: (request) => ({
        url: '/referrals/submit',
        method: 'POST',
        body: { ...request, eventId: uuidv7(), sessionId: sessionId(), ...utmFields() },
      }),
    }),
  }),
});

export const { useSubmitReferralsMutation } = submitReferralsApi;
