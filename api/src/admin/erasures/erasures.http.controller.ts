import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { ErasureListResponse, ErasureQueuedResponse, ErasureStatus } from '@pitchlens/contracts';
import { ErasureRequests } from '../../privacy/erasure-requests';
import { AdminRoute } from '../auth/admin-route';
import { uuidParam } from '../validation/query-params';
import { ErasureRequestDto } from './erasure-request.dto';
import { ErasureStatuses } from './erasure-statuses';
import { Answers } from '../../docs/answers';

/** Erasure requests filed by the admin; the worker carries them out and records the outcome. */
@Controller('admin/erasures')
@AdminRoute()
export class ErasuresController {
  constructor(
    private readonly requests: ErasureRequests,
    private readonly statuses: ErasureStatuses,
  ) {}

  /** 202 with the request to poll: the erasure itself runs in the worker within minutes. */
  @Post()
  @HttpCode(202)
  @Answers('ErasureQueuedResponse')
  file(@Body() body: ErasureRequestDto): Promise<ErasureQueuedResponse> {
    return this.requests.file(body.email, 'admin', false);
  }

  @Get()
  @Answers('ErasureListResponse')
  async list(): Promise<ErasureListResponse> {
    return { erasures: await this.statuses.list() };
  }

  /** 404 for an unknown request, 400 for an id that is not a UUID. */
  @Get(':id')
  @Answers('ErasureStatus')
  get(@Param('id') id: string): Promise<ErasureStatus> {
    return this.statuses.get(uuidParam(id));
  }
}
