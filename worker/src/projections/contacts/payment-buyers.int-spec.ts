import { streams, type Utm } from '@pitchlens/contracts';
import { EventReader, replay } from '@pitchlens/event-store';
import { catchUp as projectUntilCaughtUp } from '../../../test/catch-up';
import { logFixture, type LogFixture } from '../../../test/projection-fixture';
import { ContactsProjector } from './contacts.projector';

let f: LogFixture;
const projector = new ContactsProjector();
beforeAll(async () => {
  f = await logFixture('payment_buyers');
});
afterAll(() => f.close());

const now = Date.now();
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
const view = (sessionId: string, minutesAgo: number, utm: Utm | null = null) =>
  f.record([{ type: 'PageViewed', data: { path: '/', title: null, referrer: null } }], { sessionId, occurredAt: at(minutesAgo), utm });
const identify = (email: string, sessionId: string, minutesAgo: number) =>
  f.record([{ type: 'ContactIdentified', data: { email, sessionId, firstName: null, lastName: null, source: 'track-contact' } }], { sessionId, occurredAt: at(minutesAgo) });
const pay = async (id: string, email: string | null, sessionId: string, paidAt: string) =>
  (
    await f.record(
      [{ type: 'PaymentSucceeded', data: { product: 'framework_session', amountCents: 9900, currency: 'usd', paymentIntentId: id, invoiceId: null, email, paidAt, cardLast4: null } }],
      { sessionId, stream: streams.stripeObject(id) },
    )
  )[0];

/** The buyer columns of one money event, with the buyer named by their address (or their sessions when anonymous). */
async function buyerOf(eventId: string): Promise<Record<string, unknown>> {
  const { rows } = await f.pool.query(
    `SELECT coalesce(c.email, array_to_string(c.session_ids, ',')) AS buyer, b.first_source, b.last_source, b.last_campaign
       FROM read_model.payment_buyers b LEFT JOIN read_model.contacts c ON c.id = b.buyer_id WHERE b.event_id = $1`,
    [eventId],
  );
  return rows[0];
}

/** When the buyer's contact was made, as the money event's row keeps it and as the contact has it now. */
async function madeAt(eventId: string): Promise<{ kept: Date | null; contact: Date | null }> {
  const { rows } = await f.pool.query(
    `SELECT b.buyer_created_at AS kept, c.created_at AS contact FROM read_model.payment_buyers b LEFT JOIN read_model.contacts c ON c.id = b.buyer_id WHERE b.event_id = $1`,
    [eventId],
  );
  return rows[0];
}

// Without revision: it numbers writes, which a replay makes again.
const allRows = async () => (await f.pool.query(`SELECT to_jsonb(t) - 'revision' AS row FROM read_model.payment_buyers t ORDER BY event_id`)).rows;

