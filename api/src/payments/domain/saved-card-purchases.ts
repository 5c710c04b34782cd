import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { PG_POOL } from '../../common/di-tokens';

/** What the first call of a purchase chose, sent to Stripe unchanged by every call of the same purchase. */
export interface SavedCardPurchase {
  paymentMethodId: string;
  sessionId: string | null;
}

/**
 * One purchase intent: this product, for this Stripe customer, asked with the
 * token of this checkout. A second click, a second tab or a retry presents
 * the same token and so names the same purchase; a deliberate second
 * purchase goes through a new checkout, whose token names another. Hashed:
 * the key is stored, and names nothing.
 */
export function savedCardPurchaseKey(productId: string, stripeCustomerId: string, checkoutId: string): string {
  return createHash('sha256').update(`${productId}\n${stripeCustomerId}\n${checkoutId}`).digest('hex');
}

/**
 * The one-click purchases asked for (payments.saved_card_charges). Every
 * call of one purchase runs alone, across all API processes: a session
 * advisory lock, on a connection of its own, is held while the call decides
 * and charges. No transaction stays open across the Stripe call; the
 * purchase is written before Stripe is asked, so a call after a crash
 * charges with the same choices (and the same idempotency key) as the first.
 */
@Injectable()
export class SavedCardPurchases {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Runs `charge` for the purchase `key` names, with the choices its first
   * call made: the recorded ones, or those `firstAsk` makes now (recorded
   * before `charge` runs; nothing is recorded when `firstAsk` refuses).
   */
  async once<T>(key: string, firstAsk: () => Promise<SavedCardPurchase>, charge: (purchase: SavedCardPurchase) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let unlocked = false;
    try {
      await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [lockName(key)]);
      try {
        return await charge((await recorded(client, key)) ?? (await record(client, key, await firstAsk())));
      } finally {
        unlocked = await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lockName(key)]).then(
          () => true,
          () => false,
        );
      }
    } finally {
      // A connection that may still hold the lock (or was lost) is ended rather than reused: that ends its lock too.
      client.release(!unlocked);
    }
  }
}

const lockName = (key: string) => `saved-card-charge:${key}`;

async function recorded(client: PoolClient, key: string): Promise<SavedCardPurchase | null> {
  const { rows } = await client.query<{ payment_method_id: string; session_id: string | null }>(
    'SELECT payment_method_id, session_id FROM payments.saved_card_charges WHERE purchase_key = $1',
    [key],
  );
  return rows[0] ? { paymentMethodId: rows[0].payment_method_id, sessionId: rows[0].session_id } : null;
}

async function record(client: PoolClient, key: string, purchase: SavedCardPurchase): Promise<SavedCardPurchase> {
  await client.query('INSERT INTO payments.saved_card_charges (purchase_key, payment_method_id, session_id) VALUES ($1, $2, $3)', [
    key,
    purchase.paymentMethodId,
    purchase.sessionId,
  ]);
  return purchase;
}
