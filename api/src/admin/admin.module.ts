import { Logger, Module } from '@nestjs/common';
import { ApiConfig } from '@pitchlens/config';
import { AdminPassword } from './auth/admin-password';
import { annotationControllers, annotationProviders } from './annotations';
import { AdminSessionGuard } from './auth/admin-session.guard';
import { AdminSessions } from './auth/admin-sessions';
import { LoginAttempts } from './auth/login-attempts';
import { LogInHandler } from './commands/log-in/log-in.handler';
import { LogInController } from './commands/log-in/log-in.http.controller';
import { LogOutHandler } from './commands/log-out/log-out.handler';
import { LogOutController } from './commands/log-out/log-out.http.controller';
import { PaymentsModule } from '../payments/payments.module';
import { PrivacyModule } from '../privacy/privacy.module';
import { ErasureStatuses } from './erasures/erasure-statuses';
import { RefundPaymentHandler } from './payments/commands/refund-payment/refund-payment.handler';
import { RefundPaymentController } from './payments/commands/refund-payment/refund-payment.http.controller';
import { ErasuresController } from './erasures/erasures.http.controller';
import { ExportContactDataHandler } from './queries/export-contact-data/export-contact-data.handler';
import { ExportContactDataController } from './queries/export-contact-data/export-contact-data.http.controller';
import { ExportContactsCsvHandler } from './queries/export-contacts-csv/export-contacts-csv.handler';
import { ExportContactsCsvController } from './queries/export-contacts-csv/export-contacts-csv.http.controller';
import { GetContactTimelineHandler } from './queries/get-contact-timeline/get-contact-timeline.handler';
import { GetContactTimelineController } from './queries/get-contact-timeline/get-contact-timeline.http.controller';
import { CONVERSION_THREAD_OPTIONS, ConversionThreads, type ConversionThreadOptions } from './queries/get-conversion/conversion-threads';
import { GetConversionHandler } from './queries/get-conversion/get-conversion.handler';
import { MoneyStore } from './reports/money/money-store';
import { PathsInUseInterceptor } from './reports/people-paths/paths-in-use.interceptor';
import { PeoplePaths } from './reports/people-paths/people-paths';
import { CohortMembers } from './queries/list-contacts/cohort-members';
import { GetConversionController } from './queries/get-conversion/get-conversion.http.controller';
import { GetFunnelHandler } from './queries/get-funnel/get-funnel.handler';
import { GetFunnelController } from './queries/get-funnel/get-funnel.http.controller';
import { GetRevenueHandler } from './queries/get-revenue/get-revenue.handler';
import { GetRevenueController } from './queries/get-revenue/get-revenue.http.controller';
import { GetSessionController } from './queries/get-session/get-session.http.controller';
import { GetSummaryHandler } from './queries/get-summary/get-summary.handler';
import { GetSummaryController } from './queries/get-summary/get-summary.http.controller';
import { GetTrafficHandler } from './queries/get-traffic/get-traffic.handler';
import { GetTrafficController } from './queries/get-traffic/get-traffic.http.controller';
import { GetUtmHandler } from './queries/get-utm/get-utm.handler';
import { ListReferralsHandler } from './queries/list-referrals/list-referrals.handler';
import { ListReferralsController } from './queries/list-referrals/list-referrals.http.controller';
import { GetUtmController } from './queries/get-utm/get-utm.http.controller';
import { ListContactsHandler } from './queries/list-contacts/list-contacts.handler';
import { ListContactsController } from './queries/list-contacts/list-contacts.http.controller';
import { ChooseReportTimeZoneHandler } from './operations/commands/choose-report-time-zone/choose-report-time-zone.handler';
import { ChooseReportTimeZoneController } from './operations/commands/choose-report-time-zone/choose-report-time-zone.http.controller';
import { GetRebuildHandler } from './operations/queries/get-rebuild/get-rebuild.handler';
import { GetRebuildController } from './operations/queries/get-rebuild/get-rebuild.http.controller';
import { GetReadReplicaHandler } from './operations/queries/get-read-replica/get-read-replica.handler';
import { GetReadReplicaController } from './operations/queries/get-read-replica/get-read-replica.http.controller';
import { GetReportTimeZoneHandler } from './operations/queries/get-report-time-zone/get-report-time-zone.handler';
import { GetReportTimeZoneController } from './operations/queries/get-report-time-zone/get-report-time-zone.http.controller';
import { ReportSourceInterceptor } from './reports/report-source.interceptor';
import { QueueReplayHandler } from './operations/commands/queue-replay/queue-replay.handler';
import { QueueReplayController } from './operations/commands/queue-replay/queue-replay.http.controller';
import { RetryEmailHandler } from './operations/commands/retry-email/retry-email.handler';
import { RetryEmailController } from './operations/commands/retry-email/retry-email.http.controller';
import { OperationsQueues } from './operations/operations-queues';
import { QueueBoard } from './operations/queue-board/queue-board';
import { GetProjectorsHandler } from './operations/queries/get-projectors/get-projectors.handler';
import { GetProjectorsController } from './operations/queries/get-projectors/get-projectors.http.controller';
import { GetReplayHandler } from './operations/queries/get-replay/get-replay.handler';
import { GetReplayController } from './operations/queries/get-replay/get-replay.http.controller';
import { ListFailedEmailsHandler } from './operations/queries/list-failed-emails/list-failed-emails.handler';
import { ListFailedEmailsController } from './operations/queries/list-failed-emails/list-failed-emails.http.controller';
import { referralPayoutControllers, referralPayoutHandlers } from './referral-payouts/referral-payouts.providers';
import { GetNotificationsHandler } from './operations/queries/get-notifications/get-notifications.handler';
import { GetNotificationsController } from './operations/queries/get-notifications/get-notifications.http.controller';
import { SetNotificationHandler } from './operations/commands/set-notification/set-notification.handler';
import { SetNotificationController } from './operations/commands/set-notification/set-notification.http.controller';
import { GetVisitorsHandler } from './queries/get-visitors/get-visitors.handler';
import { GetVisitorsController } from './queries/get-visitors/get-visitors.http.controller';
import { ShareLinks } from './share-links/share-links';
import { ShareLinksController } from './share-links/share-links.http.controller';
import { SharedViewInterceptor } from './share-links/shared-view.interceptor';

