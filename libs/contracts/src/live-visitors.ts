/** How far back the dashboard's "Now" looks: visitors of the last 5 minutes. */
export const LIVE_WINDOW_MS = 5 * 60 * 1000;

/**
 * The longest range visitors over instants answer: an hour. Each visitor's
 * current page and source are worked out from every view of the range, so a
 * day of views arriving live took 64 ms at p95 (bench:admin, 1M events, 200
 * calls/s) where an hour takes under 10; the traffic report counts longer
 * spans by day.
 */
export const VISITORS_MAX_RANGE_MS = 60 * 60 * 1000;

/** How often the "Now" panel asks again. */
export const LIVE_POLL_MS = 5_000;

/** Query of GET /api/admin/visitors: both ends are instants (ISO 8601 with a zone) and both are included. */
export interface AdminVisitorsRequest {
  from: string;
  to: string;
}

/** Query of GET /api/admin/visitors/now: `at` (default the server's now) ends the window. */
export interface AdminLiveVisitorsRequest {
  at?: string;
}

export interface VisitorsOnPage {
  path: string;
  visitors: number;
}

export interface VisitorsFromSource {
  /** The source of the visitor's latest touch in the range (README "Where from"); null: none, a direct visit. */
  source: string | null;
  visitors: number;
}

/** Visitors over an instant range (README "What the numbers mean" → Now). */
export interface AdminVisitorsResponse {
  from: string;
  to: string;
  /** Distinct visitors with a page view whose event time lies in [from, to], bots left out. */
  visitors: number;
  /** Each visitor's current page (their latest view in the range), most visitors first, at most 20. */
  pages: VisitorsOnPage[];
  /** Each visitor's source, most visitors first, at most 20. */
  sources: VisitorsFromSource[];
}
