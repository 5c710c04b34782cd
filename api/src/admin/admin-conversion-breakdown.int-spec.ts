import type { AdminConversionResponse, ConversionBreakdownRow, ErrorResponse } from '@pitchlens/contracts';
import { v4 as uuidv4 } from 'uuid';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';
import { summariseFunnelPaths } from '../../test/funnel-paths';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The start of the UTC day ten days ago. */
const B = Math.floor(Date.now() / DAY) * DAY - 10 * DAY;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const RANGE = `from=${day(B)}&to=${day(B + 2 * DAY)}&steps=home,landing&window=1d`;

interface Touch {
  at: number;
  source?: string;
  medium?: string;
  campaign?: string;
  path?: string;
  eventId?: string;
}
interface Person {
  home: number;
  /** Minutes from home to landing; none when they never landed. */
  landsAfter?: number;
  touches: Touch[];
}

/**
 * A (first spring, then autumn before entering, then late after it); B (one
 * touch, a step's, then a page's referral); C (no touch); D (a source but no
 * campaign); two people tied at one instant; and 27 one-person campaigns, so
 * two of them (the last by name) fall into "(other)".
 */
const PEOPLE: Person[] = [
  {
    home: B + HOUR,
    landsAfter: 10,
    touches: [
      { at: B - 2 * DAY, source: 'newsletter', medium: 'email', campaign: 'spring', path: '/pricing' },
      { at: B + 30 * MINUTE, source: 'google', medium: 'cpc', campaign: 'autumn' },
      { at: B + 2 * HOUR, source: 'twitter', medium: 'social', campaign: 'late', path: '/late' },
    ],
  },
  {
    home: B + 2 * HOUR,
    landsAfter: 30,
    touches: [
      { at: B + HOUR, source: 'podcast', campaign: 'spring' },
      { at: B + 90 * MINUTE, source: 'referral:news.example.org', path: '/features' },
    ],
  },
  { home: B + 3 * HOUR, touches: [] },
  { home: B + 4 * HOUR, landsAfter: 5, touches: [{ at: B, source: 'partner', path: '/' }] },
  {
    // Two touches at one instant: first takes the smaller event id, last the larger.
    home: B + 5 * HOUR,
    touches: [
      { at: B + 4 * HOUR, campaign: 'tie-small', eventId: '00000000-0000-4000-8000-000000000001', path: '/a' },
      { at: B + 4 * HOUR, campaign: 'tie-large', eventId: 'ffffffff-0000-4000-8000-000000000001', path: '/b' },
    ],
  },
  ...Array.from({ length: 27 }, (_, i): Person => ({
    home: B + DAY + i * MINUTE,
    landsAfter: i < 3 ? 60 : undefined,
    touches: [{ at: B + DAY, source: 'newsletter', campaign: `c${String(i).padStart(2, '0')}`, path: '/landing' }],
  })),
];

