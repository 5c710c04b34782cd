import type { browserRequest } from './test-app';

type Http = () => ReturnType<typeof browserRequest>;

/** The four checkouts as their pages start them (asking prices the server must not take), on the API `on` calls. */
export const FOUR_CHECKOUTS = {
  framework: (on: Http) => on().post('/api/create-framework-payment').send({ customerEmail: 'Framework@Example.com', amount: 1, description: 'cheap' }).expect(200),
  pilot: (on: Http) =>
    on()
      .post('/api/create-payment-intent')
      .send({ amount: 5, description: 'Enterprise Pilot Program', metadata: { product: 'enterprise_pilot', program: 'pilot' } })
      .expect(200),
  founderYear: (on: Http) => on().post('/api/create-premium-subscription').send({ billingCycle: 'yearly', email: 'founder@example.com', priceAmount: 1 }).expect(200),
  trial: (on: Http) => on().post('/api/create-trial-payment').send({ email: 'trial@example.com' }).expect(200),
};
