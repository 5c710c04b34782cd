import type { CreateShareLinkRequest, CreateShareLinkResponse, ShareLink, ShareLinksResponse } from '@pitchlens/contracts';
import { apiSlice } from '../../../../lib/store/api-slice';

/** Read-only links to the dashboard's figures (`/api/admin/share-links`), behind the admin session. */
export const shareLinksApi = apiSlice.enhanceEndpoints({ addTagTypes: ['ShareLinks'] }).injectEndpoints({
  endpoints: (build) => ({
    listShareLinks: build.query<ShareLinksResponse, void>({ query: () => '/admin/share-links', providesTags: ['ShareLinks'] }),
    createShareLink: build.mutation<CreateShareLinkResponse, CreateShareLinkRequest>({
      query: (body) => ({ url: '/admin/share-links', method: 'POST', body }),
      invalidatesTags: ['ShareLinks'],
    }),
    revokeShareLink: build.mutation<ShareLink, string>({
      query: (id) => ({ url: `/admin/share-links/${encodeURIComponent(id)}/revoke`, method: 'POST' }),
      invalidatesTags: ['ShareLinks'],
    }),
  }),
});

export const { useListShareLinksQuery, useCreateShareLinkMutation, useRevokeShareLinkMutation } = shareLinksApi;
