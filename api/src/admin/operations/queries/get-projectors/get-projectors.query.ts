import { Query } from '@nestjs/cqrs';
import type { ProjectorStatusResponse } from '@pitchlens/contracts';

export class GetProjectorsQuery extends Query<ProjectorStatusResponse[]> {}
