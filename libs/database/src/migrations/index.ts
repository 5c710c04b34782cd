import { EventStore1732190000000 } from './1732190000000-event-store';
import { ReadModels1732190100000 } from './1732190100000-read-models';
import { AdminQueryIndexes1732190200000 } from './1732190200000-admin-query-indexes';
import { Payments1732190300000 } from './1732190300000-payments';
import { ContactAggregates1732190400000 } from './1732190400000-contact-aggregates';
import { TrafficVisitorsAndContactOrder1732190500000 } from './1732190500000-traffic-visitors-and-contact-order';
import { AnalyticsRules1732190600000 } from './1732190600000-analytics-rules';
import { Privacy1732190700000 } from './1732190700000-privacy';
import { SavedCardCharges1732190800000 } from './1732190800000-saved-card-charges';
import { SessionParts1732190900000 } from './1732190900000-session-parts';
import { ReferrerIndex1732191000000 } from './1732191000000-referrer-index';
import { FunnelStepTimes1732191100000 } from './1732191100000-funnel-step-times';
import { Refunds1732191200000 } from './1732191200000-refunds';
import { ContactTouches1732191300000 } from './1732191300000-contact-touches';
import { ReportTimeZone1732191350000 } from './1732191350000-report-time-zone';
import { RevenueAttribution1732191400000 } from './1732191400000-revenue-attribution';
import { InvoiceRefunds1732191450000 } from './1732191450000-invoice-refunds';
import { ContactAddresses1732191460000 } from './1732191460000-contact-addresses';
import { RebuildProgress1732191500000 } from './1732191500000-rebuild-progress';
import { FunnelPaths1732191600000 } from './1732191600000-funnel-paths';
import { PaymentBuyers1732191700000 } from './1732191700000-payment-buyers';
import { MailLedger1732191800000 } from './1732191800000-mail-ledger';
import { Annotations1732192800000 } from './1732192800000-annotations';
import { PageViewTimes1732193800000 } from './1732193800000-page-view-times';
import { ShareLinks1732193801000 } from './1732193801000-share-links';
import { ReferralPayouts1732194800000 } from './1732194800000-referral-payouts';

/** Every schema migration, oldest first. Both the API and the worker run them at start. */
export const migrations = [EventStore1732190000000, ReadModels1732190100000, AdminQueryIndexes1732190200000, Payments1732190300000, ContactAggregates1732190400000, TrafficVisitorsAndContactOrder1732190500000, AnalyticsRules1732190600000, Privacy1732190700000, SavedCardCharges1732190800000, SessionParts1732190900000, ReferrerIndex1732191000000, FunnelStepTimes1732191100000, Refunds1732191200000, ContactTouches1732191300000, ReportTimeZone1732191350000, RevenueAttribution1732191400000, InvoiceRefunds1732191450000, ContactAddresses1732191460000, RebuildProgress1732191500000, FunnelPaths1732191600000, PaymentBuyers1732191700000, MailLedger1732191800000, Annotations1732192800000, PageViewTimes1732193800000, ShareLinks1732193801000, ReferralPayouts1732194800000];
