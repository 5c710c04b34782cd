import { Module } from '@nestjs/common';
import { GetBooksRemainingHandler } from './queries/get-books-remaining/get-books-remaining.handler';
import { GetBooksRemainingController } from './queries/get-books-remaining/get-books-remaining.http.controller';

/** The book giveaway's public figures; the referral form itself is the referrals module's. */
const httpControllers = [GetBooksRemainingController];
const queryHandlers = [GetBooksRemainingHandler];

@Module({ controllers: httpControllers, providers: queryHandlers })
export class GiveawayModule {}
