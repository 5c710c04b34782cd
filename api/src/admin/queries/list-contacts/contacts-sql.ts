import {
  ORDERED_FUNNEL_STEPS,
  placeholderEmailFor,
  shownAddress,
  type AdminContact,
  type ContactSortField,
  type ContactsCsvRequest,
  type SortOrder,
} from '@pitchlens/contracts';
import { CONTACT_EMAIL_HALVES, ISO_TIMESTAMP_TYPES, readModel, type ContactRow } from '@pitchlens/database';
import { createdDays, sqlParams, type InstantRange } from '@pitchlens/reports';
import { reportInstants } from '../../reports/report-range';
import { reportTimeZone } from '../../reports/report-zone';
import { cohortSql, firstSeenConditions, type Cohort, type CountSql, type Members } from './cohort-sql';

/** A contact filter as SQL: its parameters, an ORDER BY, the ordered ids and the query counting its contacts. */
export interface ContactsSql {
  params: unknown[];
  orderBy: string;
  /** The matching contacts' ids in list order (add LIMIT and OFFSET), from a table an index serves the order in. */
  ids: string;
  /**
   * Every matching contact's CONTACT_COLUMNS in list order, for an export,
   * which reads them all: the first rows go out without every match being
   * read and sorted first.
   *
   * Without a search, the rows are read in the order of a contacts index.
   * A search finds its matches first and keeps their ids in a hash, which the
   * ids query checks each entry of the order's index against as it walks it
   * (written as `IS TRUE`, the check stays a filter: joined, the planner would
   * either lose the order with a hash join or look every contact up in
   * contact_emails). Ids from contact_emails, a search's and a hashed
   * cohort's are then read one by one in that order (OFFSET 0 keeps that a
   * nested loop, which keeps the order), so only the listed contacts' rows
   * are read: for a cohort of 2,837 among 1,100,000, reading the walk's
   * rows whole took 33-44 ms to the first hundred (some 38,000 rows read),
   * its ids alone from the index and then its members' rows 6-8 ms.
   */
  rows: string;
  /**
   * With a search (null without): `matches` finds its matches' ids, to
   * SORTED_SEARCH_MATCHES + 1 at most; when they are that few, an export reads
   * `sortedRows(ids)` instead of `rows`: those contacts read by id, then
   * sorted. The walk of `rows` would read the order's whole index for a rare
   * address before its first row, or to find there is none; and the search
   * is not made twice (a whole address's trigrams took 27 ms to intersect).
   */
  search: {
    matches: { text: string; params: unknown[] };
    sortedRows: (ids: string[]) => { text: string; params: unknown[] };
    split: ExportSplit | null;
  } | null;
  /**
   * A conversion or revenue cohort of at most SORTED_COHORT_MEMBERS (null
   * otherwise): its members' rows read by id, checked against the rest of
   * the filter, then sorted. `rows` would walk the order's whole index for
   * them, checking each entry against their hash: an export of 2,926 among
   * 1,100,000 took 0.8 s, and some 37,000 entries before its hundredth row.
   */
  cohortRows: string | null;
  /**
   * That small cohort's export in two parts (ExportSplit), for the orders on a
   * time and without a search (null otherwise): `head` walks the list's first
   * HEAD_ENTRIES entries in order, checking each against the members' hash,
   * so the first rows go out before every member's row is read; `rest` reads
   * the members past the bound by id and sorts them, as cohortRows does all
   * of them (of 2,846 buyers among 1,100,000 contacts, 90-122 ms before the
   * first row when the contacts were not in Postgres's buffers); `whole` is
   * cohortRows, for a list no longer than HEAD_ENTRIES.
   */
  cohortSplit: ExportSplit | null;
  count: CountSql;
  /**
   * The work_mem (kB) a statement of this list needs to hash a cohort's
   * members (null: the default serves): `rows` and `count` are run with it.
   */
  workMemKb: number | null;
}

/** A search matching at most this many is exported sorted (ContactsSql.sortedRows): a thousand rows sort in a millisecond or two. */
export const SORTED_SEARCH_MATCHES = 1000;

/**
 * A cohort this small is exported sorted (ContactsSql.cohortRows): reading
 * and sorting 3,000 members' rows took 13-27 ms at 1,100,000 contacts, about
 * 4.5 µs a member, where the walk of the list's order reaches its first
 * hundred members sooner only past about 5,000 (and its last row only at the
 * order's end).
 */
export const SORTED_COHORT_MEMBERS = 5000;

