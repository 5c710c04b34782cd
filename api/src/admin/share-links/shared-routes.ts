import type { AdminRevenueResponse } from '@pitchlens/contracts';

/** Leaves an answer as it is: it holds aggregate figures only. */
const aggregate = (answer: unknown): unknown => answer;

/** Revenue lists trials due by subscription and buyer's address: a shared viewer keeps their count and sum. */
const revenueFigures = (answer: unknown): unknown => {
  const revenue = answer as AdminRevenueResponse;
  return { ...revenue, trialsDue: [], previous: revenue.previous && revenueFigures(revenue.previous) };
};

/**
 * The only routes a share link opens (`METHOD path`, as the router names
 * them), each with what it keeps of the answer for someone who is not the
 * admin: the dashboard's aggregate figures, never a person, an address, a
 * list of people or an operation. Every other admin route refuses the token.
 */
export const SHARED_REPORT_ROUTES: Readonly<Record<string, (answer: unknown) => unknown>> = {
  'GET /api/admin/summary': aggregate,
  'GET /api/admin/traffic': aggregate,
  'GET /api/admin/funnel': aggregate,
  'GET /api/admin/funnel/conversion': aggregate,
  'GET /api/admin/utm': aggregate,
  'GET /api/admin/revenue': revenueFigures,
  'GET /api/admin/visitors': aggregate,
  'GET /api/admin/visitors/now': aggregate,
  // The charts' marks: the admin's notes, price changes, rebuilds, campaigns' first touches, erasures by count only.
  'GET /api/admin/annotations': aggregate,
};
