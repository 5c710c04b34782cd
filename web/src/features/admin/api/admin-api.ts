import type {
  AdminFunnelResponse,
  AdminLoginRequest,
  AdminReferralsResponse,
  AdminRevenueResponse,
  AdminSessionResponse,
  AdminSummaryResponse,
  AdminTrafficResponse,
  AdminUtmResponse,
  ContactTimelineResponse,
  ContactsResponse,
} from '@pitchlens/contracts';
import { apiSlice } from '../../../lib/store/api-slice';
import type { ReportRange } from '../contacts-filters';

/**
 * The admin API (ARCHITECTURE §5): the server checks the password and keeps
 * the session in an httpOnly cookie; every read below answers 401 without it.
 */
export const adminApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAdminSession: build.query<AdminSessionResponse, void>({ query: () => '/admin/session' }),
    logIn: build.mutation<void, AdminLoginRequest>({ query: (body) => ({ url: '/admin/login', method: 'POST', body }) }),
    logOut: build.mutation<void, void>({ query: () => ({ url: '/admin/logout', method: 'POST' }) }),
    getAdminSummary: build.query<AdminSummaryResponse, void>({ query: () => '/admin/summary' }),
    getAdminFunnel: build.query<AdminFunnelResponse, ReportRange>({ query: (params) => ({ url: '/admin/funnel', params }) }),
    getAdminTraffic: build.query<AdminTrafficResponse, ReportRange>({ query: (params) => ({ url: '/admin/traffic', params }) }),
    getAdminUtm: build.query<AdminUtmResponse, ReportRange>({ query: (params) => ({ url: '/admin/utm', params }) }),
    getAdminRevenue: build.query<AdminRevenueResponse, ReportRange>({ query: (params) => ({ url: '/admin/revenue', params }) }),
    /** The argument is the query string built by `contactsSearch`, so the table and the CSV link ask the same. */
    listContacts: build.query<ContactsResponse, string>({ query: (search) => `/contacts?${search}` }),
    listReferrals: build.query<AdminReferralsResponse, void>({ query: () => '/admin/referrals' }),
    getContactTimeline: build.query<ContactTimelineResponse, string>({ query: (id) => `/admin/contacts/${encodeURIComponent(id)}/timeline` }),
  }),
});

export const {
  useGetAdminSessionQuery,
  useLogInMutation,
  useLogOutMutation,
  useGetAdminSummaryQuery,
  useGetAdminFunnelQuery,
  useGetAdminTrafficQuery,
  useGetAdminUtmQuery,
  useGetAdminRevenueQuery,
  useListContactsQuery,
  useListReferralsQuery,
  useGetContactTimelineQuery,
} = adminApi;

/** Spec §9: the dashboard refreshes every 30 seconds, and only while unlocked (its views mount only then). */
export const DASHBOARD_POLLING = { pollingInterval: 30_000, refetchOnMountOrArgChange: true } as const;
