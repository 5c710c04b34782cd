import { rebuildPercent, type RebuildProjectorProgress, type ReplayJobProgress } from '@pitchlens/contracts';
import { recordRebuildProgress, type ReplayProgress } from '@pitchlens/event-store';
import type { Pool } from 'pg';

const PROGRESS_INTERVAL_MS = 250;

/**
 * Keeps a rebuild's progress per projector and tells it, at most every
 * PROGRESS_INTERVAL_MS and at every change of phase, both to the rebuild's
 * record (what Operations shows, whoever started the rebuild) and to the
 * job's `report` (the replay job's own progress).
 */
export class RebuildReporter {
  private readonly projectors: RebuildProjectorProgress[];
  private readonly started = Date.now();
  private lastReport = 0;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: Pool,
    names: readonly string[],
    private readonly report: (progress: ReplayJobProgress) => Promise<void>,
  ) {
    this.projectors = names.map((name) => ({ name, phase: 'waiting', eventsDone: 0, eventsTotal: null, startedAt: null }));
  }

  /** For replayTogether's onProgress, which reports synchronously: reports are chained so they arrive in order. */
  readonly update = (p: ReplayProgress): void => {
    const entry = this.projectors.find((e) => e.name === p.projector);
    if (!entry) return;
    const changed = entry.phase !== p.phase;
    Object.assign(entry, { phase: p.phase, eventsDone: p.applied, eventsTotal: Math.max(p.total, p.applied), startedAt: entry.startedAt ?? new Date().toISOString() });
    // A phase's start and a build's last batch are always told, so Operations sees each, however fast.
    if (!changed && p.applied < p.total && Date.now() - this.lastReport < PROGRESS_INTERVAL_MS) return;
    this.lastReport = Date.now();
    const snapshot = this.projectors.map((e) => ({ ...e }));
    this.pending = this.pending.then(() => this.tell(p.projector, snapshot));
  };

  /** Waits for every report told so far. */
  settled(): Promise<void> {
    return this.pending;
  }

  /** Seconds from the start of a projector's build until now: once the rebuild is in, until its tables went live. */
  seconds(name: string): number {
    const startedAt = this.projectors.find((e) => e.name === name)?.startedAt;
    return startedAt ? (Date.now() - Date.parse(startedAt)) / 1000 : 0;
  }

  private async tell(projector: string, snapshot: RebuildProjectorProgress[]): Promise<void> {
    await recordRebuildProgress(this.pool, snapshot);
    const eventsDone = snapshot.reduce((sum, e) => sum + e.eventsDone, 0);
    await this.report({
      projector,
      percent: rebuildPercent(snapshot),
      eventsDone,
      eventsTotal: snapshot.reduce((sum, e) => sum + (e.eventsTotal ?? 0), 0),
      eventsPerSecond: Math.round(eventsDone / Math.max((Date.now() - this.started) / 1000, 0.001)),
    });
  }
}
