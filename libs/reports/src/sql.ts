/** A query parameter's placeholder. */
export type SqlParam = `$${number}`;

/** A query's parameters: `add` keeps a value and answers the placeholder that names it. */
export function sqlParams(): { values: unknown[]; add(value: unknown): SqlParam } {
  const values: unknown[] = [];
  return { values, add: (value) => `$${values.push(value)}` };
}

/** `column` (a date) within the inclusive days `from` and `to` name; a NULL bound leaves that side open. */
export function inDays(column: string, from: SqlParam, to: SqlParam): string {
  return `((${from}::date IS NULL OR ${column} >= ${from}::date) AND (${to}::date IS NULL OR ${column} <= ${to}::date))`;
}