/**
 * The export of a search matching many, in two parts split at the list's
 * HEAD_ENTRIES-th contact (its sort key and id, `bound`, read from the
 * order's index alone): `head` reads the contacts up to it and checks each
 * one's address itself, so the first rows go out after a few thousand rows
 * are read; `rest` is `rows` past it, whose hash of every match takes
 * Postgres 100-150 ms at 47,000 matches among 1,100,000 contacts. Both take
 * the bound's key and id as their last two parameters. An address in the
 * contacts is the one contact_emails holds for them (the projector writes it
 * there from the contact), so the two parts check the same search. Only for
 * the orders on a time with no nulls, where the key and id bound a range of
 * the order's index; null for the others. A small cohort's export is split
 * the same way (ContactsSql.cohortSplit).
 */
export interface ExportSplit {
  /** With the list's parameters it takes: all but a search's (the last), or those before a cohort's members. */
  bound: { text: string; params: unknown[] };
  head: string;
  rest: string;
  /** The list when it is no longer than HEAD_ENTRIES (no bound): checked row by row, as `head`. */
  whole: string;
}

export const HEAD_ENTRIES = 5000;

/**
 * Postgres hashes a subquery's rows for a filter only when it expects the
 * table to fit its hash memory (work_mem times hash_mem_multiplier, 2 by
 * default), about 40 bytes an id; otherwise it searches the list for every
 * row checked. 32 bytes of work_mem an id leaves room; never below the
 * default 4 MB.
 */
function membersWorkMemKb(members: number): number {
  return Math.max(4096, Math.ceil((members * 32) / 1024));
}

/**
 * Funnel order, not alphabetical: the steps are constants of our own, safe to
 * inline. Indexes of migration 1732190500000 on contact_emails are built on
 * this expression, and serve the order only while the two compute the same.
 */
const STEP_RANK = `array_position(ARRAY[${ORDERED_FUNNEL_STEPS.map((s) => `'${s}'`).join(', ')}]::text[], current_funnel_step)`;

/**
 * Contacts without the value go last either way. A backward index scan puts
 * NULLs first, so NULLS LAST is written only where the list can hold NULLs:
 * never for the times, for email only with anonymous visitors in it (every
 * identified contact has an address), always for the step. Where it is left
 * out, one index serves both directions.
 *
 * The address and step orders of identified contacts are read from
 * contact_emails, which holds both and changes only when they do: indexes
 * for them on read_model.contacts, rewritten on every event, slowed the
 * contacts projector (append-to-read-model lag p95 200 -> 312 ms).
 */
const SORT_COLUMNS: Record<ContactSortField, { column: string; nullFor: 'none' | 'anonymous' | 'any'; searchTable: boolean }> = {
  createdAt: { column: 'created_at', nullFor: 'none', searchTable: false },
  lastActivity: { column: 'last_activity', nullFor: 'none', searchTable: false },
  email: { column: 'email', nullFor: 'anonymous', searchTable: true },
  currentFunnelStep: { column: STEP_RANK, nullFor: 'any', searchTable: true },
};

