import type { AdminContact, AdminConversionResponse, AdminFunnelResponse, AdminSummaryResponse, AdminUtmResponse, ContactsResponse } from '@pitchlens/contracts';
import { catchUp } from '../../../worker/test/catch-up';
import { ContactsProjector } from '../../../worker/src/projections/contacts/contacts.projector';
import { startAdminTestApp, type AdminTestApp } from '../../test/admin-test-app';

/**
 * The people behind every funnel figure, through the real API and the
 * contacts projector: for each cell the contact list holds exactly the people
 * the figure counts, its total is the figure, and the CSV lists the same.
 */
const HOUR = 3_600_000;
/** Two and a half days ago: client times up to 72 hours old are kept. */
const B = Date.now() - 60 * HOUR;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let t: AdminTestApp;

const steps: [string, string, number, string?][] = [
  // ann: home → landing → trial checkout within hours.
  ['s-cohort-ann', 'home', B, 'ann@acme-sales.com'], ['s-cohort-ann', 'landing', B + HOUR], ['s-cohort-ann', 'trial_checkout', B + 2 * HOUR],
  // An anonymous visitor: landing 30 hours after home, outside a 1-day window.
  ['s-cohort-bob', 'home', B + HOUR], ['s-cohort-bob', 'landing', B + 31 * HOUR],
  // Another: home only.
  ['s-cohort-cat', 'home', B + 2 * HOUR],
  // dan: landing before home, then home; named.
  ['s-cohort-dan', 'landing', B + 3 * HOUR, 'dan@vector.io'], ['s-cohort-dan', 'home', B + 4 * HOUR],
  // Features only, outside the ordered funnel.
  ['s-cohort-eve', 'features', B + 5 * HOUR],
];

beforeAll(async () => {
  t = await startAdminTestApp('admin_cohorts');
  for (const [sessionId, step, at, email] of steps) {
    await t.http().post('/api/track-funnel-step').send({ sessionId, step, occurredAt: new Date(at).toISOString(), ...(email ? { email } : {}) }).expect(201);
  }
  // ann came by a campaign link; bob by another, after he entered (his last touch before entering is none).
  await t.http().post('/api/track-page-view').send({ sessionId: 's-cohort-ann', path: '/', utmSource: 'newsletter', utmCampaign: 'spring', occurredAt: new Date(B - 60_000).toISOString() }).expect(201);
  await t.http().post('/api/track-page-view').send({ sessionId: 's-cohort-bob', path: '/', utmSource: 'newsletter', utmCampaign: 'autumn', occurredAt: new Date(B + 5 * HOUR).toISOString() }).expect(201);
  await catchUp(t.db, new ContactsProjector(), 100);
});
afterAll(() => t.close());

async function get<T>(path: string): Promise<T> {
  const res = await t.http().get(path).set('cookie', t.cookie);
  expect({ path, status: res.status, body: res.status === 200 ? 'ok' : res.body }).toEqual({ path, status: 200, body: 'ok' });
  return res.body as T;
}

/** The people a cohort names: the list's rows (all on one page) and total, and the CSV's ids. */
async function people(cohort: string): Promise<{ total: number; emails: string[]; csvIds: string[]; ids: string[] }> {
  const list = await get<ContactsResponse>(`/api/contacts?includeAnonymous=true&pageSize=200&${cohort}`);
  const csv = await t.http().get(`/api/contacts.csv?includeAnonymous=true&${cohort}`).set('cookie', t.cookie).expect(200);
  const csvIds = csv.text.trim().split('\n').slice(1).map((line) => line.split(',')[0]);
  const named = (c: AdminContact) => (c.email.endsWith('.invalid') ? `(anonymous ${c.id.slice(0, 4)})` : c.email);
  return { total: list.total, emails: list.contacts.map(named).sort(), ids: list.contacts.map((c) => c.id).sort(), csvIds: csvIds.sort() };
}

