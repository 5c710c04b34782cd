import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { BooksRemainingResponse } from '@pitchlens/contracts';
import { GetBooksRemainingQuery } from './get-books-remaining.query';
import { Answers } from '../../../docs/answers';

/** Public: the giveaway page asks for it on every visit, signed in or not. */
@Controller('giveaway')
export class GetBooksRemainingController {
  constructor(private readonly queries: QueryBus) {}

  @Get('books-remaining')
  @Answers('BooksRemainingResponse')
  booksRemaining(): Promise<BooksRemainingResponse> {
    return this.queries.execute(new GetBooksRemainingQuery());
  }
}
