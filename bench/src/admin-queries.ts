/**
 * The admin dashboard's queries as the bench calls them: each one a name and
 * the realistic parameter variants its measured calls cycle through, chosen
 * from what the bench database actually holds.
 */
import { CONVERSION_BREAKDOWNS, REVENUE_DIMENSIONS, REVENUE_TOUCHES } from '@pitchlens/contracts';
import { Client } from 'pg';

export interface AdminQuery {
  name: string;
  /** Paths with their query strings; call i uses variants[i % length]. */
  variants: string[];
  /** Measured calls of this query (fewer for the full CSV download). */
  runs: number;
  /**
   * A streamed file: the admin waits for the download to start, not to end,
   * so its goal applies to the first row (the whole transfer is reported too).
   */
  download?: true;
}

export interface Fixtures {
  /** UTC day the seeded log ends on (the dashboard's "today"). */
  today: string;
  identifiedContacts: number;
  /** Substrings of stored addresses, from common (a surname) to one whole address. */
  emailSubstrings: string[];
  /** A substring no stored address holds. */
  missingEmail: string;
  /** Contacts to show timelines of: identified, referred and anonymous ones. */
  timelineContacts: string[];
}

const DAY_MS = 86_400_000;
const PAGE_SIZE = 50;
const STEPS = ['home', 'landing', 'breakdown_download', 'trial_checkout', 'premium_checkout'];

export async function loadFixtures(url: string): Promise<Fixtures> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const one = async <T>(sql: string): Promise<T[]> => (await client.query(sql)).rows as T[];
    const [{ today, identified }] = await one<{ today: string; identified: number }>(
      `SELECT to_char(max(last_activity) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS today, count(*) FILTER (WHERE NOT anonymous)::int AS identified
         FROM read_model.contacts`,
    );
    // Deterministic picks spread over the table (md5 of the id), so runs compare.
    const pick = (where: string, n: number) =>
      one<{ id: string; email: string | null }>(`SELECT id::text, email FROM read_model.contacts WHERE ${where} ORDER BY md5(id::text) LIMIT ${n}`);
    const identifiedPicks = await pick(`NOT anonymous AND email !~ '\\.r[0-9]+@'`, 6);
    const referredPicks = await pick(`email ~ '\\.r[0-9]+@'`, 2);
    const anonymousPicks = await pick('anonymous', 2);
    const whole = identifiedPicks[0]?.email ?? 'dana.kowalski.0@acme.io';
    return {
      today,
      identifiedContacts: identified,
      // Three letters (the shortest the trigram index serves), a surname, a first name with its dot,
      // a company domain, a name and number prefix, one whole address.
      emailSubstrings: ['kim', 'kowalski', 'priya.', 'northwind.com', whole.split('@')[0].slice(0, -1), whole],
      missingEmail: 'no-such-person-q7x',
      timelineContacts: [...identifiedPicks, ...referredPicks, ...anonymousPicks].map((c) => c.id),
    };
  } finally {
    await client.end();
  }
}

/** `days` inclusive UTC days ending `ago` days before `today`, as `from=…&to=…`. */
function range(today: string, days: number, ago = 0): string {
  const day = (back: number) => new Date(Date.parse(`${today}T00:00:00Z`) - back * DAY_MS).toISOString().slice(0, 10);
  return `from=${day(ago + days - 1)}&to=${day(ago)}`;
}

