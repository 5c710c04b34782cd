import type {
  FailedEmailJobResponse,
  NotificationSettingRequest,
  NotificationSettingsResponse,
  ProjectorStatusResponse,
  ReadReplicaResponse,
  RebuildStatusResponse,
  ReplayJobStatusResponse,
  ReplayQueuedResponse,
  ReplayRequest,
  ReportTimeZoneRequest,
  ReportTimeZoneResponse,
} from '@pitchlens/contracts';
import { apiSlice } from '../../../../lib/store/api-slice';

/** The operations view's calls (`/api/admin/operations`), all behind the admin session. */
export const operationsApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Projectors', 'FailedEmails', 'ReportTimeZone', 'Rebuild'] }).injectEndpoints({
  endpoints: (build) => ({
    getProjectors: build.query<ProjectorStatusResponse[], void>({ query: () => '/admin/operations/projectors', providesTags: ['Projectors'] }),
    queueReplay: build.mutation<ReplayQueuedResponse, ReplayRequest>({
      query: (body) => ({ url: '/admin/operations/replay', method: 'POST', body }),
    }),
    getReplayJob: build.query<ReplayJobStatusResponse, string>({ query: (jobId) => `/admin/operations/replay/${encodeURIComponent(jobId)}` }),
    getRebuild: build.query<RebuildStatusResponse, void>({ query: () => '/admin/operations/rebuild', providesTags: ['Rebuild'] }),
    getReadReplica: build.query<ReadReplicaResponse, void>({ query: () => '/admin/operations/read-replica' }),
    getReportTimeZone: build.query<ReportTimeZoneResponse, void>({ query: () => '/admin/operations/report-time-zone', providesTags: ['ReportTimeZone'] }),
    chooseReportTimeZone: build.mutation<ReportTimeZoneResponse, ReportTimeZoneRequest>({
      query: (body) => ({ url: '/admin/operations/report-time-zone', method: 'POST', body }),
      invalidatesTags: ['ReportTimeZone'],
    }),
    listFailedEmails: build.query<FailedEmailJobResponse[], void>({ query: () => '/admin/operations/failed-emails', providesTags: ['FailedEmails'] }),
    retryEmail: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/operations/failed-emails/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: ['FailedEmails'],
    }),
    getNotifications: build.query<NotificationSettingsResponse, void>({ query: () => '/admin/operations/notifications' }),
    setNotification: build.mutation<NotificationSettingsResponse, NotificationSettingRequest>({
      // Its answer is every setting: the section shows it rather than asking again.
      query: (body) => ({ url: '/admin/operations/notifications', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetProjectorsQuery,
  useQueueReplayMutation,
  useGetReplayJobQuery,
  useGetRebuildQuery,
  useGetReadReplicaQuery,
  useGetReportTimeZoneQuery,
  useChooseReportTimeZoneMutation,
  useListFailedEmailsQuery,
  useRetryEmailMutation,
  useGetNotificationsQuery,
  useSetNotificationMutation,
} = operationsApi;

/** A replay or rebuild in progress is asked for every second; the projector table refreshes every 30 s. */
export const REPLAY_POLL_MS = 1000;
export const PROJECTORS_POLL_MS = 30_000;
