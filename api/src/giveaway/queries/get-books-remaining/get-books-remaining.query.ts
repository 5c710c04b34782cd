import { Query } from '@nestjs/cqrs';
import type { BooksRemainingResponse } from '@pitchlens/contracts';

/** How many of the giveaway's books are left: what the giveaway page shows. */
export class GetBooksRemainingQuery extends Query<BooksRemainingResponse> {}