/** A cohort of each kind the dashboard opens from a figure, over `range` (`from=…&to=…`), anonymous visitors included. */
function peopleBehind(range: string): string[] {
  const [from, to] = range.split('&').map((part) => part.split('=')[1]);
  const over = `cohortFrom=${from}&cohortTo=${to}&includeAnonymous=true`;
  const conversion = `cohort=conversion&${over}&cohortAsOf=${encodeURIComponent(new Date().toISOString())}`;
  return [
    'cohort=contacts&includeAnonymous=true',
    `cohort=utm&cohortSource=google&${over}`,
    `cohort=utm&cohortSource=&cohortCell=identifiedContacts&${over}`,
    `cohort=funnel&cohortStep=landing&cohortCell=contacts&${over}`,
    `cohort=funnel&cohortStep=trial_checkout&cohortCell=dropOffFromPrevious&${over}`,
    `${conversion}&cohortStep=2&cohortCell=dropped`,
    `${conversion}&cohortStep=3&cohortCell=stillInWindow&cohortBreakdown=campaign&cohortTouch=last&cohortRow=value&cohortValue=sales-coaching`,
    // The buyers behind net revenue, and behind one product's last-touch campaign row (each payment's latest touch looked up).
    `cohort=revenue&${over}`,
    `cohort=revenue&cohortProduct=framework_session&cohortDimension=campaign&cohortTouch=last&cohortRow=value&cohortValue=sales-coaching&${over}`,
  ];
}

