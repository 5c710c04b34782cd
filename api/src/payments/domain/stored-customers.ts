import { Inject, Injectable } from '@nestjs/common';
import type { CustomerStored } from '@pitchlens/contracts';
import { personStreams } from '@pitchlens/event-store';
import type { Pool } from 'pg';
import { PG_POOL } from '../../common/di-tokens';
import type { ProvenCustomer } from './customer-token';

/** The latest customer record a checkout stored for an email, straight from the log. */
@Injectable()
export class StoredCustomers {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The latest record of the buyer a customer token proves, if it is still on the token's Stripe customer. */
  async proven(customer: ProvenCustomer | null): Promise<CustomerStored['data'] | null> {
    if (!customer) return null;
    const stored = await this.latest(customer.email);
    return stored && stored.stripeCustomerId === customer.stripeCustomerId ? stored : null;
  }

  private async latest(email: string): Promise<CustomerStored['data'] | null> {
    const { rows } = await this.pool.query<{ data: CustomerStored['data'] }>(
      `SELECT data FROM event_store.events WHERE stream_id = $1 AND type = 'CustomerStored' ORDER BY stream_position DESC LIMIT 1`,
      [personStreams.contact(email)],
    );
    return rows[0]?.data ?? null;
  }
}
