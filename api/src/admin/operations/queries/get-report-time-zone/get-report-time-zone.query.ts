import { Query } from '@nestjs/cqrs';
import type { ReportTimeZoneResponse } from '@pitchlens/contracts';

export class GetReportTimeZoneQuery extends Query<ReportTimeZoneResponse> {}
