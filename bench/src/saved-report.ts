import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `<bench>-<date>.json` and `<bench>-latest.json` into `directory`; returns the timestamped path. */
export function saveBenchReport(bench: string, report: { date: string }, directory: string): string {
  const text = `${JSON.stringify(report, null, 2)}\n`;
  const path = join(directory, `${bench}-${report.date.replaceAll(':', '-')}.json`);
  writeFileSync(path, text);
  writeFileSync(join(directory, `${bench}-latest.json`), text);
  return path;
}
