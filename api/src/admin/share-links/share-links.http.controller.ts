import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { CreateShareLinkResponse, ShareLink, ShareLinksResponse } from '@pitchlens/contracts';
import { Answers } from '../../docs/answers';
import { AdminRoute } from '../auth/admin-route';
import { invalid, uuidParam } from '../validation/query-params';
import { CreateShareLinkRequestDto } from './share-link.request.dto';
import { ShareLinks } from './share-links';

const MAX_LIFETIME_MS = 366 * 24 * 60 * 60 * 1000;

/** Read-only links to the dashboard's figures, made, listed and revoked from Operations. */
@Controller('admin/share-links')
@AdminRoute()
export class ShareLinksController {
  constructor(private readonly links: ShareLinks) {}

  /** 201 with the link and its token, shown this once; 400 naming `expiresAt` unless it lies within the coming year. */
  @Post()
  @Answers('CreateShareLinkResponse')
  create(@Body() body: CreateShareLinkRequestDto): Promise<CreateShareLinkResponse> {
    const expiresAt = new Date(body.expiresAt);
    const wait = expiresAt.getTime() - Date.now();
    if (wait <= 0) throw invalid('expiresAt', 'must be in the future');
    if (wait > MAX_LIFETIME_MS) throw invalid('expiresAt', 'must be within 366 days');
    return this.links.create(body.label.trim(), expiresAt);
  }

  @Get()
  @Answers('ShareLinksResponse')
  async list(): Promise<ShareLinksResponse> {
    return { links: await this.links.list() };
  }

  /** 200 with the revoked link; 404 for an unknown one, 400 for an id that is not a UUID. */
  @Post(':id/revoke')
  @HttpCode(200)
  @Answers('ShareLink')
  revoke(@Param('id') id: string): Promise<ShareLink> {
    return this.links.revoke(uuidParam(id));
  }
}
