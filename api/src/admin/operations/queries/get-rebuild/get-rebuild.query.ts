import { Query } from '@nestjs/cqrs';
import type { RebuildStatusResponse } from '@pitchlens/contracts';

export class GetRebuildQuery extends Query<RebuildStatusResponse> {}
