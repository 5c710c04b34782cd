import { Query } from '@nestjs/cqrs';
import type { AdminReferralPayoutsResponse } from '@pitchlens/contracts';

export class GetReferralPayoutsQuery extends Query<AdminReferralPayoutsResponse> {}