const httpControllers = [
  ErasuresController,
  GetProjectorsController,
  QueueReplayController,
  GetReplayController,
  GetReportTimeZoneController,
  GetRebuildController,
  GetReadReplicaController,
  ChooseReportTimeZoneController,
  ListFailedEmailsController,
  RetryEmailController,
  LogInController,
  LogOutController,
  GetSessionController,
  ListContactsController,
  ExportContactsCsvController,
  GetSummaryController,
  GetFunnelController,
  GetConversionController,
  GetTrafficController,
  GetUtmController,
  ListReferralsController,
  GetRevenueController,
  GetContactTimelineController,
  ExportContactDataController,
  RefundPaymentController,
  ...annotationControllers,
  ...referralPayoutControllers,
  GetNotificationsController,
  SetNotificationController,
  GetVisitorsController,
  ShareLinksController,
];
const commandHandlers = [QueueReplayHandler, ChooseReportTimeZoneHandler, RetryEmailHandler, LogInHandler, LogOutHandler, RefundPaymentHandler, SetNotificationHandler];
const queryHandlers = [
  GetProjectorsHandler,
  GetReplayHandler,
  GetReportTimeZoneHandler,
  GetRebuildHandler,
  GetReadReplicaHandler,
  ListFailedEmailsHandler,
  ListContactsHandler,
  ExportContactsCsvHandler,
  GetSummaryHandler,
  GetFunnelHandler,
  GetConversionHandler,
  GetTrafficHandler,
  GetUtmHandler,
  ListReferralsHandler,
  GetRevenueHandler,
  GetContactTimelineHandler,
  ExportContactDataHandler,
  GetNotificationsHandler,
  GetVisitorsHandler,
];
const auth = [
  AdminSessions,
  AdminSessionGuard,
  LoginAttempts,
  ShareLinks,
  {
    provide: AdminPassword,
    inject: [ApiConfig],
    useFactory: (config: ApiConfig) => new AdminPassword(config.ADMIN_PASSWORD, new Logger('Admin')),
  },
];

/** The admin dashboard's API: login, sessions, queries over the read models and the event log, and refunds at Stripe. */
@Module({
  imports: [PrivacyModule, PaymentsModule],
  controllers: httpControllers,
  providers: [
    OperationsQueues,
    QueueBoard,
    PeoplePaths,
    ConversionThreads,
    { provide: CONVERSION_THREAD_OPTIONS, inject: [ApiConfig], useFactory: (config: ApiConfig): ConversionThreadOptions => ({ threads: config.CONVERSION_THREADS }) },
    MoneyStore,
    CohortMembers,
    ErasureStatuses,
    ...annotationProviders,
    ...auth,
    ...commandHandlers,
    ...queryHandlers,
    ...referralPayoutHandlers,
    // Bound by AdminRoute on every admin controller.
    ReportSourceInterceptor,
    SharedViewInterceptor,
    PathsInUseInterceptor,
  ],
})
export class AdminModule {}
