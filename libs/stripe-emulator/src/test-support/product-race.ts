import type Stripe from 'stripe';

/**
 * Stages the race two processes run when both need a product under a fixed id: each first
 * reads it (missing), then creates it. The emulator answers one request at a time, so a test
 * holds each client's first read until `then` has run (another client creating the product,
 * or every racer having read), which puts the creations after all the reads, as they fall in
 * production when the processes start together.
 */
export interface ProductCalls {
  retrieves: number;
  creates: number;
}

export function holdFirstProductRead(stripe: Stripe, then: () => Promise<unknown>): ProductCalls {
  const products = stripe.products;
  const retrieve = products.retrieve.bind(products) as (id: string) => Promise<Stripe.Response<Stripe.Product>>;
  const create = products.create.bind(products) as (params: Stripe.ProductCreateParams, options?: Stripe.RequestOptions) => Promise<Stripe.Response<Stripe.Product>>;
  const calls: ProductCalls = { retrieves: 0, creates: 0 };
  products.retrieve = (async (id: string) => {
    calls.retrieves += 1;
    const result = retrieve(id);
    if (calls.retrieves === 1) {
      // Settled (found or missing) before the others move on; the caller still sees its outcome.
      await result.catch(() => undefined);
      await then();
    }
    return result;
  }) as typeof products.retrieve;
  products.create = ((params: Stripe.ProductCreateParams, options?: Stripe.RequestOptions) => {
    calls.creates += 1;
    return create(params, options);
  }) as typeof products.create;
  return calls;
}

/** Resolves for everyone once `parties` callers have arrived: each racer's first read waits for the others'. */
export function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let release: () => void = () => undefined;
  const everyone = new Promise<void>((resolve) => (release = resolve));
  return () => {
    arrived += 1;
    if (arrived >= parties) release();
    return everyone;
  };
}