/** `%`, `_` and the escape character itself match only themselves. */
export function likePattern(substring: string): string {
  return `%${substring.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `members` gives a conversion or revenue cohort's people (CohortMembers).
 * `reverse`: the same list, last contact first (its ORDER BY flipped, NULLs
 * first), which the same indexes serve read backwards: a page near the end
 * is found by skipping the few entries after it, not the many before.
 */
export function contactsSql(filter: ContactsCsvRequest, { reverse = false, members }: { reverse?: boolean; members?: Members } = {}): ContactsSql {
  return listSql(filter, { reverse, members, walked: false });
}

/**
 * The list's ordered ids with every condition but the cohort's members,
 * which the caller checks as it walks them (walked-members.ts).
 */
export function walkedIdsSql(filter: ContactsCsvRequest, members: Members): { ids: string; params: unknown[] } {
  const { ids, params } = listSql(filter, { reverse: false, members, walked: true });
  return { ids, params };
}

function listSql(filter: ContactsCsvRequest, { reverse, members, walked }: { reverse: boolean; members?: Members; walked: boolean }): ContactsSql {
  const { values: params, add: param } = sqlParams();
  // Conditions on columns contact_emails holds too, under the same names.
  const narrowing: string[] = [];
  if (filter.step && filter.step !== 'all') narrowing.push(`current_funnel_step = ${param(filter.step)}`);
  const range = reportInstants(filter);
  if (range.from) narrowing.push(`created_at >= ${param(range.from)}`);
  if (range.until) narrowing.push(`created_at < ${param(range.until)}`);
  // A condition only the contacts table can answer: the list is then read and counted there.
  const contactsOnly: string[] = [];
  const cohort = cohortSql(filter, param, members);
  if (cohort?.ids) contactsOnly.push(`id IN (${cohort.ids})`);
  // True of every member (Cohort.createdBefore), so it changes no answer; before the members' parameter, which a split's bound stops short of.
  const implied = cohort?.createdBefore ? [`created_at < ${param(cohort.createdBefore)}`] : [];
  // Hashed, and checked against each entry of the order's index as it is walked: a page stops at its last row.
  // Not `id = ANY(…)`: Postgres would estimate that for each id as it plans (at 222,883 ids, 90-220 ms).
  const hashed = cohort?.members && !walked ? cohort.members : null;
  const membersParam = hashed ? param(hashed.param()) : null;
  const hashCheck = membersParam ? `(id IN (SELECT unnest(${membersParam}::uuid[]))) IS TRUE` : null;
  if (hashCheck) contactsOnly.push(hashCheck);
  if (cohort?.firstSeen) contactsOnly.push(...firstSeenConditions(cohort.firstSeen, param));
  // Addresses are stored lower-cased, and likePattern lower-cases the search. Its parameter is the last: a search's split bound reads the list without it.
  const email = filter.email ? `email LIKE ${param(likePattern(filter.email))} ESCAPE '\\'` : null;

  const conditions = [...(filter.includeAnonymous ? [] : ['NOT anonymous']), ...narrowing, ...contactsOnly, ...implied];
  const matches = `SELECT contact_id FROM ${readModel('contact_emails')} WHERE ${email}`;
  const inList = `id IN (${matches})`;
  // A search's check: the list's pages and an export's rows write it differently (see rows).
  const where = (searchCheck: string) => {
    const all = email ? [...conditions, searchCheck] : conditions;
    return all.length > 0 ? `WHERE ${all.join(' AND ')}` : '';
  };
  const order: SortOrder = filter.order ?? 'desc';
  const direction = (order === 'asc') !== reverse ? 'ASC' : 'DESC';
  const sort = SORT_COLUMNS[filter.sort ?? 'lastActivity'];
  const nullsLast = sort.nullFor === 'any' || (sort.nullFor === 'anonymous' && filter.includeAnonymous === true);
  const nulls = nullsLast ? (reverse ? ' NULLS FIRST' : ' NULLS LAST') : '';
  // The id breaks ties, so pages never overlap or skip.
  const orderBy = (id: string) => `ORDER BY ${sort.column} ${direction}${nulls}, ${id} ${direction}`;
  // Only identified contacts have a row there, under the same column names.
  const searchTable = !filter.includeAnonymous && sort.searchTable && contactsOnly.length === 0;
  const searchWhere = [...(email ? [email] : []), ...narrowing];
  const inSearchTable = searchWhere.length > 0 ? `WHERE ${searchWhere.join(' AND ')}` : '';
  const ids = (searchCheck: string) =>
    searchTable
      ? `SELECT contact_id AS id FROM ${readModel('contact_emails')} ${inSearchTable} ${orderBy('contact_id')}`
      : `SELECT id FROM ${readModel('contacts')} ${where(searchCheck)} ${orderBy('id')}`;
  // The contacts of the ids in `idsParam`, each read by id (OFFSET 0 keeps it a lookup) and checked, then sorted in list order.
  const sortedById = (idsParam: string, checks: string[]) => `SELECT contact.* FROM unnest(${idsParam}::uuid[]) AS listed(id)
             CROSS JOIN LATERAL (SELECT ${CONTACT_COLUMNS} FROM ${readModel('contacts')} WHERE ${['id = listed.id', ...checks].join(' AND ')} OFFSET 0) AS contact
             ${orderBy('contact.id')}`;
  const rowsOf = (listed: string) => `SELECT contact.* FROM (${listed}) AS listed
             CROSS JOIN LATERAL (SELECT ${CONTACT_COLUMNS} FROM ${readModel('contacts')} WHERE id = listed.id OFFSET 0) AS contact`;
  // An export split at the list's HEAD_ENTRIES-th entry (ExportSplit): the bound's key and id are the last two parameters.
  const bound = (op: string) => `(${sort.column}, id) ${op} ($${params.length + 1}::timestamptz, $${params.length + 2}::uuid)`;
  const [upTo, past] = direction === 'DESC' ? ['>=', '<'] : ['<=', '>'];
  const boundSql = (listed: string[]) =>
    `SELECT ${sort.column}::text AS key, id::text AS id FROM ${readModel('contacts')} ${listed.length > 0 ? `WHERE ${listed.join(' AND ')}` : ''} ${orderBy('id')} OFFSET ${HEAD_ENTRIES - 1} LIMIT 1`;
  const split = (): ExportSplit => {
    const checked = (more: string[]) => `SELECT ${CONTACT_COLUMNS} FROM ${readModel('contacts')} WHERE ${[...conditions, email as string, ...more].join(' AND ')} ${orderBy('id')}`;
    return {
      bound: { text: boundSql(conditions), params: params.slice(0, -1) },
      head: checked([bound(upTo)]),
      rest: rowsOf(ids(`(${inList}) IS TRUE AND ${bound(past)}`)),
      whole: checked([]),
    };
  };
  const unhashed = conditions.filter((c) => c !== hashCheck);
  const sortedCohort = membersParam && hashed && hashed.length <= SORTED_COHORT_MEMBERS ? sortedById(membersParam, [...unhashed, ...(email ? [email] : [])]) : null;
  const cohortSplit = (whole: string, members: string): ExportSplit => ({
    // The list without its cohort, whose conditions take only parameters added before the members'.
    bound: { text: boundSql(unhashed), params: params.slice(0, Number(members.slice(1)) - 1) },
    head: rowsOf(`SELECT id FROM ${readModel('contacts')} WHERE ${[...conditions, bound(upTo)].join(' AND ')} ${orderBy('id')}`),
    rest: sortedById(members, [...unhashed, bound(past)]),
    whole,
  });
  return {
    params,
    orderBy: orderBy('id'),
    ids: ids(inList),
    rows: email || searchTable || hashed ? rowsOf(ids(`(${inList}) IS TRUE`)) : `SELECT ${CONTACT_COLUMNS} FROM ${readModel('contacts')} ${where(inList)} ${orderBy('id')}`,
    search: filter.email
      ? {
          matches: { text: `SELECT contact_id::text AS id FROM ${readModel('contact_emails')} WHERE email LIKE $1 ESCAPE '\\' LIMIT ${SORTED_SEARCH_MATCHES + 1}`, params: [likePattern(filter.email)] },
          // The ids in the search's place, the last parameter.
          sortedRows: (found) => ({ text: sortedById(`$${params.length}`, conditions), params: [...params.slice(0, -1), found] }),
          split: sort.nullFor === 'none' && !hashed && !cohort?.ids ? split() : null,
        }
      : null,
    cohortRows: sortedCohort,
    cohortSplit: sortedCohort && membersParam && sort.nullFor === 'none' && !email ? cohortSplit(sortedCohort, membersParam) : null,
    workMemKb: hashed ? membersWorkMemKb(hashed.length) : null,
    // A cohort is counted where it is known, in the contacts. A search is counted
    // in contact_emails alone, one statement per half at once: only identified contacts have an address, and
    // the rest of the filter is on columns it holds (joined to the contacts, a common substring's count read
    // the whole contacts table). Anything else is counted from contact_counts, with the
    // contacts read only for a part day at either end of the range.
    // A first-seen cohort is counted there too, as its figure was, unless the list has a range of
    // its own (two ranges on one column: the contacts count their overlap).
    count: cohortCount(cohort, conditions.length - implied.length === 1 && !email) ??
      countedByDay(filter, range, cohort, email !== null) ??
      (email && contactsOnly.length === 0
        ? { text: CONTACT_EMAIL_HALVES.map((half) => `SELECT count(*)::int AS total FROM ${half} ${inSearchTable}`), params }
        : { text: `SELECT count(*)::int AS total FROM ${readModel('contacts')} ${where(inList)}`, params }),
  };
}

/**
 * A list of one cohort and nothing else is counted as its figure was: a
 * conversion cohort's members are the figure's people (all contacts), and a
 * funnel cohort is summed from the daily tables its figure is summed from.
 */
function cohortCount(cohort: Cohort | null, alone: boolean): CountSql | null {
  if (!alone) return null;
  if (cohort?.members) return { text: 'SELECT $1::int AS total', params: [cohort.members.length] };
  return cohort?.count ?? null;
}

/**
 * The count of a list without a search and with no cohort but a first-seen
 * one, from contact_counts (whose step and source are '' for none); null for
 * any other list.
 */
function countedByDay(filter: ContactsCsvRequest, listRange: InstantRange, cohort: Cohort | null, searched: boolean): { text: string; params: unknown[] } | null {
  if (searched || cohort?.ids || cohort?.members) return null;
  const firstSeen = cohort?.firstSeen;
  const listHasRange = listRange.from !== null || listRange.until !== null;
  if (firstSeen && listHasRange && (firstSeen.range.from !== null || firstSeen.range.until !== null)) return null;
  const range = firstSeen && !listHasRange ? firstSeen.range : listRange;
  const { values: params, add: param } = sqlParams();
  const kinds = filter.includeAnonymous && !firstSeen?.identifiedOnly ? [] : ['NOT anonymous'];
  const step = filter.step && filter.step !== 'all' ? param(filter.step) : null;
  const source = firstSeen?.source === undefined ? null : param(firstSeen.source ?? '');
  const { wholeDays, partialDays } = createdDays(range, reportTimeZone(), param);
  const where = (columns: { step: string; source: string }, days: string) =>
    [...kinds, ...(step ? [`${columns.step} = ${step}`] : []), ...(source ? [`${columns.source} = ${source}`] : []), days].join(' AND ');
  return {
    text: `SELECT ((SELECT coalesce(sum(contacts), 0) FROM ${readModel('contact_counts')} WHERE ${where({ step: 'step', source: 'utm_source' }, wholeDays)})
                 + (SELECT count(*) FROM ${readModel('contacts')} WHERE ${where({ step: 'current_funnel_step', source: "coalesce(utm_source, '')" }, partialDays)}))::int AS total`,
    params,
  };
}

/**
 * One page of the list. Its ids come first, from a query that reads only an
 * index (the rows OFFSET skips cost index entries, not table rows); then just
 * those contacts are read whole, in the same order.
 */
export function contactsPageSql({ ids, orderBy }: ContactsSql, limit: number, offset: number): string {
  return `SELECT ${CONTACT_COLUMNS} FROM ${readModel('contacts')}
           WHERE id IN (${ids} LIMIT ${limit} OFFSET ${offset})
           ${orderBy}`;
}

const ADMIN_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'current_funnel_step',
  'referrer_name',
  'referrer_email',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'last_utm_source',
  'last_utm_medium',
  'last_utm_campaign',
  'created_at',
  'last_activity',
] as const satisfies readonly (keyof ContactRow)[];

/**
 * Of a contact's sessions only the first is shown (an anonymous visitor's
 * placeholder address), so only it is read: the whole array, parsed into a
 * list of strings for every row of a million-row export, was garbage the next
 * request's time then paid to collect.
 */
export const CONTACT_COLUMNS = [...ADMIN_COLUMNS, 'session_ids[1] AS first_session_id'].join(', ');

/**
 * A row of CONTACT_COLUMNS read with CONTACT_ROWS: its values in the
 * columns' order, the times as the ISO strings the list shows.
 */
export type ContactValues = [
  id: string,
  email: string | null,
  firstName: string | null,
  lastName: string | null,
  currentFunnelStep: ContactRow['current_funnel_step'],
  referrerName: string | null,
  referrerEmail: string | null,
  utmSource: string | null,
  utmMedium: string | null,
  utmCampaign: string | null,
  lastUtmSource: string | null,
  lastUtmMedium: string | null,
  lastUtmCampaign: string | null,
  createdAt: string,
  lastActivity: string,
  firstSessionId: string | null,
];

/**
 * How a query of CONTACT_COLUMNS reads its rows: as arrays of values (an
 * object a row, with a property per column, was a fifth of an export's
 * garbage), the times straight into ISO strings without a Date.
 */
export const CONTACT_ROWS = { rowMode: 'array', types: ISO_TIMESTAMP_TYPES } as const;

export function toAdminContact(values: ContactValues): AdminContact {
  const [id, email, firstName, lastName, currentFunnelStep, referrerName, referrerEmail, utmSource, utmMedium, utmCampaign, lastUtmSource, lastUtmMedium, lastUtmCampaign, createdAt, lastActivity, firstSessionId] =
    values;
  return {
    id,
    email: shownAddress(email) ?? placeholderEmailFor(firstSessionId ?? id),
    firstName,
    lastName,
    currentFunnelStep,
    referrerName,
    referrerEmail: shownAddress(referrerEmail),
    utmSource,
    utmMedium,
    utmCampaign,
    lastUtmSource,
    lastUtmMedium,
    lastUtmCampaign,
    createdAt,
    lastActivity,
  };
}
