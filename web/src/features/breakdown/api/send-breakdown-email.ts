import type { BreakdownEmailRequest, TrackResponse } from '@pitchlens/contracts';
import { apiSlice } from '../../../lib/store/api-slice';

/** The visitor never waits longer than this for the email request before moving on (spec §8). */
const SEND_TIMEOUT_MS = 10_000;

export const breakdownApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/send-breakdown-email (spec §7): the worker emails the breakdown links. */
    sendBreakdownEmail: build.mutation<TrackResponse, Pick<BreakdownEmailRequest, 'email' | 'firstName'>>({
      query: (body) => ({ url: 'send-breakdown-email', method: 'POST', body, timeout: SEND_TIMEOUT_MS }),
    }),
  }),
});

export const { useSendBreakdownEmailMutation } = breakdownApi;