export function adminQueries(f: Fixtures, runs: number, csvRuns: number, revenue: boolean): AdminQuery[] {
  const q = encodeURIComponent;
  const deepPage = Math.max(1, Math.floor((f.identifiedContacts / PAGE_SIZE) * 0.9));
  const ranges = [range(f.today, 30), range(f.today, 365)];
  // Ending yesterday: the contacts made today, at the head of the list's order, are in none of its cohorts.
  const pastMonth = peopleBehind(range(f.today, 30, 1)).slice(1);
  const emails = [...f.emailSubstrings, f.missingEmail].map((e) => `email=${q(e)}`);
  const queries: AdminQuery[] = [
    {
      name: 'contacts, page 1, each sort',
      variants: [
        '/api/contacts',
        '/api/contacts?sort=createdAt&order=desc',
        '/api/contacts?sort=email&order=asc',
        '/api/contacts?sort=currentFunnelStep&order=desc',
        '/api/contacts?includeAnonymous=true',
      ],
      runs,
    },
    {
      name: `contacts, deep page (${deepPage})`,
      variants: [`/api/contacts?page=${deepPage}`, `/api/contacts?page=${deepPage}&sort=createdAt&order=asc`],
      runs,
    },
    { name: 'contacts by step', variants: STEPS.map((step) => `/api/contacts?step=${step}`), runs },
    {
      name: 'contacts by step, deep page',
      variants: STEPS.map((step) => `/api/contacts?step=${step}&page=20`),
      runs,
    },
    { name: 'contacts by email substring', variants: emails.map((e) => `/api/contacts?${e}`), runs },
    { name: 'contacts by created range', variants: ranges.map((r) => `/api/contacts?${r}`), runs },
    { name: 'contacts.csv by email substring', variants: emails.map((e) => `/api/contacts.csv?${e}`), runs, download: true },
    { name: 'contacts.csv, every contact', variants: ['/api/contacts.csv'], runs: csvRuns, download: true },
    { name: 'summary', variants: ['/api/admin/summary'], runs },
    { name: 'funnel', variants: [...ranges.map((r) => `/api/admin/funnel?${r}`), '/api/admin/funnel'], runs },
    {
      name: 'conversion funnel, steps and windows',
      variants: [
        ...ranges.map((r) => `/api/admin/funnel/conversion?${r}`),
        ...ranges.map((r) => `/api/admin/funnel/conversion?${r}&steps=home,landing,trial_checkout,completed&window=1h`),
        ...ranges.map((r) => `/api/admin/funnel/conversion?${r}&steps=landing,home&window=90d`),
        '/api/admin/funnel/conversion?window=90d',
      ],
      runs,
    },
    {
      // The same funnel split by a touch: one more probe per entrant, so it may cost more than the plain one.
      name: 'conversion funnel, broken down',
      variants: [
        ...CONVERSION_BREAKDOWNS.map((by) => `/api/admin/funnel/conversion?${ranges[0]}&breakdown=${by}`),
        ...CONVERSION_BREAKDOWNS.map((by) => `/api/admin/funnel/conversion?${ranges[1]}&breakdown=${by}&touch=last`),
        '/api/admin/funnel/conversion?window=90d&breakdown=campaign&touch=last',
      ],
      runs,
    },
    {
      // Every dated report with its previous period: the conversion funnel's in one pass, the others as the same query twice, side by side.
      name: 'reports compared with the previous period',
      variants: ['funnel', 'funnel/conversion', 'traffic', 'utm', ...(revenue ? ['revenue'] : [])].map((report) => `/api/admin/${report}?${ranges[0]}&compare=previous`),
      runs,
    },
    { name: 'people behind a figure, first page', variants: peopleBehind(ranges[0]).map((c) => `/api/contacts?${c}`), runs },
    { name: 'people behind a figure, CSV first row', variants: peopleBehind(ranges[0]).map((c) => `/api/contacts.csv?${c}`), runs, download: true },
    { name: 'people behind a past month’s figure, first page', variants: pastMonth.map((c) => `/api/contacts?${c}`), runs },
    { name: 'people behind a past month’s figure, CSV first row', variants: pastMonth.map((c) => `/api/contacts.csv?${c}`), runs, download: true },
    { name: 'traffic', variants: ranges.map((r) => `/api/admin/traffic?${r}`), runs },
    { name: 'utm', variants: [...ranges.map((r) => `/api/admin/utm?${r}`), '/api/admin/utm'], runs },
    { name: 'contact timeline', variants: f.timelineContacts.map((id) => `/api/admin/contacts/${id}/timeline`), runs },
    { name: 'annotations', variants: [...ranges.map((r) => `/api/admin/annotations?${r}`), '/api/admin/annotations'], runs },
    { name: 'referral payouts', variants: ['/api/admin/referrals/payouts'], runs },
    { name: 'referrals, newest first', variants: ['/api/admin/referrals'], runs },
    {
      name: 'operations and settings pages',
      variants: [
        '/api/admin/operations/projectors',
        '/api/admin/operations/rebuild',
        '/api/admin/operations/read-replica',
        '/api/admin/operations/notifications',
        '/api/admin/operations/report-time-zone',
        '/api/admin/operations/failed-emails',
        '/api/admin/erasures',
        '/api/admin/share-links',
      ],
      runs,
    },
    {
      // "Now" at the log's last day (5 minutes before its end), visitors over an hour of it, and over the hour around the moment the set is made (under traffic, it holds every call arriving while the queries run).
      name: 'visitors now and over instants',
      variants: [
        `/api/admin/visitors/now?at=${q(`${f.today}T23:59:59Z`)}`,
        `/api/admin/visitors/now?at=${q(`${f.today}T12:00:00Z`)}`,
        `/api/admin/visitors?from=${q(`${f.today}T11:00:00Z`)}&to=${q(`${f.today}T12:00:00Z`)}`,
        `/api/admin/visitors?from=${q(new Date(Date.now() - 1_800_000).toISOString())}&to=${q(new Date(Date.now() + 1_800_000).toISOString())}`,
      ],
      runs,
    },
  ];
  if (revenue) {
    queries.push({ name: 'revenue', variants: [...ranges.map((r) => `/api/admin/revenue?${r}`), '/api/admin/revenue'], runs });
    // Every answer carries recurring revenue and trials due; these ask each field of each touch too.
    for (const touch of REVENUE_TOUCHES) {
      const asked = REVENUE_DIMENSIONS.map((dimension) => `touch=${touch}&dimension=${dimension}`);
      queries.push({
        name: `revenue by ${touch} touch, each field`,
        variants: [...ranges.flatMap((r) => asked.map((a) => `/api/admin/revenue?${r}&${a}`)), ...asked.map((a) => `/api/admin/revenue?${a}`)],
        runs,
      });
    }
  }
  return queries;
}
