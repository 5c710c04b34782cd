import type { PoolClient } from 'pg';

/**
 * The most statement texts a process names. Past it statements go unnamed:
 * a text built from a batch's data would otherwise prepare a new statement
 * on every connection for every batch.
 */
export const MOST_NAMED_STATEMENTS = 200;

/** Postgres's refusal of a prepared statement whose result's columns changed since (a migration added one to a `SELECT *`). */
const RESULT_CHANGED = 'cached plan must not change result type';

const names = new Map<string, string>();
let made = 0;

/**
 * The batch's connection with every statement that has parameters named
 * after its text. Live batches run the same few statements on the same
 * few connections again and again; named, Postgres parses and plans each
 * once per connection instead of once per batch, which was about half
 * of what a batch cost it beyond its rows (bench/MEASUREMENTS.md). A statement
 * Postgres refuses because its result changed is named anew, so it is
 * prepared again at its next use and only the batch that met it fails.
 */
export function namingStatements(db: PoolClient): PoolClient {
  const named = Object.create(db) as PoolClient;
  const query = (text: unknown, values?: unknown): unknown => {
    const name = typeof text === 'string' && Array.isArray(values) ? nameOf(text) : undefined;
    if (name === undefined) return (db.query as (text: unknown, values?: unknown) => unknown).call(db, text, values);
    return db.query({ name, text: text as string, values: values as unknown[] }).catch((error: unknown) => {
      if (error instanceof Error && error.message === RESULT_CHANGED && names.get(text as string) === name) names.delete(text as string);
      throw error;
    });
  };
  named.query = query as PoolClient['query'];
  return named;
}

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MOST_NAMED_STATEMENTS) return known;
  const name = `projection_${++made}`;
  names.set(text, name);
  return name;
}
