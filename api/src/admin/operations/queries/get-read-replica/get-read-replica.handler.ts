import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReadReplicaResponse } from '@pitchlens/contracts';
import { ReadSource } from '../../../../infrastructure/read-source';
import { GetReadReplicaQuery } from './get-read-replica.query';

/** The read replica measured now: whether one is configured, answers, how far behind it is and so which server the reports read. */
@QueryHandler(GetReadReplicaQuery)
export class GetReadReplicaHandler implements IQueryHandler<GetReadReplicaQuery> {
  constructor(@Inject(ReadSource) private readonly reads: ReadSource) {}

  execute(): Promise<ReadReplicaResponse> {
    return this.reads.status();
  }
}
