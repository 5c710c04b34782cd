import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Inject, Injectable, Logger, Optional, type OnModuleDestroy } from '@nestjs/common';
import { followAndCode, memberPart, PassRoom, stepTimes, tallyPart, type FollowAsk, type Followed, type MembersAsk, type PartTally, type PassColumns, type TallyAsk, type CodeAsk } from './conversion-pass';
import { gatherPart, groupFigures, planGroupTimes, type GatherAsk, type Gathered } from './group-times';
import type { TimeToConvertFigures } from './time-to-convert-figures';

/** What the main thread asks a pass thread, and what it answers. */
export type ThreadAsk =
  | { kind: 'follow'; columns: PassColumns; follow: FollowAsk; touch: CodeAsk | null }
  | { kind: 'tally'; tally: TallyAsk }
  | { kind: 'times'; times: Float64Array[][]; edges: readonly number[] }
  | { kind: 'gather'; gather: GatherAsk }
  | { kind: 'members'; members: MembersAsk };
type Answer = Followed | PartTally | TimeToConvertFigures[] | Gathered | Int32Array;
export type ThreadAnswer = { ok: true; result: Answer } | { ok: false; error: string };

/** A report's pass over the parts of the slots: each part followed, then tallied in the room it was followed in. */
export interface PassParts {
  follow(columns: PassColumns, ask: Omit<FollowAsk, 'lo' | 'hi' | 'append'>, touch: CodeAsk | null, slots: number): Promise<Followed[]>;
  tally(ask: TallyAsk): Promise<PartTally[]>;
  /** The time-to-convert figures of each step's seconds (its parts together), in the order asked, with the histogram's `edges`. */
  times(steps: Float64Array[][], edges: readonly number[]): Promise<TimeToConvertFigures[]>;
  /** A breakdown's time-to-convert figures from the parts' tallies, of the whole funnel's steps past the first and then each group's (group-times.ts). */
  groupTimes(tallies: readonly PartTally[], breakdown: Omit<GatherAsk, 'cells'>, edges: readonly number[]): Promise<TimeToConvertFigures[]>;
  /** Each part's slots of the people a figure counts. */
  members(ask: MembersAsk): Promise<Int32Array[]>;
}

/** What the rooms hold entrant after entrant (`key`: the steps followed, over which slot layout, in how many parts; null: nothing to follow on), and up to which slot. */
export interface KeptEntrants {
  key: string | null;
  slots: number;
}

/**
 * One part on each thread, at the same time: the conversion funnel at a
 * million people is memory read in order, and two cores read it about twice
 * as fast as one. The calling thread (the API's main thread) takes no part
 * while there are threads: a part's run is tens of milliseconds without a
 * break, and tracking calls waited behind it (README "The pass on every
 * core"). With none, it runs the one part, in `room`.
 */
export class Parts implements PassParts {
  constructor(
    private readonly room: PassRoom,
    private readonly threads: readonly PassThread[] = [],
    private readonly kept: KeptEntrants = { key: null, slots: 0 },
  ) {}

  private get parts(): number {
    return Math.max(this.threads.length, 1);
  }

  /**
   * A breakdown's entrants stay in the rooms, so the next breakdown of the
   * same steps over the same slot layout follows only the slots added
   * since, dealt out as a whole pass's are: following took most of a
   * breakdown's time, and at a million people the entrants are the same
   * from one breakdown to the next (its range and window are applied as it
   * counts and tallies them).
   */
  async follow(columns: PassColumns, ask: Omit<FollowAsk, 'lo' | 'hi' | 'append'>, touch: CodeAsk | null, slots: number): Promise<Followed[]> {
    const parts = this.parts;
    const key = ask.keep === 'entrants' ? [columns.layout, parts, ask.steps, ask.windowMs, ask.from, ask.until].join(' ') : null;
    const start = key !== null && key === this.kept.key ? this.kept.slots : 0;
    // Nothing to follow on until every part has followed its slots.
    Object.assign(this.kept, { key: null, slots: 0 });
    const bounds = (part: number) => ({
      lo: start + Math.floor(((slots - start) * part) / parts),
      hi: start + Math.floor(((slots - start) * (part + 1)) / parts),
      append: start > 0,
    });
    const followed = await this.everywhere<Followed>(
      (t) => ({ kind: 'follow', columns, follow: { ...ask, ...bounds(t) }, touch }),
      () => followAndCode(columns, { ...ask, ...bounds(0) }, touch, this.room),
    );
    Object.assign(this.kept, { key, slots });
    return followed;
  }

  tally(ask: TallyAsk): Promise<PartTally[]> {
    return this.everywhere<PartTally>(
      () => ({ kind: 'tally', tally: ask }),
      () => tallyPart(this.room, ask),
    );
  }

  members(ask: MembersAsk): Promise<Int32Array[]> {
    return this.everywhere<Int32Array>(
      () => ({ kind: 'members', members: ask }),
      () => memberPart(this.room, ask),
    );
  }

  /**
   * The steps dealt out in turn, largest first, to the parts' threads, so
   * each gets about as many seconds to count; the seconds each thread
   * tallied are in shared memory, read by another where they are.
   */
  async times(steps: Float64Array[][], edges: readonly number[]): Promise<TimeToConvertFigures[]> {
    const size = (step: Float64Array[]) => step.reduce((total, part) => total + part.length, 0);
    const order = steps.map((_, i) => i).sort((a, b) => size(steps[b]) - size(steps[a]));
    const dealt = Array.from({ length: this.parts }, () => [] as number[]);
    order.forEach((step, i) => dealt[i % dealt.length].push(step));
    const answers = await this.everywhere<TimeToConvertFigures[]>(
      (t) => ({ kind: 'times', times: dealt[t].map((step) => steps[step]), edges }),
      () => stepTimes(dealt[0].map((step) => steps[step]), edges),
    );
    const figures = new Array<TimeToConvertFigures>(steps.length);
    dealt.forEach((part, p) => part.forEach((step, i) => (figures[step] = answers[p][i])));
    return figures;
  }

