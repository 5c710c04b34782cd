import { GIVEAWAY_BOOKS } from '@pitchlens/contracts';
import { catchUp } from '../../../worker/test/catch-up';
import { ReferralsProjector } from '../../../worker/src/projections/referrals/referrals.projector';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * The giveaway's "books remaining" through the real API: referrals submitted
 * with the form's endpoint, the referrals projector run as the worker runs
 * it, the figure read from the public endpoint.
 */
let t: TestApp;
// The figure counts every referral in the database: each test starts from a database of its own.
beforeEach(async () => {
  t = await startTestApp('giveaway');
});
afterEach(() => t.close());

const projector = new ReferralsProjector();

/** The referrals read model catches up with the log, as the worker's projector would. */
const project = () => catchUp(t.db, projector, 100);

async function booksRemaining(): Promise<number> {
  const response = await t.http().get('/api/giveaway/books-remaining').expect(200);
  expect(Object.keys(response.body)).toEqual(['booksRemaining']);
  return response.body.booksRemaining;
}

let n = 0;
/** A submission from a fresh referrer naming `people` (each `[name, email]`). */
function submit(people: [string, string][]) {
  n += 1;
  const form: Record<string, unknown> = { name: 'Priya Shah', email: `priya${n}@brightsales.com`, consent: true };
  people.forEach(([name, email], i) => Object.assign(form, { [`referral${i + 1}Name`]: name, [`referral${i + 1}Email`]: email, [`referral${i + 1}Title`]: 'VP Sales', [`referral${i + 1}Company`]: 'Acme' }));
  return t.http().post('/api/referrals/submit').send(form);
}

it('starts at the giveaway’s 199 books', async () => {
  expect(GIVEAWAY_BOOKS).toBe(199);
  await project();
  expect(await booksRemaining()).toBe(199);
});

it('falls by one for each person referred, counting each person once', async () => {
  await submit([['Marco Diaz', 'marco@vectorcloud.io'], ['Jo Park', 'jo@acme.com']]).expect(201);
  await submit([['Sam Lee', 'sam@initech.com']]).expect(201);
  // Someone already referred is refused, so takes no second book, whoever refers them and however the address is written.
  await submit([['Jo Park', 'JO@acme.com']]).expect(409);
  await project();
  expect(await booksRemaining()).toBe(196);
});

it('waits for the projector: a referral not yet projected is not yet counted', async () => {
  await submit([['Ana Lima', 'ana@globex.com']]).expect(201);
  expect(await booksRemaining()).toBe(199);
  await project();
  expect(await booksRemaining()).toBe(198);
});

it('never goes below none once every book is taken', async () => {
  // Read models are derived data: filling the table directly stands in for 200 more submissions.
  await t.db.query(
    `INSERT INTO read_model.referrals (event_id, submission_id, row_number, referrer_name, referrer_email, referred_name, referred_email,
                                       referred_title, referred_company, status, submitted_at)
     SELECT gen_random_uuid(), 'bulk', 1, 'Bulk', 'bulk@example.com', 'Person ' || i, 'person' || i || '@example.com', 'VP Sales', 'Acme', 'submitted', now()
       FROM generate_series(1, 200) AS i`,
  );
  expect(await booksRemaining()).toBe(0);
});
