import { Injectable } from '@nestjs/common';
import { dayOf, isoString, occurredAt, PROJECTOR_EVENT_TYPES, touchOf, type EventsOf } from '@pitchlens/contracts';
import { READ_MODEL_TABLES } from '@pitchlens/database';
import { rewriteCopies, typeIsOneOf, type ErasedPerson, type ProjectionContext, type Projector, type RecordedEvent } from '@pitchlens/event-store';

type TrafficEvent = EventsOf<typeof PROJECTOR_EVENT_TYPES.traffic>;
/** The calls counted for themselves when a person makes them (a type `apply` counts goes here too, or a replay never hands it on); every other call counts only when a bot makes it. */
const COUNTED = ['PageViewed', 'FileDownloaded'] as const satisfies readonly TrafficEvent['type'][];
// Times as text: a Date puts JSON.stringify on its slow path for the whole row (isoString).
type Instant = { event_id: string; occurred_at: string; global_position: string; visitor: string; path: string; source: string | null; touched: boolean };
type Latest = { visitor: string; occurred_at: string; global_position: string; path: string; touched_at?: string; touched_position?: string; source?: string | null };

/**
 * Page views per path and day (with unique visitors), unique visitors per day
 * (kept as a count, so the dashboard never counts distinct visitors over a
 * range), and downloads per type and day, each on the day of its event time;
 * and each page view at its instant with its visitor and source, and each
 * visitor's latest view and latest touch, for visitors over an instant range
 * (the live "Now" panel).
 * Bots' calls count nowhere but in bot calls per day (every kind of call the
 * browser makes is read for that, a call of several events once). Days are
 * those of the report time zone the tables are built in.
 */
@Injectable()
export class TrafficProjector implements Projector<TrafficEvent> {
  readonly name = 'traffic';
  readonly tables = READ_MODEL_TABLES.traffic;
  readonly eventTypes = PROJECTOR_EVENT_TYPES.traffic;
  /** 2: days by event time, bots left out and counted. 3: page views at their instants. 4: and whether each carried a touch. 5: each visitor's latest view and touch. */
  readonly version = 5;
  /** Their instants and latest views are read by time and by visitor only in the visitors report. */
  readonly reportIndexedTables = ['page_view_times', 'visitor_latest'];
  /**
   * A person's funnel steps, identifications and forms count nowhere here,
   * only a bot's (metadata `bot` is written only as true): a replay reads
   * them without their payload.
   */
  readonly replayCondition = `${typeIsOneOf(COUNTED)} OR e.metadata->'bot' = 'true'::jsonb`;

  async apply(events: RecordedEvent<TrafficEvent>[], { db, table, timeZone }: ProjectionContext): Promise<void> {
    const views: { day: string; path: string; visitor: string }[] = [];
    const instants: Instant[] = [];
    const downloads = new Map<string, { day: string; download_type: string; downloads: number }>();
    const botCalls: { call: string; day: string }[] = [];
    for (const event of events) {
      const at = occurredAt(event.metadata, event.recordedAt);
      const day = dayOf(at, timeZone);
      if (event.metadata.bot) {
        botCalls.push({ call: event.metadata.correlationId ?? event.eventId, day });
      } else if (event.type === 'PageViewed') {
        // Without a session each view is its own visitor: never merged with anyone's.
        const visitor = event.metadata.sessionId ?? `event:${event.eventId}`;
        views.push({ day, path: event.data.path, visitor });
        const touch = touchOf(event.metadata);
        instants.push({ event_id: event.eventId, occurred_at: isoString(at), global_position: event.globalPosition, visitor, path: event.data.path, source: touch?.source ?? null, touched: touch !== null });
      } else if (event.type === 'FileDownloaded') {
        const type = event.data.downloadType;
        const entry = downloads.get(`${day}\u0000${type}`) ?? { day, download_type: type, downloads: 0 };
        entry.downloads += 1;
        downloads.set(`${day}\u0000${type}`, entry);
      }
    }
    if (views.length > 0) {
      const daily = table('page_views_daily');
      const visitorsDaily = table('visitors_daily');
      // One statement: a data-modifying WITH runs to completion whether or not the rest reads it.
      await db.query(
        `WITH batch AS (SELECT * FROM jsonb_to_recordset($1) AS v(day date, path text, visitor text)),
         first_visits AS (
           INSERT INTO ${table('page_view_sessions')} SELECT DISTINCT day, path, visitor FROM batch
           ON CONFLICT DO NOTHING RETURNING day, path
         ),
         first_of_day AS (
           INSERT INTO ${table('day_visitors')} SELECT DISTINCT day, visitor FROM batch
           ON CONFLICT DO NOTHING RETURNING day
         ),
         day_counts AS (
           INSERT INTO ${visitorsDaily} (day, visitors) SELECT day, count(*) FROM first_of_day GROUP BY day
           ON CONFLICT (day) DO UPDATE SET visitors = ${visitorsDaily}.visitors + excluded.visitors
         ),
         counts AS (
           SELECT b.day, b.path, b.views, coalesce(f.visitors, 0) AS visitors
             FROM (SELECT day, path, count(*) AS views FROM batch GROUP BY day, path) b
             LEFT JOIN (SELECT day, path, count(*) AS visitors FROM first_visits GROUP BY day, path) f USING (day, path)
         )
         INSERT INTO ${daily} (day, path, views, unique_sessions) SELECT day, path, views, visitors FROM counts
         ON CONFLICT (day, path) DO UPDATE SET views = ${daily}.views + excluded.views,
                                               unique_sessions = ${daily}.unique_sessions + excluded.unique_sessions`,
        [JSON.stringify(views)],
      );
    }
    if (instants.length > 0) {
      const times = table('page_view_times');
      await db.query(
        `INSERT INTO ${times} SELECT * FROM jsonb_populate_recordset(NULL::${times}, $1) ON CONFLICT DO NOTHING`,
        [JSON.stringify(instants)],
      );
      await keepLatest(instants, db, table('visitor_latest'));
    }
    if (botCalls.length > 0) {
      const daily = table('bot_calls_daily');
      await db.query(
        `WITH first_seen AS (
           INSERT INTO ${table('bot_calls')} SELECT DISTINCT ON (call) call, day FROM jsonb_to_recordset($1) AS b(call text, day date)
           ON CONFLICT DO NOTHING RETURNING day
         )
         INSERT INTO ${daily} (day, calls) SELECT day, count(*) FROM first_seen GROUP BY day
         ON CONFLICT (day) DO UPDATE SET calls = ${daily}.calls + excluded.calls`,
        [JSON.stringify(botCalls)],
      );
    }
    if (downloads.size > 0) {
      const downloadsDaily = table('downloads_daily');
      await db.query(
        `INSERT INTO ${downloadsDaily} SELECT * FROM jsonb_populate_recordset(NULL::${downloadsDaily}, $1)
         ON CONFLICT (day, download_type) DO UPDATE SET downloads = ${downloadsDaily}.downloads + excluded.downloads`,
        [JSON.stringify([...downloads.values()])],
      );
    }
  }

