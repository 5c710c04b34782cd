/**
 * RFC 4180 CSV, safe to open in a spreadsheet: a cell that a spreadsheet
 * would read as a formula (starting with =, +, -, @, a tab or a carriage
 * return, even after spaces) gets a leading apostrophe, so it shows as text.
 */
const FORMULA_START = /^(\s*[=+\-@]|[\t\r])/;

export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: (string | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
