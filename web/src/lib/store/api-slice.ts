import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { withShareToken } from './share-token';
import { addApiSlice } from './store';

/**
 * The one RTK Query API; features add their endpoints with `injectEndpoints`.
 * Spec §9: nothing refetches by itself and data never goes stale.
 */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include', prepareHeaders: withShareToken }),
  refetchOnFocus: false,
  refetchOnReconnect: false,
  keepUnusedDataFor: Number.MAX_SAFE_INTEGER / 1000,
  endpoints: () => ({}),
});

// Joins every store, those made already included, when the first feature that calls the API loads.
addApiSlice(apiSlice);

/** Spec §8: a failed call reads as "<status>: <body text or status text>". */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, data } = error as { status: number | string; data?: unknown; error?: string };
    const text = typeof data === 'string' ? data : data !== undefined ? JSON.stringify(data) : (error as { error?: string }).error;
    return `${status}: ${text ?? ''}`;
  }
  return error instanceof Error ? error.message : String(error);
}
