import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { registerAdminPages } from '../../auth/admin-pages';
import { AdminSessions } from '../../auth/admin-sessions';
import { OperationsQueues } from '../operations-queues';

/** Under /api, where the admin session cookie is sent (its Path). */
export const QUEUE_BOARD_PATH = '/api/admin/queues';

/**
 * The board is a page, unlike the rest of /api: its own scripts and styles,
 * and the fonts its stylesheet names. Still never framed.
 */
const BOARD_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "font-src 'self' https://fonts.gstatic.com",
  "img-src 'self' data:",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Bull Board over every queue of the worker (emails, operations), with
 * retry and clean, for a signed-in admin only: anything under its path
 * without a live session is answered 401 before the board sees it.
 */
@Injectable()
export class QueueBoard implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly queues: OperationsQueues,
    private readonly sessions: AdminSessions,
  ) {}

  onModuleInit(): void {
    const board = new FastifyAdapter();
    board.setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({ queues: [new BullMQAdapter(this.queues.emails), new BullMQAdapter(this.queues.replays)], serverAdapter: board });
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    registerAdminPages(fastify, this.sessions, BOARD_CONTENT_SECURITY_POLICY, async (scope) => {
      await scope.register(board.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
    });
  }
}