describe('the people behind the furthest-step funnel', () => {
  it.each([['all time', ''], ['a range of days', `&cohortFrom=${day(B)}&cohortTo=${day(B + 31 * HOUR)}`]])('are, for every step and cell (%s), as many as the figure', async (_label, range) => {
    const funnel = await get<AdminFunnelResponse>(`/api/admin/funnel?${range.replaceAll('cohortFrom', 'from').replaceAll('cohortTo', 'to')}`);
    for (const s of [...funnel.steps, ...funnel.otherSteps]) {
      const cells = 'reachedOrBeyond' in s ? (['contacts', 'reachedOrBeyond', ...(s.step === 'home' ? [] : ['dropOffFromPrevious'])] as const) : (['contacts'] as const);
      for (const cell of cells) {
        const figure = cell === 'contacts' ? s.contacts : (s as unknown as Record<string, number>)[cell];
        const found = await people(`cohort=funnel&cohortStep=${s.step}&cohortCell=${cell}${range}`);
        expect({ step: s.step, cell, total: found.total, listed: found.ids.length, csv: found.csvIds }).toEqual({ step: s.step, cell, total: figure, listed: figure, csv: found.ids });
      }
    }
  });

  it('names who dropped off after landing: those whose furthest step is landing', async () => {
    const found = await people('cohort=funnel&cohortStep=breakdown_download&cohortCell=dropOffFromPrevious');
    expect(found.emails).toEqual([expect.stringMatching(/^\(anonymous/), 'dan@vector.io']);
  });
});

describe('the people behind the conversion funnel', () => {
  it.each(['1d', '14d'])('are, for every step and cell of a %s window, as many as the figure', async (window) => {
    const ask = `steps=home,landing,trial_checkout&window=${window}`;
    const funnel = await get<AdminConversionResponse>(`/api/admin/funnel/conversion?${ask}`);
    const cohort = `cohort=conversion&cohortSteps=home,landing,trial_checkout&cohortWindow=${window}&cohortAsOf=${encodeURIComponent(funnel.asOf)}`;
    for (const [i, s] of funnel.steps.entries()) {
      for (const cell of i === 0 ? (['people'] as const) : (['people', 'dropped', 'stillInWindow'] as const)) {
        const found = await people(`${cohort}&cohortStep=${i + 1}&cohortCell=${cell}`);
        expect({ step: s.step, cell, total: found.total, csv: found.csvIds }).toEqual({ step: s.step, cell, total: s[cell], csv: found.ids });
      }
    }
  });

  it('names who dropped at landing within one day: too late, never, or only before home', async () => {
    const found = await people('cohort=conversion&cohortSteps=home,landing&cohortWindow=1d&cohortStep=2&cohortCell=dropped');
    expect(found.emails).toEqual([expect.stringMatching(/^\(anonymous/), expect.stringMatching(/^\(anonymous/), 'dan@vector.io']);
    expect((await people('cohort=conversion&cohortSteps=home,landing&cohortWindow=14d&cohortStep=2&cohortCell=people')).emails).toEqual([expect.stringMatching(/^\(anonymous/), 'ann@acme-sales.com']);
  });
});

describe('the people behind a conversion funnel breakdown', () => {
  it.each(['first', 'last'])('are, for every row, step and cell by %s touch, as many as the figure', async (touch) => {
    const ask = `steps=home,landing,trial_checkout&window=14d&breakdown=campaign&touch=${touch}`;
    const funnel = await get<AdminConversionResponse>(`/api/admin/funnel/conversion?${ask}`);
    const rows = funnel.breakdown?.rows ?? [];
    expect(rows.map((r) => r.value ?? r.kind).sort()).toEqual(touch === 'first' ? ['none', 'spring', 'autumn'].sort() : ['none', 'spring'].sort());
    const base = `cohort=conversion&cohortSteps=home,landing,trial_checkout&cohortWindow=14d&cohortAsOf=${encodeURIComponent(funnel.asOf)}&cohortBreakdown=campaign&cohortTouch=${touch}`;
    for (const row of rows) {
      const which = row.kind === 'value' ? `cohortRow=value&cohortValue=${encodeURIComponent(row.value ?? '')}` : `cohortRow=${row.kind}`;
      for (const [i, s] of row.steps.entries()) {
        for (const cell of i === 0 ? (['people'] as const) : (['people', 'dropped', 'stillInWindow'] as const)) {
          const found = await people(`${base}&${which}&cohortStep=${i + 1}&cohortCell=${cell}`);
          expect({ row: row.value ?? row.kind, step: s.step, cell, total: found.total }).toEqual({ row: row.value ?? row.kind, step: s.step, cell, total: s[cell] });
        }
      }
    }
    if (touch === 'first') expect((await people(`${base}&cohortRow=value&cohortValue=spring&cohortStep=1&cohortCell=people`)).emails).toEqual(['ann@acme-sales.com']);
  });
});

describe('a cohort that names no figure', () => {
  it.each([
    ['cohort=funnel', 'cohortStep'],
    ['cohort=funnel&cohortStep=home&cohortCell=people', 'cohortCell'],
    ['cohort=funnel&cohortStep=home&cohortCell=dropOffFromPrevious', 'cohortCell'],
    ['cohort=funnel&cohortStep=features&cohortCell=reachedOrBeyond', 'cohortCell'],
    ['cohort=funnel&cohortStep=checkout', 'cohortStep'],
    ['cohort=funnel&cohortStep=home&cohortFrom=2026-11-05&cohortTo=2026-11-01', 'to'],
    ['cohort=conversion&cohortStep=4&cohortSteps=home,landing', 'cohortStep'],
    ['cohort=conversion&cohortSteps=home,home', 'cohortSteps'],
    ['cohort=conversion&cohortWindow=0d', 'cohortWindow'],
    ['cohort=conversion&cohortWindow=999d', 'cohortWindow'],
    ['cohort=conversion&cohortStep=1&cohortCell=dropped', 'cohortCell'],
    ['cohort=conversion&cohortStep=2&cohortCell=stillInWindow', 'cohortAsOf'],
    ['cohort=conversion&cohortCell=contacts', 'cohortCell'],
    ['cohort=people', 'cohort'],
    ['cohortStep=home', 'cohort'],
    ['cohort=utm', 'cohortSource'],
    ['cohort=contacts&cohortSource=linkedin', 'cohortSource'],
    ['cohort=funnel&cohortStep=home&cohortSource=linkedin', 'cohortSource'],
    ['cohort=utm&cohortSource=x&cohortCell=people', 'cohortCell'],
    ['cohort=conversion&cohortBreakdown=campaign', 'cohortRow'],
    ['cohort=conversion&cohortBreakdown=country&cohortRow=none', 'cohortBreakdown'],
    ['cohort=conversion&cohortBreakdown=campaign&cohortRow=value', 'cohortValue'],
    ['cohort=conversion&cohortBreakdown=campaign&cohortRow=none&cohortValue=spring', 'cohortValue'],
    ['cohort=conversion&cohortRow=none', 'cohortBreakdown'],
    ['cohort=conversion&cohortTouch=last', 'cohortTouch'],
    ['cohort=funnel&cohortStep=home&cohortBreakdown=campaign', 'cohortBreakdown'],
    ['cohort=revenue&cohortProduct=coffee', 'cohortProduct'],
    ['cohort=revenue&cohortDimension=country&cohortRow=none', 'cohortDimension'],
    ['cohort=revenue&cohortRow=none', 'cohortDimension'],
    ['cohort=revenue&cohortTouch=last', 'cohortDimension'],
    ['cohort=revenue&cohortDimension=source', 'cohortRow'],
    ['cohort=revenue&cohortDimension=source&cohortRow=other', 'cohortRow'],
    ['cohort=revenue&cohortDimension=source&cohortRow=value', 'cohortValue'],
    ['cohort=revenue&cohortDimension=source&cohortRow=none&cohortValue=google', 'cohortValue'],
    ['cohort=revenue&cohortTouch=middle&cohortDimension=source&cohortRow=none', 'cohortTouch'],
    ['cohort=revenue&cohortStep=home', 'cohortStep'],
    ['cohort=revenue&cohortCell=contacts', 'cohortCell'],
    ['cohort=revenue&cohortSource=google', 'cohortSource'],
    ['cohort=revenue&cohortBreakdown=campaign', 'cohortBreakdown'],
    ['cohort=revenue&cohortFrom=2026-11-05&cohortTo=2026-11-01', 'to'],
    ['cohort=utm&cohortSource=google&cohortProduct=framework_session', 'cohortProduct'],
    ['cohort=conversion&cohortDimension=source', 'cohortDimension'],
    ['cohortProduct=framework_session', 'cohort'],
  ])('%s gets a 400 naming %s, in the list and the CSV', async (query, field) => {
    for (const path of ['/api/contacts', '/api/contacts.csv']) {
      const res = await t.http().get(`${path}?${query}`).set('cookie', t.cookie);
      expect({ path, status: res.status, fields: res.body.fields?.map((f: { field: string }) => f.field) }).toEqual({ path, status: 400, fields: [field] });
    }
  });
});

describe('the people behind the summary and the UTM report', () => {
  it('are every contact, or those with an email, all time or first seen in a range', async () => {
    const summary = await get<AdminSummaryResponse>('/api/admin/summary');
    expect((await people('cohort=contacts')).total).toBe(summary.totalContacts);
    expect((await people('cohort=contacts&cohortCell=identifiedContacts')).emails).toEqual(['ann@acme-sales.com', 'dan@vector.io']);
    const week = `cohortFrom=${day(Date.now() - 6 * 24 * HOUR)}&cohortTo=${day(Date.now())}`;
    expect((await people(`cohort=contacts&${week}`)).total).toBe(summary.newContacts.last7Days.contacts);
    expect((await people(`cohort=contacts&cohortCell=identifiedContacts&${week}`)).total).toBe(summary.newContacts.last7Days.identified);
  });

  it('are, for every source row and cell, as many as the UTM report says', async () => {
    await t.http().post('/api/track-page-view').send({ sessionId: 's-cohort-fay', path: '/', utmSource: 'linkedin', occurredAt: new Date(B).toISOString() }).expect(201);
    await catchUp(t.db, new ContactsProjector(), 100);
    const range = `from=${day(B)}&to=${day(B + 31 * HOUR)}`;
    const utm = await get<AdminUtmResponse>(`/api/admin/utm?${range}`);
    expect(utm.sources.map((s) => s.source)).toEqual(expect.arrayContaining(['linkedin', null]));
    for (const row of utm.sources) {
      for (const cell of ['contacts', 'identifiedContacts'] as const) {
        const found = await people(`cohort=utm&cohortSource=${encodeURIComponent(row.source ?? '')}&cohortCell=${cell}&${range.replace('from', 'cohortFrom').replace('to', 'cohortTo')}`);
        expect({ source: row.source, cell, total: found.total }).toEqual({ source: row.source, cell, total: row[cell] });
      }
    }
  });
});
