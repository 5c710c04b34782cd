import { Controller, Get, Headers, Param, Query } from '@nestjs/common';
import type { CustomerLookupResponse } from '@pitchlens/contracts';
import { CustomerTokens } from '../../domain/customer-token';
import { StoredCustomers } from '../../domain/stored-customers';

const NOTHING: CustomerLookupResponse = { hasStoredPayment: false, customer: null };

/**
 * The returning-customer lookup. Without the token of this browser's last
 * checkout for that very email it answers the same "nothing" whether or not
 * the address is known, so knowing an email reveals no name and no card.
 */
@Controller('customer')
export class GetCustomerController {
  constructor(
    private readonly tokens: CustomerTokens,
    private readonly customers: StoredCustomers,
  ) {}

  @Get(':email')
  async lookup(
    @Param('email') email: string,
    @Headers('x-customer-token') headerToken: string | undefined,
    @Query('token') queryToken: string | undefined,
  ): Promise<CustomerLookupResponse> {
    const token = headerToken ?? (typeof queryToken === 'string' ? queryToken : undefined);
    if (email.length > 254 || !this.tokens.verify(token, email)) return NOTHING;
    const stored = await this.customers.latest(email);
    if (!stored) return NOTHING;
    return { hasStoredPayment: stored.hasStoredPayment, customer: { firstName: stored.firstName, lastName: stored.lastName, email: stored.email } };
  }
}