  /** Paths that held the address read as the erased log's; a day's path it now shares with another's counts their visitors once. */
  async erase(person: ErasedPerson, context: ProjectionContext): Promise<void> {
    const written = await rewriteCopies(context, person, [
      { table: 'page_view_sessions', column: 'path', merge: { key: ['day', 'path', 'visitor'], sum: [] } },
      { table: 'page_views_daily', column: 'path', merge: { key: ['day', 'path'], sum: ['views', 'unique_sessions'] } },
      { table: 'page_view_times', column: 'path' },
      { table: 'visitor_latest', column: 'path' },
    ]);
    const paths = written.get('page_views_daily.path');
    if (!paths) return;
    await context.db.query(
      `UPDATE ${context.table('page_views_daily')} d
          SET unique_sessions = (SELECT count(*) FROM ${context.table('page_view_sessions')} s WHERE s.day = d.day AND s.path = d.path)
        WHERE d.path = ANY($1::text[])`,
      [paths],
    );
  }
}

/**
 * Each visitor's latest view and latest touch in the batch, kept where they
 * are later than the row's: by event time, a tie to the later log position.
 * Events come in log order, and the ISO times compare as text.
 */
async function keepLatest(instants: Instant[], db: ProjectionContext['db'], latest: string): Promise<void> {
  const byVisitor = new Map<string, Latest>();
  for (const view of instants) {
    const row = byVisitor.get(view.visitor) ?? { visitor: view.visitor, occurred_at: view.occurred_at, global_position: view.global_position, path: view.path };
    if (view.occurred_at >= row.occurred_at) Object.assign(row, { occurred_at: view.occurred_at, global_position: view.global_position, path: view.path });
    if (view.touched && (row.touched_at === undefined || view.occurred_at >= row.touched_at)) {
      Object.assign(row, { touched_at: view.occurred_at, touched_position: view.global_position, source: view.source });
    }
    byVisitor.set(view.visitor, row);
  }
  const newerView = `(excluded.occurred_at, excluded.global_position) > (l.occurred_at, l.global_position)`;
  const newerTouch = `excluded.touched_at IS NOT NULL AND (l.touched_at IS NULL OR (excluded.touched_at, excluded.touched_position) > (l.touched_at, l.touched_position))`;
  const pick = (newer: string, columns: string[]) => columns.map((c) => `${c} = CASE WHEN ${newer} THEN excluded.${c} ELSE l.${c} END`);
  await db.query(
    `INSERT INTO ${latest} AS l SELECT * FROM jsonb_populate_recordset(NULL::${latest}, $1)
     ON CONFLICT (visitor) DO UPDATE SET ${[...pick(newerView, ['occurred_at', 'global_position', 'path']), ...pick(newerTouch, ['touched_at', 'touched_position', 'source'])].join(', ')}
     WHERE ${newerView} OR (${newerTouch})`,
    [JSON.stringify([...byVisitor.values()])],
  );
}
