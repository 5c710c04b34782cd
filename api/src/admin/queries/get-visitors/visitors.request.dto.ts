import type { AdminLiveVisitorsRequest, AdminVisitorsRequest } from '@pitchlens/contracts';
import { IsOptional } from 'class-validator';
import { IsInstant } from '../../validation/query-params';

export class VisitorsRequestDto implements AdminVisitorsRequest {
  @IsInstant() from!: string;
  @IsInstant() to!: string;
}

export class LiveVisitorsRequestDto implements AdminLiveVisitorsRequest {
  @IsOptional() @IsInstant() at?: string;
}
