import type {
  AdminConversionRequest,
  AdminReportRange,
  AdminConversionResponse,
  AdminFunnelRequest,
  AdminFunnelResponse,
  AdminLoginRequest,
  AdminDemoAttendedRequest,
  AdminPayoutPaidRequest,
  AdminReferralPayoutsResponse,
  AdminReferralRecordedResponse,
  AdminReferralsResponse,
  AdminRefundRequest,
  AdminRefundResponse,
  AdminRevenueRequest,
  AdminRevenueResponse,
  AdminSessionResponse,
  AdminSummaryRequest,
  AdminSummaryResponse,
  AdminTrafficRequest,
  AdminTrafficResponse,
  AdminUtmRequest,
  AdminUtmResponse,
  Annotation,
  AnnotationCreateRequest,
  AnnotationEditRequest,
  AnnotationListResponse,
  AdminLiveVisitorsRequest,
  AdminVisitorsResponse,
  ContactTimelineResponse,
  ContactsRequest,
  ContactsResponse,
} from '@pitchlens/contracts';
import { apiSlice } from '../../../lib/store/api-slice';

/**
 * The admin API (ARCHITECTURE §5): the server checks the password and keeps
 * the session in an httpOnly cookie; every read below answers 401 without it.
 */
/** Every report is tagged AdminReports: a rebuild in another time zone asks them all again. */
export const adminApi = apiSlice.enhanceEndpoints({ addTagTypes: ['AdminRevenue', 'AdminReports', 'AdminAnnotations'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminSession: build.query<AdminSessionResponse, void>({ query: () => '/admin/session' }),
    logIn: build.mutation<void, AdminLoginRequest>({ query: (body) => ({ url: '/admin/login', method: 'POST', body }) }),
    logOut: build.mutation<void, void>({ query: () => ({ url: '/admin/logout', method: 'POST' }) }),
    getAdminSummary: build.query<AdminSummaryResponse, AdminSummaryRequest>({ query: () => '/admin/summary', providesTags: ['AdminReports'] }),
    getAdminFunnel: build.query<AdminFunnelResponse, AdminFunnelRequest>({ query: (params) => ({ url: '/admin/funnel', params }), providesTags: ['AdminReports'] }),
    getAdminConversion: build.query<AdminConversionResponse, AdminConversionRequest>({ query: (params) => ({ url: '/admin/funnel/conversion', params }), providesTags: ['AdminReports'] }),
    getAdminTraffic: build.query<AdminTrafficResponse, AdminTrafficRequest>({ query: (params) => ({ url: '/admin/traffic', params }), providesTags: ['AdminReports'] }),
    getAdminUtm: build.query<AdminUtmResponse, AdminUtmRequest>({ query: (params) => ({ url: '/admin/utm', params }), providesTags: ['AdminReports'] }),
    /** Tagged so that a refund, once recorded, shows in every range at once rather than at the next poll. */
    getAdminRevenue: build.query<AdminRevenueResponse, AdminRevenueRequest>({ query: (params) => ({ url: '/admin/revenue', params }), providesTags: ['AdminRevenue', 'AdminReports'] }),
    /** The argument comes from `contactsRequest`, so the table and the CSV link ask the same. */
    listContacts: build.query<ContactsResponse, ContactsRequest>({ query: (params) => ({ url: '/contacts', params }), providesTags: ['AdminReports'] }),
    listReferrals: build.query<AdminReferralsResponse, void>({ query: () => '/admin/referrals' }),
    getReferralPayouts: build.query<AdminReferralPayoutsResponse, void>({ query: () => '/admin/referrals/payouts' }),
    recordDemoAttended: build.mutation<AdminReferralRecordedResponse, AdminDemoAttendedRequest & { referralId: string }>({
      query: ({ referralId, ...body }) => ({ url: `/admin/referrals/${encodeURIComponent(referralId)}/demo-attended`, method: 'POST', body }),
    }),
    markPayoutPaid: build.mutation<AdminReferralRecordedResponse, AdminPayoutPaidRequest & { referralId: string }>({
      query: ({ referralId, ...body }) => ({ url: `/admin/referrals/${encodeURIComponent(referralId)}/payout-paid`, method: 'POST', body }),
    }),
    getContactTimeline: build.query<ContactTimelineResponse, string>({ query: (id) => `/admin/contacts/${encodeURIComponent(id)}/timeline` }),
    /** Stripe makes the refund; the timeline and revenue show it once its fact arrives by webhook. */
    getLiveVisitors: build.query<AdminVisitorsResponse, AdminLiveVisitorsRequest>({ query: (params) => ({ url: '/admin/visitors/now', params }) }),
    refundPayment: build.mutation<AdminRefundResponse, AdminRefundRequest & { paymentIntentId: string }>({
      query: ({ paymentIntentId, ...body }) => ({ url: `/admin/payments/${encodeURIComponent(paymentIntentId)}/refund`, method: 'POST', body }),
    }),
    listAnnotations: build.query<AnnotationListResponse, AdminReportRange>({ query: (params) => ({ url: '/admin/annotations', params }), providesTags: ['AdminAnnotations', 'AdminReports'] }),
    addAnnotation: build.mutation<Annotation, AnnotationCreateRequest>({ query: (body) => ({ url: '/admin/annotations', method: 'POST', body }), invalidatesTags: ['AdminAnnotations'] }),
    editAnnotation: build.mutation<Annotation, AnnotationEditRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/annotations/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['AdminAnnotations'],
    }),
    removeAnnotation: build.mutation<void, string>({ query: (id) => ({ url: `/admin/annotations/${encodeURIComponent(id)}`, method: 'DELETE' }), invalidatesTags: ['AdminAnnotations'] }),
  }),
});

export const {
  useGetAdminSessionQuery,
  useLogInMutation,
  useLogOutMutation,
  useGetAdminSummaryQuery,
  useGetAdminFunnelQuery,
  useGetAdminConversionQuery,
  useGetAdminTrafficQuery,
  useGetAdminUtmQuery,
  useGetAdminRevenueQuery,
  useListContactsQuery,
  useListReferralsQuery,
  useGetReferralPayoutsQuery,
  useRecordDemoAttendedMutation,
  useMarkPayoutPaidMutation,
  useGetContactTimelineQuery,
  useRefundPaymentMutation,
  useListAnnotationsQuery,
  useAddAnnotationMutation,
  useEditAnnotationMutation,
  useRemoveAnnotationMutation,
  useGetLiveVisitorsQuery,
} = adminApi;

/** Spec §9: the dashboard refreshes every 30 seconds, and only while unlocked (its views mount only then). */
export const DASHBOARD_POLLING = { pollingInterval: 30_000, refetchOnMountOrArgChange: true } as const;