it('credits a payment to its buyer as identity and touches change after it, batch by batch as in one replay', async () => {
  // An anonymous visitor from an ad pays on the laptop, naming an address nobody has given yet.
  await view('pb-laptop', 60, { source: 'ads', campaign: 'spring' });
  const paid = await pay('pi_pb_1', 'Zoe@Acme.io', 'pb-laptop', at(30));
  await projectUntilCaughtUp(f.pool, projector, 1);
  expect(await buyerOf(paid)).toEqual({ buyer: 'pb-laptop', first_source: 'ads', last_source: 'ads', last_campaign: 'spring' });
  expect(await madeAt(paid)).toEqual({ kept: new Date(at(60)), contact: new Date(at(60)) });

  // Zoe gives that address on her phone, where a newsletter brought her earlier: the address's person is the buyer now.
  await view('pb-phone', 120, { source: 'newsletter' });
  await identify('zoe@acme.io', 'pb-phone', 20);
  await projectUntilCaughtUp(f.pool, projector, 1);
  expect(await buyerOf(paid)).toEqual({ buyer: 'zoe@acme.io', first_source: 'newsletter', last_source: 'newsletter', last_campaign: null });
  expect(await madeAt(paid)).toEqual({ kept: new Date(at(120)), contact: new Date(at(120)) });

  // She gives it on the laptop too: its ad touch joins her, and was her latest before the payment.
  await identify('zoe@acme.io', 'pb-laptop', 10);
  await projectUntilCaughtUp(f.pool, projector, 1);
  expect(await buyerOf(paid)).toEqual({ buyer: 'zoe@acme.io', first_source: 'newsletter', last_source: 'ads', last_campaign: 'spring' });

  // Stripe stamps to the second: a partner's touch the phone recorded late, within that second, counts as before it; a later one does not.
  await view('pb-phone', 29.992, { source: 'partner' });
  await view('pb-phone', 5, { source: 'late' });
  await projectUntilCaughtUp(f.pool, projector, 1);
  expect(await buyerOf(paid)).toMatchObject({ last_source: 'partner' });
  expect(await buyerOf(paid)).toMatchObject({ first_source: 'newsletter' });

  // A refund is kept with no payment time: until its payment is recorded, it is credited to the latest touch.
  const refunded = (
    await f.record(
      [
        {
          type: 'PaymentRefunded',
          data: { refundId: 're_pb_1', chargeId: null, paymentIntentId: 'pi_pb_1', product: 'framework_session', amountCents: 9900, currency: 'usd', email: 'zoe@acme.io', refundedAt: at(1), reason: null },
        },
      ],
      { stream: streams.stripeObject('re_pb_1') },
    )
  )[0];
  await projectUntilCaughtUp(f.pool, projector, 1);
  expect(await buyerOf(refunded)).toEqual({ buyer: 'zoe@acme.io', first_source: 'newsletter', last_source: 'late', last_campaign: null });

  const live = await allRows();
  await replay(f.pool, new EventReader(f.pool), projector, { batchSize: 100_000 });
  expect(await allRows()).toEqual(live);

  // The table the replay swapped in numbers its writes as the one before did: the API's revenue follows it by them.
  const latest = async () => Number((await f.pool.query(`SELECT max(revision) AS revision FROM read_model.payment_buyers`)).rows[0].revision);
  const before = await latest();
  await f.pool.query(`UPDATE read_model.payment_buyers SET last_campaign = last_campaign`);
  expect(await latest()).toBeGreaterThan(before);
});

it('credits no one while no contact is the buyer, and the person once the address it named is theirs', async () => {
  const paid = await pay('pi_pb_2', 'ivy@acme.io', 'pb-unknown', at(3));
  await projectUntilCaughtUp(f.pool, projector);
  const { rows } = await f.pool.query(`SELECT buyer_id, first_source, last_source FROM read_model.payment_buyers WHERE event_id = $1`, [paid]);
  expect(rows).toEqual([{ buyer_id: null, first_source: null, last_source: null }]);
  await view('pb-ivy', 50, { source: 'podcast' });
  await identify('ivy@acme.io', 'pb-ivy', 2);
  await projectUntilCaughtUp(f.pool, projector);
  expect(await buyerOf(paid)).toEqual({ buyer: 'ivy@acme.io', first_source: 'podcast', last_source: 'podcast', last_campaign: null });
});

it('keeps when the buyer’s contact was made, which may be after the payment: a payment is not the buyer’s act', async () => {
  const paid = await pay('pi_pb_3', 'max@acme.io', 'pb-checkout', at(40));
  await projectUntilCaughtUp(f.pool, projector);
  expect(await madeAt(paid)).toEqual({ kept: null, contact: null });
  await view('pb-max', 5);
  await identify('max@acme.io', 'pb-max', 4);
  await projectUntilCaughtUp(f.pool, projector);
  expect(await madeAt(paid)).toEqual({ kept: new Date(at(5)), contact: new Date(at(5)) });
  // A view of hers recorded late, from before all that (no campaign: no touch), makes her contact earlier: the row follows.
  await view('pb-max', 45);
  await projectUntilCaughtUp(f.pool, projector);
  expect(await madeAt(paid)).toEqual({ kept: new Date(at(45)), contact: new Date(at(45)) });
  const live = await allRows();
  await replay(f.pool, new EventReader(f.pool), projector, { batchSize: 100_000 });
  expect(await allRows()).toEqual(live);
});
