import type { ErasureListResponse, ErasureQueuedResponse, ErasureRequest } from '@pitchlens/contracts';
import { apiSlice } from '../../../../lib/store/api-slice';

/** Erasures (`/api/admin/erasures`): the list with each one's outcome, and a new one for an address. */
export const erasuresApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Erasures'] }).injectEndpoints({
  endpoints: (build) => ({
    listErasures: build.query<ErasureListResponse, void>({ query: () => '/admin/erasures', providesTags: ['Erasures'] }),
    requestErasure: build.mutation<ErasureQueuedResponse, ErasureRequest>({
      query: (body) => ({ url: '/admin/erasures', method: 'POST', body }),
      invalidatesTags: ['Erasures'],
    }),
  }),
});

export const { useListErasuresQuery, useRequestErasureMutation } = erasuresApi;

/** While an erasure is pending the list is asked for every 2 s; otherwise with the rest of the tab, every 30 s. */
export const ERASURE_POLL_MS = 2000;