let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp('admin_conversion_breakdown');
  // Read models are derived data: this test writes the step times and touches directly.
  for (const person of PEOPLE) {
    const contact = uuidv4();
    const steps: [string, number][] = [['home', person.home], ...(person.landsAfter === undefined ? [] : [['landing', person.home + person.landsAfter * MINUTE] as [string, number]])];
    for (const [step, at] of steps) await t.db.query(`INSERT INTO read_model.funnel_step_times (contact_id, step, at) VALUES ($1, $2, $3)`, [contact, step, new Date(at)]);
    for (const touch of person.touches) {
      await t.db.query(
        `INSERT INTO read_model.contact_touches (contact_id, at, event_id, source, medium, campaign, landing_path) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [contact, new Date(touch.at), touch.eventId ?? uuidv4(), touch.source ?? null, touch.medium ?? null, touch.campaign ?? null, touch.path ?? null],
      );
    }
  }
  await summariseFunnelPaths(t.db);
});
afterAll(() => t.close());

async function breakdown(by: string, touch?: string): Promise<AdminConversionResponse> {
  const res = await t.http().get(`/api/admin/funnel/conversion?${RANGE}&breakdown=${by}${touch ? `&touch=${touch}` : ''}`).set('cookie', t.cookie);
  expect(res.status).toBe(200);
  return res.body as AdminConversionResponse;
}

/** Each row as `value: entered → landed`, in the answer's order. */
const rows = (answer: AdminConversionResponse) =>
  (answer.breakdown?.rows ?? []).map((r: ConversionBreakdownRow) => `${r.kind === 'value' ? r.value : `(${r.kind})`}: ${r.steps[0].people} → ${r.steps[1].people}`);

describe('the conversion funnel broken down', () => {
  it('by first touch: each person’s earliest touch over all time', async () => {
    const answer = await breakdown('campaign');
    expect(answer.breakdown).toMatchObject({ by: 'campaign', touch: 'first' });
    expect(answer.breakdown?.rows.every((r) => r.touch === 'first')).toBe(true);
    // spring: A (first touch two days before) and B; c00…c23 fill the top 25 (ties by value); c24…c26 and tie-small are other; C and D have no campaign.
    expect(rows(answer)).toEqual([
      'spring: 2 → 2',
      ...Array.from({ length: 24 }, (_, i) => `c${String(i).padStart(2, '0')}: 1 → ${i < 3 ? 1 : 0}`),
      '(other): 4 → 0',
      '(none): 2 → 1',
    ]);
  });

  it('by last touch: the latest at or before the person entered, never one after', async () => {
    const answer = await breakdown('campaign', 'last');
    expect(answer.breakdown?.rows.every((r) => r.touch === 'last')).toBe(true);
    const shown = rows(answer);
    // A's last touch before home is autumn (late came after); B's is the referral, which has no campaign.
    expect(shown).toContain('autumn: 1 → 1');
    expect(shown.some((r) => r.startsWith('late') || r.startsWith('spring'))).toBe(false);
    // autumn and c00…c23 fill the top 25; c24…c26 and tie-large (E's later id at the same instant) are other.
    expect(shown.at(-2)).toBe('(other): 4 → 0');
    expect(shown.at(-1)).toBe('(none): 3 → 2');
  });

  it('sums "(other)" exactly: its people and their times together', async () => {
    const answer = await breakdown('source');
    // newsletter: A and the 27; ranked by entered, ties by value; C has no touch, E's touches no source.
    expect(rows(answer)).toEqual(['newsletter: 28 → 4', 'partner: 1 → 1', 'podcast: 1 → 1', '(none): 2 → 0']);
    const campaign = await breakdown('campaign');
    expect(rows(campaign)).toContain('c23: 1 → 0');
    expect(rows(campaign).some((r) => r.startsWith('c24') || r.startsWith('tie-small'))).toBe(false);
    const other = campaign.breakdown?.rows.find((r) => r.kind === 'other');
    expect(other?.value).toBeNull();
    expect(other?.steps[1]).toMatchObject({ people: 0, dropped: 4, stillInWindow: 0, conversionFromPrevious: 0 });
    // Every row together is the whole funnel.
    for (const figure of ['people', 'dropped', 'stillInWindow'] as const) {
      for (const k of [0, 1]) {
        expect(campaign.breakdown?.rows.reduce((n, r) => n + r.steps[k][figure], 0)).toBe(campaign.steps[k][figure]);
      }
    }
  });

  it('by referrer: the host of a referral touch; any other touch is "(none)"', async () => {
    expect(rows(await breakdown('referrer', 'last'))).toEqual(['news.example.org: 1 → 1', '(none): 31 → 5']);
    expect(rows(await breakdown('referrer', 'first'))).toEqual(['(none): 32 → 6']);
  });

  it('by landing page: the path of the first (or last) touch a page view carried', async () => {
    const first = await breakdown('landing_page');
    // B's first touch came with a step; the first a page carried was the referral, on /features.
    expect(rows(first)).toEqual(['/landing: 27 → 3', '/: 1 → 1', '/a: 1 → 0', '/features: 1 → 1', '/pricing: 1 → 1', '(none): 1 → 0']);
    const last = rows(await breakdown('landing_page', 'last'));
    // A's last touch before entering had no page: the page view's before it, on /pricing, is the landing.
    expect(last).toContain('/pricing: 1 → 1');
    expect(last).toContain('/b: 1 → 0');
  });

  it('gives the same per-step figures in each row as the whole funnel does', async () => {
    const answer = await breakdown('source');
    const partner = answer.breakdown?.rows.find((r) => r.value === 'partner');
    expect(partner?.steps[1]).toMatchObject({ step: 'landing', people: 1, conversionFromFirst: 1, timeToConvert: { medianSeconds: 300, p90Seconds: 300 } });
    expect(answer.steps.map((s) => s.people)).toEqual([32, 6]);
  });

  it('has no breakdown unless asked', async () => {
    const res = await t.http().get(`/api/admin/funnel/conversion?${RANGE}`).set('cookie', t.cookie);
    expect((res.body as AdminConversionResponse).breakdown).toBeNull();
  });

  it.each([
    ['breakdown=country', 'breakdown'],
    ['breakdown=', 'breakdown'],
    ['breakdown=source&touch=middle', 'touch'],
    ['touch=last', 'touch'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await t.http().get(`/api/admin/funnel/conversion?${RANGE}&${query}`).set('cookie', t.cookie);
    expect(res.status).toBe(400);
    expect((res.body as ErrorResponse).fields.map((f) => f.field)).toEqual([field]);
  });
});
