import { EventReader } from '@pitchlens/event-store';
import { logFixture, type LogFixture } from '../../../test/projection-fixture';
import { projectNextBatch } from '../projection-runner';
import { ContactsProjector } from './contacts.projector';

let f: LogFixture;
const projector = new ContactsProjector();
beforeAll(async () => {
  f = await logFixture('contacts');
});
afterAll(() => f.close());

/** Projects until caught up, in batches of `size`. */
async function catchUp(size = 1000): Promise<void> {
  const reader = new EventReader(f.pool);
  while ((await projectNextBatch(f.pool, reader, projector, size)) > 0);
}

const contactByEmail = async (email: string) =>
  (await f.pool.query('SELECT * FROM read_model.contacts WHERE email = $1', [email])).rows[0];

it('merges a visitor’s anonymous page views into the contact when the email becomes known, keeping first-touch UTM', async () => {
  const sessionId = 'session-merge-001';
  await f.record([{ type: 'PageViewed', data: { path: '/', title: null, referrer: null } }], { sessionId, utm: { source: 'linkedin', campaign: 'launch' } });
  await f.record([{ type: 'PageViewed', data: { path: '/book-giveaway', title: null, referrer: null } }], { sessionId });
  await f.record([{ type: 'FunnelStepReached', data: { email: null, step: 'landing', stepData: {} } }], { sessionId, utm: { source: 'newsletter' } });
  await catchUp(1);
  await f.record([{ type: 'ContactIdentified', data: { email: 'ana@acme.com', sessionId, firstName: 'Ana', lastName: null, source: 'track-contact' } }], { sessionId });
  await catchUp(1);

  const contacts = (await f.pool.query(`SELECT * FROM read_model.contacts WHERE $1 = ANY(session_ids)`, [sessionId])).rows;
  expect(contacts).toHaveLength(1);
  expect(contacts[0]).toMatchObject({
    email: 'ana@acme.com',
    first_name: 'Ana',
    anonymous: false,
    page_views: 2,
    events: 1,
    current_funnel_step: 'landing',
    utm_source: 'linkedin',
    utm_campaign: 'launch',
    last_utm_source: 'newsletter',
  });
});

it('folds an anonymous session into an existing contact, and counts the funnel step once', async () => {
  const email = 'raj@globex.com';
  await f.record([{ type: 'FunnelStepReached', data: { email, step: 'home', stepData: {} } }], { sessionId: 'session-raj-desk' });
  await f.record([{ type: 'FunnelStepReached', data: { email: null, step: 'home', stepData: {} } }], { sessionId: 'session-raj-phone' });
  await f.record([{ type: 'ContactIdentified', data: { email, sessionId: 'session-raj-phone', firstName: null, lastName: null, source: 'track-contact' } }], {
    sessionId: 'session-raj-phone',
  });
  await catchUp();
  const contact = await contactByEmail(email);
  expect(contact.session_ids.sort()).toEqual(['session-raj-desk', 'session-raj-phone']);
  expect(contact.events).toBe(2);
  const { rows } = await f.pool.query(`SELECT count(*)::int AS n FROM read_model.contacts WHERE 'session-raj-phone' = ANY(session_ids)`);
  expect(rows[0].n).toBe(1);
  const reached = await f.pool.query(`SELECT count(*)::int AS n FROM read_model.funnel_reached WHERE contact_id = $1 AND step = 'home'`, [contact.id]);
  expect(reached.rows[0].n).toBe(1);
});

it('keeps the furthest ordered step when steps arrive out of order; activity steps do not move it', async () => {
  const email = 'li@initech.com';
  for (const step of ['premium_checkout', 'home', 'features', 'landing', 'trial_checkout', 'premium_purchase_success'] as const) {
    await f.record([{ type: 'FunnelStepReached', data: { email, step, stepData: {} } }]);
  }
  await catchUp(2);
  expect((await contactByEmail(email)).current_funnel_step).toBe('premium_checkout');
});

it('makes a referred person a contact with their referrer', async () => {
  await f.record([
    {
      type: 'ReferralSubmitted',
      data: {
        submissionId: 's1',
        row: 1,
        referrer: { name: 'Priya Shah', email: 'priya@bright.com' },
        referred: { name: 'Marco Diaz', email: 'marco@vector.io', title: 'VP Sales', company: 'Vector' },
      },
    },
  ]);
  await catchUp();
  expect(await contactByEmail('marco@vector.io')).toMatchObject({ first_name: 'Marco', last_name: 'Diaz', referrer_name: 'Priya Shah', referrer_email: 'priya@bright.com', anonymous: false });
});
