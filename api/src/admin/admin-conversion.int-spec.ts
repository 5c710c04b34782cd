import type { AdminConversionResponse, ConversionStepStats, ErrorResponse } from '@pitchlens/contracts';
import { v4 as uuidv4 } from 'uuid';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { summariseFunnelPaths } from '../../test/funnel-paths';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The start of the UTC day ten days ago: windows of 1 day from it have closed, of 14 days have not. */
const B = Math.floor(Date.now() / DAY) * DAY - 10 * DAY;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const RANGE = `from=${day(B)}&to=${day(B + 2 * DAY)}`;

let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp('admin_conversion');
  // Read models are derived data: this test writes the step times directly.
  const people = { a: uuidv4(), b: uuidv4(), c: uuidv4(), d: uuidv4(), e: uuidv4(), f: uuidv4() };
  const times: [string, string, number][] = [
    // a: in order; the checkout two days after landing.
    [people.a, 'home', B], [people.a, 'landing', B + HOUR], [people.a, 'trial_checkout', B + 2 * DAY],
    // b: the checkout before landing, so not in order.
    [people.b, 'home', B + HOUR], [people.b, 'trial_checkout', B + 2 * HOUR], [people.b, 'landing', B + 3 * HOUR],
    // c: first at home the day before the range, so c entered before it.
    [people.c, 'home', B - DAY], [people.c, 'home', B + HOUR], [people.c, 'landing', B + 2 * HOUR],
    // d: landing before home does not count for home → landing; landing again after it does.
    [people.d, 'landing', B], [people.d, 'home', B + 5 * HOUR], [people.d, 'landing', B + 6 * HOUR],
    // e: home only.
    [people.e, 'home', B + 2 * HOUR],
    // f: home the day after the range.
    [people.f, 'home', B + 3 * DAY], [people.f, 'landing', B + 3 * DAY + HOUR],
  ];
  for (const [contact, step, at] of times) {
    await t.db.query(`INSERT INTO read_model.funnel_step_times (contact_id, step, at) VALUES ($1, $2, $3)`, [contact, step, new Date(at)]);
  }
  await summariseFunnelPaths(t.db);
});
afterAll(() => t.close());

async function conversion(query: string): Promise<AdminConversionResponse> {
  const res = await t.http().get(`/api/admin/funnel/conversion?${RANGE}&${query}`).set('cookie', t.cookie);
  expect(res.status).toBe(200);
  return res.body as AdminConversionResponse;
}

const counts = (steps: ConversionStepStats[]) => steps.map(({ step, people, dropped, stillInWindow }) => ({ step, people, dropped, stillInWindow }));
const bucket = (stats: ConversionStepStats, fromSeconds: number) => stats.timeToConvert?.histogram.find((b) => b.fromSeconds === fromSeconds)?.people;

