import { EVENT_SCHEMA_VERSIONS, FOUNDER_LIMIT, FOUNDER_SOLD_OUT_MESSAGE } from '@pitchlens/contracts';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * The founder rate's places once all are taken: an app and database of this
 * file's own, since a sold-out database refuses every founder checkout made
 * in it (the other payment files' among them, were they to share one).
 */
let soldOut: TestApp;

beforeAll(async () => {
  soldOut = await startTestApp('founder_limit');
  // Founder subscriptions started, as the worker records them: FOUNDER_LIMIT of them take every place.
  await soldOut.db.query(
    `INSERT INTO event_store.events (event_id, stream_id, stream_position, type, schema_version, data)
     SELECT gen_random_uuid(), 'stripe-sub_seed_' || i, 1, 'SubscriptionStarted', $2,
            jsonb_build_object('subscriptionId', 'sub_seed_' || i, 'plan', 'premium_monthly', 'status', 'active', 'interval', 'month', 'amountCents', 5900, 'email', null)
       FROM generate_series(1, $1::int) AS i`,
    [FOUNDER_LIMIT, EVENT_SCHEMA_VERSIONS.SubscriptionStarted],
  );
});

afterAll(() => soldOut?.close());

const identifications = async (email: string): Promise<Record<string, unknown>[]> =>
  (await soldOut.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM event_store.events WHERE type = 'ContactIdentified' AND data->>'email' = $1`, [email])).rows.map(
    (row) => row.data,
  );

it('refuses the 301st founder with 409 once 300 founder subscriptions are recorded', async () => {
  const response = await soldOut.http().post('/api/create-premium-subscription').send({ billingCycle: 'monthly' }).expect(409);
  expect(response.body).toEqual({ success: false, statusCode: 409, error: FOUNDER_SOLD_OUT_MESSAGE, fields: [] });
});

it('still sells the trial, which is not a founder plan', async () => {
  await soldOut.http().post('/api/create-trial-payment').send({}).expect(200);
});

it('identifies nobody when the founder places are sold out (409), and the same buyer once the trial is created', async () => {
  const sessionId = 'session-too-late-1';
  await soldOut.http().post('/api/create-premium-subscription').send({ billingCycle: 'monthly', email: 'too.late@example.com', sessionId }).expect(409);
  expect(await identifications('too.late@example.com')).toEqual([]);
  await soldOut.http().post('/api/create-trial-payment').send({ email: 'too.late@example.com', sessionId }).expect(200);
  expect(await identifications('too.late@example.com')).toEqual([expect.objectContaining({ sessionId })]);
});
