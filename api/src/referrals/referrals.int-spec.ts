import { v7 as uuidv7 } from 'uuid';
import { countEvents, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp('referrals');
});
afterAll(() => t.close());

let n = 0;
/** A valid submission with fresh addresses, so tests never collide on "already referred". */
function form(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    name: 'Priya Shah',
    email: `priya${n}@brightsales.com`,
    referral1Name: 'Marco Diaz',
    referral1Email: `marco${n}@vectorcloud.io`,
    referral1Title: 'Sales Enablement Leader',
    referral1Company: 'VectorCloud',
    referral2Name: '',
    referral2Email: '',
    referral2Title: 'Sales Enablement Leader',
    referral2Company: '',
    referral3Name: '',
    referral3Email: '',
    referral3Title: 'Sales Enablement Leader',
    referral3Company: '',
    consent: true,
    ...overrides,
  };
}

const submit = (body: object) => t.http().post('/api/referrals/submit').send(body);

it('records a valid submission: the referrer identified and each referred person once', async () => {
  const body = form({ referral2Name: 'Jo Park', referral2Email: `jo${n + 1}@acme.com`, referral2Title: 'VP Sales', referral2Company: 'Acme' });
  const res = await submit(body);
  expect(res.status).toBe(201);
  expect(res.body.success).toBe(true);
  const { rows } = await t.db.query(
    `SELECT type, data FROM event_store.events WHERE event_id = ANY($1) ORDER BY global_position`,
    [res.body.eventIds],
  );
  expect(rows.map((r) => r.type)).toEqual(['ContactIdentified', 'ReferralSubmitted', 'ReferralSubmitted']);
  expect(rows[0].data).toMatchObject({ email: body.email, firstName: 'Priya', lastName: 'Shah', source: 'referral' });
  expect(rows[2].data).toMatchObject({ row: 2, referrer: { name: 'Priya Shah', email: body.email }, referred: { name: 'Jo Park', title: 'VP Sales', company: 'Acme' } });
});

it('accepts a retried submission with the same eventId without refusing it as "already referred"', async () => {
  const body = form({ eventId: uuidv7() });
  const first = await submit(body);
  const again = await submit(body);
  expect(first.status).toBe(201);
  expect(again.status).toBe(201);
  expect(again.body).toMatchObject({ success: true, duplicate: true });
});

describe.each([
  ['a missing referrer name', { name: '' }, 'name', 'Please enter your name.'],
  ['an invalid referrer email', { email: 'priya-at-example' }, 'email', 'valid email address for yourself'],
  ['a missing referral 1 name', { referral1Name: '' }, 'referral1Name', 'Referral 1: please enter their name.'],
  ['a missing referral 1 company', { referral1Company: ' ' }, 'referral1Company', 'Referral 1: please enter their company.'],
  ['a missing referral 1 email', { referral1Email: '' }, 'referral1Email', 'Referral 1: please enter their work email.'],
  ['an unknown title', { referral1Title: 'Intern' }, 'referral1Title', 'Referral 1: please choose a title'],
  ['a half-filled referral 2', { referral2Name: 'Ana Gomez' }, 'referral2Email', 'Referral 2: please enter their work email.'],
  ['a referral 3 with only a company', { referral3Company: 'Initech' }, 'referral3Name', 'Referral 3: please enter their name.'],
  ['a Gmail address', { referral1Email: 'marco@gmail.com' }, 'referral1Email', 'personal mailbox'],
  ['a Yahoo address', { referral1Email: 'marco@yahoo.co.uk' }, 'referral1Email', 'personal mailbox'],
  ['a Hotmail address', { referral1Email: 'marco@hotmail.com' }, 'referral1Email', 'personal mailbox'],
  ['self-referral', { email: 'same@vectorcloud.io', referral1Email: 'same@vectorcloud.io' }, 'referral1Email', "you can't refer yourself"],
  ['missing consent', { consent: false }, 'consent', 'permission to share their info'],
  ['a fourth referral', { referral4Name: 'Extra Person', referral4Email: 'x@corp.com' }, 'referral4Name', 'at most 3 people'],
])('refuses %s', (_label, overrides, field, message) => {
  it(`with 400 naming ${field} and nothing recorded`, async () => {
    const before = await countEvents(t.db);
    const res = await submit(form(overrides));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toContain(message);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await countEvents(t.db)).toBe(before);
  });
});

it('refuses the same person twice in one submission', async () => {
  const dup = `dup${Date.now()}@corp.com`;
  const res = await submit(form({ referral1Email: dup, referral2Name: 'Again', referral2Email: dup, referral2Company: 'Corp' }));
  expect(res.status).toBe(400);
  expect(res.body.error).toContain('Referral 2:');
  expect(res.body.error).toContain('already listed as referral 1');
});

it('refuses a person someone else already referred, naming the row, and records nothing of that submission', async () => {
  const taken = `taken${Date.now()}@initech.com`;
  await submit(form({ referral1Email: taken })).expect(201);
  const before = await countEvents(t.db);
  const res = await submit(
    form({ name: 'Other Referrer', referral1Email: `free${Date.now()}@initech.com`, referral2Name: 'Taken', referral2Email: taken.toUpperCase(), referral2Company: 'Initech' }),
  );
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({ success: false, error: `Referral 2: ${taken} has already been referred, so they can't be referred again.` });
  expect(await countEvents(t.db)).toBe(before);
});

it('lets only one of two simultaneous submissions of the same person through', async () => {
  const contested = `contested${Date.now()}@globex.com`;
  const results = await Promise.all([submit(form({ referral1Email: contested })), submit(form({ referral1Email: contested }))]);
  expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM event_store.events WHERE type = 'ReferralSubmitted' AND data->'referred'->>'email' = $1`, [contested]);
  expect(rows[0].n).toBe(1);
});
