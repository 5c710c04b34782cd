import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { booksRemaining, type BooksRemainingResponse } from '@pitchlens/contracts';
import { readModel } from '@pitchlens/database';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../common/di-tokens';
import { GetBooksRemainingQuery } from './get-books-remaining.query';

/**
 * Each person referred takes one of the giveaway's books. The figure is
 * derived from the referrals the log accepted (the referrals projector's
 * table), never stored, so it cannot drift from them; a person counts once
 * however their address was written.
 */
@QueryHandler(GetBooksRemainingQuery)
export class GetBooksRemainingHandler implements IQueryHandler<GetBooksRemainingQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<BooksRemainingResponse> {
    const { rows } = await this.pool.query<{ referred: number }>(`SELECT count(DISTINCT lower(referred_email))::int AS referred FROM ${readModel('referrals')}`);
    return { booksRemaining: booksRemaining(rows[0]?.referred ?? 0) };
  }
}