describe('the conversion funnel', () => {
  it('follows who entered in the range through the steps in order within a 14-day window', async () => {
    const funnel = await conversion('steps=home,landing,trial_checkout&window=14d');
    expect(funnel).toMatchObject({ from: day(B), to: day(B + 2 * DAY), window: '14d', windowSeconds: 14 * 86_400 });
    expect(counts(funnel.steps)).toEqual([
      { step: 'home', people: 4, dropped: 0, stillInWindow: 0 },
      // e never reached landing, and has days of window left.
      { step: 'landing', people: 3, dropped: 1, stillInWindow: 1 },
      // Only a reached the checkout after landing; b's came before, d never went.
      { step: 'trial_checkout', people: 1, dropped: 2, stillInWindow: 2 },
    ]);
    const [home, landing, checkout] = funnel.steps;
    expect(home).toMatchObject({ conversionFromPrevious: null, conversionFromFirst: 1, timeToConvert: null });
    expect(landing).toMatchObject({ conversionFromPrevious: 0.75, conversionFromFirst: 0.75 });
    expect(checkout).toMatchObject({ conversionFromPrevious: 0.3333, conversionFromFirst: 0.25 });
    // Landing after 1 h (a), 2 h (b), 1 h (d): the median is the 2nd of 3, p90 the 3rd.
    expect(landing.timeToConvert).toMatchObject({ medianSeconds: 3600, p90Seconds: 7200 });
    expect(bucket(landing, 3600)).toBe(3);
    expect(landing.timeToConvert?.histogram.reduce((n, b) => n + b.people, 0)).toBe(3);
    expect(checkout.timeToConvert).toMatchObject({ medianSeconds: 2 * 86_400 - 3600, p90Seconds: 2 * 86_400 - 3600 });
    expect(bucket(checkout, 86_400)).toBe(1);
  });

  it('counts nobody still in window once every window has closed', async () => {
    const funnel = await conversion('steps=home,landing,trial_checkout&window=1d');
    expect(counts(funnel.steps)).toEqual([
      { step: 'home', people: 4, dropped: 0, stillInWindow: 0 },
      { step: 'landing', people: 3, dropped: 1, stillInWindow: 0 },
      { step: 'trial_checkout', people: 0, dropped: 3, stillInWindow: 0 },
    ]);
    expect(funnel.steps[2].timeToConvert).toMatchObject({ medianSeconds: null, p90Seconds: null });
  });

  it('follows steps in the order asked, not the catalogue’s', async () => {
    const funnel = await conversion('steps=landing,home');
    // Entered at landing: a, b, c (c's home before the range does not matter now) and d; only d came home after.
    expect(counts(funnel.steps)).toEqual([
      { step: 'landing', people: 4, dropped: 0, stillInWindow: 0 },
      { step: 'home', people: 1, dropped: 3, stillInWindow: 3 },
    ]);
  });

  it('follows all seven steps in order over 14 days by default', async () => {
    const funnel = await conversion('');
    expect(funnel.window).toBe('14d');
    expect(funnel.steps.map((s) => s.step)).toEqual(['home', 'landing', 'breakdown_download', 'trial_checkout', 'premium_checkout', 'framework_session', 'completed']);
    expect(funnel.steps.map((s) => s.people)).toEqual([4, 3, 0, 0, 0, 0, 0]);
    expect(Date.parse(funnel.asOf)).toBeLessThanOrEqual(Date.now());
  });

  it.each(['steps=home,landing', 'steps=home,landing&breakdown=campaign'])('answers the previous period beside the range (%s), each as if asked alone', async (asked) => {
    const { previous, ...current } = await conversion(`${asked}&compare=previous`);
    const before = `from=${day(B - 3 * DAY)}&to=${day(B - DAY)}`;
    const alone = await t.http().get(`/api/admin/funnel/conversion?${before}&${asked}`).set('cookie', t.cookie);
    // Both periods are judged at one moment: the answer's.
    expect(previous).toEqual({ ...alone.body, asOf: current.asOf });
    expect(current).toEqual({ ...(await conversion(asked)), asOf: current.asOf });
    // c entered the day before the range and reached landing within the window.
    expect(counts(previous?.steps ?? [])).toEqual([
      { step: 'home', people: 1, dropped: 0, stillInWindow: 0 },
      { step: 'landing', people: 1, dropped: 0, stillInWindow: 0 },
    ]);
  });

  it.each([
    ['steps=home', 'steps'],
    ['steps=home,nowhere', 'steps'],
    ['steps=home,home', 'steps'],
    ['steps=home,landing,breakdown_download,trial_checkout,premium_checkout,framework_session,completed,home', 'steps'],
    ['steps=', 'steps'],
    ['window=0d', 'window'],
    ['window=999d', 'window'],
    ['window=91d', 'window'],
    ['window=2161h', 'window'],
    ['window=14w', 'window'],
    ['window=-1d', 'window'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await t.http().get(`/api/admin/funnel/conversion?${RANGE}&${query}`).set('cookie', t.cookie);
    expect(res.status).toBe(400);
    expect((res.body as ErrorResponse).fields.map((f) => f.field)).toEqual([field]);
  });

  it.each(['', '&compare=previous'])('refuses a range that ends before it starts, naming to (%s)', async (compare) => {
    const res = await t.http().get(`/api/admin/funnel/conversion?from=${day(B + DAY)}&to=${day(B)}${compare}`).set('cookie', t.cookie);
    expect(res.status).toBe(400);
    expect((res.body as ErrorResponse).fields.map((f) => f.field)).toEqual(['to']);
  });

  it('refuses a comparison of a range open on either side, naming compare', async () => {
    const res = await t.http().get(`/api/admin/funnel/conversion?from=${day(B)}&compare=previous`).set('cookie', t.cookie);
    expect(res.status).toBe(400);
    expect((res.body as ErrorResponse).fields.map((f) => f.field)).toEqual(['compare']);
  });
});
