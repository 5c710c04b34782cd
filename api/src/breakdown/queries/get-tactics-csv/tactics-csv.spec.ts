import { readFileSync } from 'node:fs';
import { TACTICS_CSV_FILE } from './get-tactics-csv.http.controller';

/** Splits one CSV line into fields (RFC 4180 quoting; the file keeps every row on one line). */
function fields(line: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      current += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === ',' && !quoted) {
      out.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  return [...out, current];
}

const seconds = (t: string) => t.split(':').reduce((s, part) => s * 60 + Number(part), 0);

describe('the pitch-breakdown tactics file', () => {
  const [header, ...rows] = readFileSync(TACTICS_CSV_FILE, 'utf8').trimEnd().split('\n').map(fields);

  it('has the promised shape: 170 rows over a 167-minute pitch', () => {
    expect(header).toEqual(['timestamp', 'phase', 'technique', 'what_was_said', 'why_it_works']);
    expect(rows).toHaveLength(170);
    rows.forEach((row) => expect(row).toHaveLength(5));
    const times = rows.map((r) => seconds(r[0]));
    times.slice(1).forEach((t, i) => expect(t).toBeGreaterThan(times[i]));
    expect(times[0]).toBe(0);
    expect(times.at(-1)).toBeLessThanOrEqual(167 * 60);
  });

  it('names 47 or more techniques and fills every row', () => {
    expect(new Set(rows.map((r) => r[2])).size).toBeGreaterThanOrEqual(47);
    rows.forEach((r) => r.forEach((field) => expect(field.trim().length).toBeGreaterThan(0)));
  });
});
