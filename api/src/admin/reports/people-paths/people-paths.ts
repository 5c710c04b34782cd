import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { FUNNEL_PATH_COLUMNS, FUNNEL_PATH_STEP_COLUMNS, readModel } from '@pitchlens/database';
import type { Pool } from 'pg';
import { ReadSource } from '../../../infrastructure/read-source';
import { readRevised } from '../revised/revised-rows';
import { PathStore, type PathStoreSize } from './path-store';
import { Texts } from '@pitchlens/reports';
import { pathOf, type PathRow } from './person-path';

/** Everyone's path, and the texts their codes stand for. */
export interface Paths {
  people: PathStore;
  texts: Texts;
}

interface Held extends Paths {
  /** The file the live table was read from: a replay's swap (or a truncation) gives it another. */
  filenode: string;
  revision: number;
}

/**
 * Every contact's funnel path, held in memory and brought up to date before
 * each use: the conversion funnel follows 100,000 people in milliseconds here,
 * where Postgres takes a fifth of a second for the same pass.
 *
 * Each use reads the rows written since the last, in revision order
 * (funnel_paths numbers every write with a revision, and keeps a merged
 * contact's row emptied, so going away is a write too); the first reads them
 * all the same way. A different table under the name (a replay swapped one
 * in, or it was emptied) is read again from the start, told apart by the file
 * the table lives in, which each read gives too.
 *
 * While an admin is at the reports (KEEP_UP_FOR_MS after their last
 * request), the paths are also brought up to date every KEEP_UP_EVERY_MS:
 * a conversion report after minutes of other reports and traffic would
 * otherwise read thousands of changed rows first (5,600 after 150 s at 200
 * tracking calls a second took 354–670 ms, visitors' calls waiting behind
 * the parsing), where a second's worth is a few milliseconds. With no admin
 * about they are left alone: a busy site pays nothing for reports no one reads.
 */
@Injectable()
export class PeoplePaths implements OnApplicationBootstrap, OnModuleDestroy {
  private held: Held | null = null;
  private latest: Promise<Paths> = Promise.resolve({ people: new PathStore(), texts: new Texts() });
  /** When an admin request last came (performance.now()). */
  private lastAsked = -Infinity;
  private keepingUp: NodeJS.Timeout | null = null;
  /** A refresh between reports is queued or running: the next tick does not queue another. */
  private catchingUp = false;

  constructor(@Inject(ReadSource) private readonly reads: ReadSource) {}

  /** The first read is the long one: done at start, the admin's first report does not wait for it (a failure here is the report's to meet again). */
  onApplicationBootstrap(): void {
    this.current().catch(() => undefined);
  }

  onModuleDestroy(): void {
    this.stopKeepingUp();
  }

  /** The paths as the read model holds them now; uses queue, so each sees at least what was written before it asked. */
  current(): Promise<Paths> {
    this.latest = this.latest.catch(() => undefined).then(() => this.refresh());
    return this.latest;
  }

  /** An admin is at the reports (any admin request, PathsInUseInterceptor): the paths are kept up to date for KEEP_UP_FOR_MS. */
  inUse(): void {
    this.lastAsked = performance.now();
    if (this.keepingUp) return;
    this.keepingUp = setInterval(() => {
      if (performance.now() - this.lastAsked > KEEP_UP_FOR_MS) return this.stopKeepingUp();
      if (this.catchingUp) return;
      this.catchingUp = true;
      // From where a report would read now (the replica while it is fit), so the paths run no further ahead of the
      // other figures than a report's own read takes them. A failure is the next report's to meet: it reads again.
      this.reads
        .choose('recent')
        .then((pool) => this.reads.run(pool, () => this.current()))
        .catch(() => undefined)
        .finally(() => (this.catchingUp = false));
    }, KEEP_UP_EVERY_MS).unref();
  }

  /**
   * `work` over the paths as current() gives them, nothing brought up to date
   * until it ends: a pass that waits on threads reading the columns would
   * otherwise see a changed person's old slot emptied and their new one not
   * yet counted.
   */
  use<T>(work: (paths: Paths) => Promise<T>): Promise<T> {
    const paths = this.current();
    const used = paths.then(work);
    // The next use waits for this one to end, whatever its outcome.
    this.latest = used.then(
      () => paths,
      () => paths,
    );
    return used;
  }

  private stopKeepingUp(): void {
    if (this.keepingUp) clearInterval(this.keepingUp);
    this.keepingUp = null;
  }

  private async refresh(): Promise<Paths> {
    let held = this.held ?? empty('');
    for (;;) {
      const { filenode, rows } = await readRows(this.reads.pool(), held.revision);
      // Rows past the revision of another table are not all of this one: read it whole.
      if (filenode !== held.filenode) {
        held = empty(filenode);
        held.people.reserve(await sizeOf(this.reads.pool()));
        continue;
      }
      apply(held, rows);
      if (rows.length < CHUNK) break;
    }
    this.held = held;
    return held;
  }
}

/** How often paths in use are brought up to date between reports. */
const KEEP_UP_EVERY_MS = 1000;
/** How long after an admin request the paths are kept up to date: an admin going from report to report finds them current. */
const KEEP_UP_FOR_MS = 15 * 60_000;

/**
 * Rows read at a time: small enough that a chunk's parsed rows die in the
 * young generation (10,000 at once outlived it and filled the capped old
 * space, slowing a start under traffic by a fifth), and few enough queries.
 */
const CHUNK = 2_000;

const empty = (filenode: string): Held => ({ filenode, revision: 0, people: new PathStore(), texts: new Texts() });

/** The rows written after `revision`, in revision order, up to CHUNK of them, with the file the table lives in (readRevised). */
function readRows(pool: Pool, revision: number): Promise<{ filenode: string; rows: PathRow[] }> {
  const columns = `t.contact_id::text, ${FUNNEL_PATH_COLUMNS.map((c) => `t.${c}`).join(', ')}`;
  return readRevised<Omit<PathRow, 'revision'>>(pool, readModel('funnel_paths'), columns, revision, CHUNK);
}

/**
 * How much the whole table holds, for a full read to make room for at once:
 * grown as it was read, the columns were copied again and again and kept up
 * to half as much again as they held (at 1,100,000 contacts the API's peak
 * RSS was past 512 MB). Rows written meanwhile grow them as usual.
 */
async function sizeOf(pool: Pool): Promise<PathStoreSize> {
  const total = (columns: readonly string[]) => columns.map((c) => `coalesce(sum(cardinality(${c})), 0)`).join(' + ');
  const { rows } = await pool.query<Record<keyof PathStoreSize, string>>(
    `SELECT count(*) AS people, ${total(FUNNEL_PATH_STEP_COLUMNS)} AS times, ${total(['touch_at'])} AS touches, ${total(['landing_at'])} AS landings
       FROM ${readModel('funnel_paths')}`,
  );
  const [row] = rows;
  return { people: Number(row.people), times: Number(row.times), touches: Number(row.touches), landings: Number(row.landings) };
}

function apply(held: Held, rows: readonly PathRow[]): void {
  for (const row of rows) {
    held.people.put(row.contact_id, pathOf(row, held.texts));
    held.revision = Math.max(held.revision, Number(row.revision));
  }
}