  async groupTimes(tallies: readonly PartTally[], breakdown: Omit<GatherAsk, 'cells'>, edges: readonly number[]): Promise<TimeToConvertFigures[]> {
    const plan = planGroupTimes(
      tallies.map((tally) => tally.counts),
      breakdown.groups,
      breakdown.n,
      edges,
    );
    const ask = { ...breakdown, cells: plan.cells };
    const gathered = await this.everywhere<Gathered>(
      () => ({ kind: 'gather', gather: ask }),
      () => gatherPart(this.room, ask),
    );
    return groupFigures(plan, gathered, edges);
  }

  /** Each thread's answer to its ask, in part order, or with no threads this thread's one part; every thread has answered before a failure is thrown. */
  private async everywhere<T extends Answer>(ask: (thread: number) => ThreadAsk, here: () => T): Promise<T[]> {
    if (this.threads.length === 0) return [here()];
    const results = await Promise.allSettled(this.threads.map((thread, t) => thread.ask<T>(ask(t))));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return results.map((result) => (result as PromiseFulfilledResult<T>).value);
  }
}

/** A thread running conversion-thread's script: one ask at a time, answered in order. */
export class PassThread {
  private readonly worker: Worker;
  private pending: { resolve: (value: never) => void; reject: (error: Error) => void } | null = null;
  /** Why the thread stopped, once it has: it is not asked again. */
  failed: Error | null = null;

  constructor(script: string) {
    // Not the API's heap flags (a 32 MB semi-space): a thread's garbage is a few small arrays per report.
    this.worker = new Worker(script, { execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 } });
    this.worker.on('message', (answer: ThreadAnswer) => {
      const pending = this.pending;
      this.pending = null;
      if (answer.ok) pending?.resolve(answer.result as never);
      else pending?.reject(new Error(answer.error));
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the pass thread exited with code ${code}`)));
    // An idle thread does not keep the process alive; the module stops it with the API. After the listeners:
    // a 'message' listener added to an unreferenced thread references it again (Node 20), so a thread not
    // stopped held its process open, unseen among the process's handles.
    this.worker.unref();
  }

  ask<T>(ask: ThreadAsk): Promise<T> {
    if (this.failed) return Promise.reject(this.failed);
    return new Promise<T>((resolve, reject) => {
      this.pending = { resolve: resolve as (value: never) => void, reject };
      this.worker.postMessage(ask);
    });
  }

  async stop(): Promise<void> {
    this.fail(new Error('the pass thread was stopped'));
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failed ??= error;
    this.pending?.reject(error);
    this.pending = null;
  }
}

export interface ConversionThreadOptions {
  /** Threads the pass runs on (default: one a core, at most four); 0: the calling thread runs it alone. */
  threads?: number;
  /** The threads' script (default: conversion-thread's, compiled). */
  script?: string;
}

export const CONVERSION_THREAD_OPTIONS = Symbol('CONVERSION_THREAD_OPTIONS');

/**
 * The threads the conversion funnel's pass runs on, made at the first report
 * that needs them, so the API's main thread stays free for requests. Reports
 * use them one at a time (PeoplePaths.use queues them): each thread keeps its
 * part's entrants between a report's follow and tally.
 */
@Injectable()
export class ConversionThreads implements OnModuleDestroy {
  private readonly logger = new Logger('ConversionThreads');
  /** This thread's one part when it runs the pass alone (no threads wanted, or a report worked again after a thread died). */
  private readonly room = new PassRoom();
  /** What the rooms of the parts hold for the next report to follow on. */
  private readonly kept: KeptEntrants = { key: null, slots: 0 };
  private threads: PassThread[] = [];
  private readonly wanted: number;
  private readonly script: string;

  constructor(@Optional() @Inject(CONVERSION_THREAD_OPTIONS) options: ConversionThreadOptions = {}) {
    this.wanted = options.threads ?? Math.min(availableParallelism(), 4);
    this.script = options.script ?? threadScript();
  }

  /**
   * A report's work over the parts of the slots, however few (a round trip
   * to a thread costs about a tenth of a millisecond). Should a thread die,
   * the report is worked again on this thread alone, and the threads are
   * made afresh for the next.
   */
  async run<T>(work: (parts: PassParts) => Promise<T>): Promise<T> {
    const threads = this.ready();
    try {
      return await work(new Parts(this.room, threads, this.kept));
    } catch (error) {
      const dead = threads.find((thread) => thread.failed !== null);
      if (!dead) throw error;
      this.logger.warn(`a conversion pass thread failed (${dead.failed?.message}); this report runs on the main thread`);
      await this.stop();
      return work(new Parts(this.room));
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  private ready(): PassThread[] {
    if (this.threads.length === 0 && this.wanted > 0) this.threads = Array.from({ length: this.wanted }, () => new PassThread(this.script));
    return this.threads;
  }

  private async stop(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    // The threads' rooms go with them.
    Object.assign(this.kept, { key: null, slots: 0 });
    await Promise.all(threads.map((thread) => thread.stop()));
  }
}

/**
 * The thread's script, compiled: beside this file when the API runs from its
 * build; when the tests run the API from its TypeScript sources, from the
 * build they run after (npm test builds first), as a thread runs JavaScript.
 */
export function threadScript(): string {
  const beside = join(__dirname, 'conversion-thread.js');
  return existsSync(beside) ? beside : beside.replace(`${sep}api${sep}src${sep}`, `${sep}api${sep}dist${sep}`);
}
