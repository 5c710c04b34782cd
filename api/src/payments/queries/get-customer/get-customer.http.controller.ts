import { Controller, Get, Headers } from '@nestjs/common';
import type { CustomerLookupResponse } from '@pitchlens/contracts';
import { CustomerTokens } from '../../domain/customer-token';
import { StoredCustomers } from '../../domain/stored-customers';
import { Answers } from '../../../docs/answers';

const NOTHING: CustomerLookupResponse = { hasStoredPayment: false, customer: null };

/**
 * The returning-customer lookup. It takes no address at all, in the URL or
 * anywhere: the token this browser's last checkout left names the buyer and
 * their Stripe customer, and the stored record must still be that customer's.
 * Without a valid token the answer is the same "nothing", so nothing is
 * revealed to a stranger.
 */
@Controller('customer')
export class GetCustomerController {
  constructor(
    private readonly tokens: CustomerTokens,
    private readonly customers: StoredCustomers,
  ) {}

  @Get()
  @Answers('CustomerLookupResponse')
  async lookup(@Headers('x-customer-token') token: string | undefined): Promise<CustomerLookupResponse> {
    const stored = await this.customers.proven(this.tokens.read(token));
    if (!stored) return NOTHING;
    return { hasStoredPayment: stored.hasStoredPayment, customer: { firstName: stored.firstName, lastName: stored.lastName, email: stored.email } };
  }
}
