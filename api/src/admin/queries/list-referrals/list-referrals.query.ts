import { Query } from '@nestjs/cqrs';
import type { AdminReferralsResponse } from '@pitchlens/contracts';

export class ListReferralsQuery extends Query<AdminReferralsResponse> {}
