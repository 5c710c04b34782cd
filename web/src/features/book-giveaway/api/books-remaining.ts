import { GIVEAWAY_BOOKS, type BooksRemainingResponse } from '@pitchlens/contracts';
import { apiSlice } from '../../../lib/store/api-slice';

/** GET /api/giveaway/books-remaining: the server derives it from the referrals accepted so far. */
export const booksRemainingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getBooksRemaining: build.query<BooksRemainingResponse, void>({ query: () => '/giveaway/books-remaining' }),
  }),
});

export const { useGetBooksRemainingQuery } = booksRemainingApi;

/**
 * The figure the page shows: the server's once it answers. Until then (and in
 * the prerendered HTML, and if the call fails) the giveaway's full count, so
 * the page never shows an empty or invented number.
 */
export function useBooksRemaining(): number {
  const { data } = useGetBooksRemainingQuery();
  return typeof data?.booksRemaining === 'number' && Number.isFinite(data.booksRemaining) ? Math.max(0, data.booksRemaining) : GIVEAWAY_BOOKS;
}
