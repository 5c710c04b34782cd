import type {
  AdminConversionResponse,
  Annotation,
  AnnotationListResponse,
  AdminFunnelResponse,
  AdminReferralsResponse,
  AdminRefundResponse,
  AdminReferralPayoutsResponse,
  AdminReferralRecordedResponse,
  AdminRevenueResponse,
  AdminSessionResponse,
  AdminSummaryResponse,
  AdminTrafficResponse,
  AdminUtmResponse,
  BooksRemainingResponse,
  CheckoutBuyerResponse,
  ContactsResponse,
  ContactTimelineResponse,
  CreateShareLinkResponse,
  AdminVisitorsResponse,
  ShareLink,
  ShareLinksResponse,
  CreateFrameworkPaymentResponse,
  CreatePaymentIntentResponse,
  CreatePremiumSubscriptionResponse,
  CreateTrialPaymentResponse,
  CustomerLookupResponse,
  ErasureListResponse,
  ErasureQueuedResponse,
  ErasureStatus,
  ErrorResponse,
  FailedEmailJobResponse,
  HealthResponse,
  PaymentsConfigResponse,
  PayWithSavedCardResponse,
  PersonExport,
  PrivacyPolicyFigures,
  PrivacyRequestAccepted,
  ProjectorStatusResponse,
  ProposalContent,
  RebuildStatusResponse,
  ReplayJobStatusResponse,
  ReplayQueuedResponse,
  ReportTimeZoneResponse,
  ReadReplicaResponse,
  NotificationSettingsResponse,
  StoreCustomerResponse,
  StripeWebhookReceipt,
  TrackResponse,
} from '@pitchlens/contracts';
import type { LivenessReport, ReadinessReport } from '@pitchlens/monitoring';

/**
 * Every JSON body the API answers with, by the name the OpenAPI document
 * gives its schema. The build turns this interface into JSON Schemas
 * (`scripts/build-response-schemas.mjs`), so the document describes the very
 * types the handlers and the site are compiled against; `@Answers(name)` on a
 * route names its body here, and the compiler checks that the handler returns it.
 */
export interface ResponseBodies {
  ErrorResponse: ErrorResponse;
  TrackResponse: TrackResponse;
  BooksRemainingResponse: BooksRemainingResponse;
  HealthResponse: HealthResponse;
  LivenessReport: LivenessReport;
  ReadinessReport: ReadinessReport;
  PaymentsConfigResponse: PaymentsConfigResponse;
  CreateFrameworkPaymentResponse: CreateFrameworkPaymentResponse;
  CreatePremiumSubscriptionResponse: CreatePremiumSubscriptionResponse;
  CreateTrialPaymentResponse: CreateTrialPaymentResponse;
  CreatePaymentIntentResponse: CreatePaymentIntentResponse;
  PayWithSavedCardResponse: PayWithSavedCardResponse;
  CheckoutBuyerResponse: CheckoutBuyerResponse;
  StoreCustomerResponse: StoreCustomerResponse;
  CustomerLookupResponse: CustomerLookupResponse;
  StripeWebhookReceipt: StripeWebhookReceipt;
  PrivacyRequestAccepted: PrivacyRequestAccepted;
  PrivacyPolicyFigures: PrivacyPolicyFigures;
  ProposalContent: ProposalContent;
  AdminSessionResponse: AdminSessionResponse;
  AdminSummaryResponse: AdminSummaryResponse;
  AdminFunnelResponse: AdminFunnelResponse;
  AdminConversionResponse: AdminConversionResponse;
  AdminTrafficResponse: AdminTrafficResponse;
  AdminUtmResponse: AdminUtmResponse;
  AdminRevenueResponse: AdminRevenueResponse;
  AdminReferralsResponse: AdminReferralsResponse;
  AdminRefundResponse: AdminRefundResponse;
  AdminReferralPayoutsResponse: AdminReferralPayoutsResponse;
  AdminReferralRecordedResponse: AdminReferralRecordedResponse;
  ContactsResponse: ContactsResponse;
  ContactTimelineResponse: ContactTimelineResponse;
  AnnotationListResponse: AnnotationListResponse;
  Annotation: Annotation;
  PersonExport: PersonExport;
  ErasureQueuedResponse: ErasureQueuedResponse;
  ErasureListResponse: ErasureListResponse;
  ErasureStatus: ErasureStatus;
  ReplayQueuedResponse: ReplayQueuedResponse;
  ReportTimeZoneResponse: ReportTimeZoneResponse;
  NotificationSettingsResponse: NotificationSettingsResponse;
  ReplayJobStatusResponse: ReplayJobStatusResponse;
  RebuildStatusResponse: RebuildStatusResponse;
  ReadReplicaResponse: ReadReplicaResponse;
  ProjectorStatusList: ProjectorStatusResponse[];
  FailedEmailJobList: FailedEmailJobResponse[];
  AdminVisitorsResponse: AdminVisitorsResponse;
  CreateShareLinkResponse: CreateShareLinkResponse;
  ShareLinksResponse: ShareLinksResponse;
  ShareLink: ShareLink;
}
