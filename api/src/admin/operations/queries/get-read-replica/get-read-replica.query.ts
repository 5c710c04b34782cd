import { Query } from '@nestjs/cqrs';
import type { ReadReplicaResponse } from '@pitchlens/contracts';

export class GetReadReplicaQuery extends Query<ReadReplicaResponse> {}
