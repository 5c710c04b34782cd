import type { AdminContact } from '@pitchlens/contracts';
import type { Mismatch } from './driver';

/** GET /api/contacts.csv holds the same rows and values as the JSON list. */

const FIELDS: Record<string, string[]> = {
  email: ['email'],
  currentFunnelStep: ['currentfunnelstep', 'funnelstep', 'step'],
  utmSource: ['utmsource', 'source'],
  utmMedium: ['utmmedium', 'medium'],
  utmCampaign: ['utmcampaign', 'campaign'],
  lastUtmSource: ['lastutmsource'],
  lastUtmMedium: ['lastutmmedium'],
  lastUtmCampaign: ['lastutmcampaign'],
  referrerName: ['referrername', 'referredby'],
  referrerEmail: ['referreremail'],
  createdAt: ['createdat', 'firstseen', 'created'],
  lastActivity: ['lastactivity'],
};
const DATES = new Set(['createdAt', 'lastActivity']);

/** RFC 4180: quoted fields, doubled quotes, CRLF or LF line ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted || (ch !== '"' && ch !== ',' && ch !== '\n' && ch !== '\r')) cell += ch;
    else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

const norm = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export function compareCsv(text: string, rows: (AdminContact & Record<string, unknown>)[]): Mismatch[] {
  const out: Mismatch[] = [];
  const [header, ...lines] = parseCsv(text.replace(/^\uFEFF/, ''));
  const column = new Map<string, number>();
  for (const [fieldName, names] of Object.entries(FIELDS)) {
    const index = header.findIndex((h) => names.includes(norm(h)));
    if (index >= 0) column.set(fieldName, index);
    else out.push({ figure: `contacts.csv column ${fieldName}`, expected: 'a column', actual: `none in ${JSON.stringify(header)}` });
  }
  if (lines.length !== rows.length) out.push({ figure: 'contacts.csv rows', expected: String(rows.length), actual: String(lines.length) });
  const emailAt = column.get('email');
  if (emailAt === undefined) return out;
  const byEmail = new Map(lines.map((line) => [line[emailAt], line]));
  for (const row of rows) {
    const line = byEmail.get(row.email);
    if (!line) {
      out.push({ figure: `contacts.csv[${row.email}]`, expected: 'a row', actual: 'no row' });
      continue;
    }
    for (const [fieldName, index] of column) {
      const json = row[fieldName];
      const cell = line[index] ?? '';
      const same = DATES.has(fieldName) ? Date.parse(cell) === Date.parse(String(json)) : cell === (json === null || json === undefined ? '' : String(json));
      if (!same) out.push({ figure: `contacts.csv[${row.email}].${fieldName}`, expected: JSON.stringify(json ?? ''), actual: JSON.stringify(cell) });
    }
  }
  return out;
}
