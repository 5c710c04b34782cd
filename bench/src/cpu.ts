import { readFileSync, readdirSync } from 'node:fs';

/**
 * Where the CPU went during a measurement, in cores used on average (2 means
 * two cores busy the whole time). The server, Postgres and the load generator
 * share the machine, so a low result may mean any of them ran out of room.
 * Linux only (reads /proc); elsewhere the sample is null.
 */
export interface CpuUse {
  server: number;
  postgres: number;
  loadGenerator: number;
  /** Everything busy on the machine, the three above included. */
  machine: number;
  /** Busy but none of the above: kernel work no process is charged for, or other work on the machine skewing the result. */
  other: number;
}

interface Sample {
  at: number;
  server: number;
  /** Seconds of each Postgres process counted, by pid. */
  postgres: Map<number, number>;
  loadGenerator: number;
  machine: number;
}

/** USER_HZ: Linux reports process times in 1/100 s on every common platform. */
const TICKS_PER_SECOND = 100;

/** `database`: backends serving other databases (someone's tests, say) are not counted as Postgres. */
export function sampleCpu(serverPid: number, database: string): Sample | null {
  try {
    const own = process.cpuUsage();
    return {
      at: performance.now(),
      server: treeSeconds(serverPid),
      postgres: postgresSeconds(database),
      loadGenerator: (own.user + own.system) / 1e6,
      machine: machineBusySeconds(),
    };
  } catch {
    return null;
  }
}

export function cpuBetween(start: Sample | null, end: Sample | null): CpuUse | null {
  if (!start || !end) return null;
  const seconds = (end.at - start.at) / 1000;
  const cores = (spent: number) => Math.round((spent / seconds) * 100) / 100;
  const use = {
    server: cores(end.server - start.server),
    postgres: cores(postgresSpent(start.postgres, end.postgres)),
    loadGenerator: cores(end.loadGenerator - start.loadGenerator),
    machine: cores(end.machine - start.machine),
  };
  const other = Math.max(0, use.machine - use.server - use.postgres - use.loadGenerator);
  return { ...use, other: Math.round(other * 100) / 100 };
}

/**
 * Postgres's seconds between two samples: each process's growth, and all of
 * one started since. A backend that ended meanwhile (a pool closing an idle
 * connection, which bench:ingest's product runs see) is left out: taking
 * away all it had used before the measurement would undercount it.
 */
function postgresSpent(start: ReadonlyMap<number, number>, end: ReadonlyMap<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of end) {
    const before = start.get(pid) ?? 0;
    // Less than before: the pid is another process's now, started since.
    total += seconds >= before ? seconds - before : seconds;
  }
  return total;
}

/** utime + stime of one process, all its threads included; null once it is gone. */
function processSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** A process and its descendants (the API's cluster workers), those alive now. */
function treeSeconds(pid: number): number {
  return [pid, ...descendants(pid)].reduce((total, id) => total + (processSeconds(id) ?? 0), 0);
}

function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (listed) children = children.concat(listed.split(' ').map(Number));
    }
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Postgres' own processes (WAL writer, checkpointer, autovacuum...) and the backends of `database`. */
function postgresSeconds(database: string): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      // A client backend shows "user database host(port) state".
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (/\(\d+\)|\[local\]/.test(title) && !title.includes(` ${database} `)) continue;
    } catch {
      continue;
    }
    const used = processSeconds(Number(entry));
    if (used !== null) seconds.set(Number(entry), used);
  }
  return seconds;
}

function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}
