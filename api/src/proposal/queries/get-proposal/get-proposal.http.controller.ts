import { Controller, Get, Header, HttpStatus, Req } from '@nestjs/common';
import type { ProposalContent } from '@pitchlens/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../common/http/api-error';
import { readProposalCookie } from '../../http/proposal-cookie';
import { PROPOSAL_CONTENT } from '../../proposal-content';
import { ProposalGate } from '../../proposal-gate';
import { Answers } from '../../../docs/answers';

@Controller('proposal')
export class GetProposalController {
  constructor(private readonly gate: ProposalGate) {}

  /** The proposal again, for a visitor whose session cookie is still valid (a reload). */
  @Get()
  @Header('Cache-Control', 'no-store')
  @Answers('ProposalContent')
  get(@Req() request: FastifyRequest): ProposalContent {
    if (!this.gate.isUnlocked(readProposalCookie(request.headers.cookie))) {
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'Enter the access password to view the proposal.');
    }
    return PROPOSAL_CONTENT;
  }
}
