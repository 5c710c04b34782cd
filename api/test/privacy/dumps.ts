import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Redis } from 'ioredis';

const run = promisify(execFile);

/** Every row of every table of a database, as `pg_dump` writes it. */
export async function pgDump(database: string): Promise<string> {
  const { stdout } = await run(process.env.PG_DUMP_PATH ?? '/usr/bin/pg_dump', ['-h', '127.0.0.1', '-U', 'postgres', '--no-owner', database], { maxBuffer: 512 * 1024 * 1024 });
  return stdout;
}

/** Every key under the prefixes, with every value it holds, whatever its type. */
export async function redisDump(redis: Redis, prefixes: string[]): Promise<string> {
  const parts: string[] = [];
  for (const prefix of prefixes) {
    for (const key of await redis.keys(`${prefix}:*`)) {
      parts.push(key);
      const type = await redis.type(key);
      if (type === 'string') parts.push(String(await redis.get(key)));
      else if (type === 'hash') parts.push(JSON.stringify(await redis.hgetall(key)));
      else if (type === 'list') parts.push(...(await redis.lrange(key, 0, -1)));
      else if (type === 'set') parts.push(...(await redis.smembers(key)));
      else if (type === 'zset') parts.push(...(await redis.zrange(key, 0, -1)));
      else if (type === 'stream') parts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
    }
  }
  return parts.join('\n');
}

/**
 * The ways a text may be written down: in any case as it is, URL-encoded,
 * JSON-escaped, in hex, and in base64 at each of the three alignments it can
 * start at inside a longer encoded value (only the groups of three bytes that
 * lie wholly inside the text, which nothing around it changes).
 */
export function encodings(text: string): string[] {
  const lower = text.toLowerCase();
  const cased = [...new Set([text, lower, text.toUpperCase()])];
  const base64 = cased.flatMap((variant) =>
    [0, 1, 2].map((pad) => {
      const bytes = Buffer.byteLength(variant);
      const encoded = Buffer.from(`${'x'.repeat(pad)}${variant}`).toString('base64');
      return encoded.slice(4 * Math.ceil(pad / 3), 4 * Math.floor((pad + bytes) / 3));
    }),
  );
  const hex = cased.map((variant) => Buffer.from(variant).toString('hex'));
  return [lower, encodeURIComponent(lower), JSON.stringify(text).slice(1, -1).toLowerCase(), ...hex, ...base64];
}

/** Which of the texts the dump holds, in which encoding. */
export function traces(dump: string, texts: string[]): string[] {
  const lowerDump = dump.toLowerCase();
  const found: string[] = [];
  for (const text of texts) {
    for (const form of encodings(text)) {
      // Base64 is read as it is (its case carries meaning); every other form in any case.
      const exact = /[A-Z+/]/.test(form);
      if (form.length >= 6 && (exact ? dump.includes(form) : lowerDump.includes(form))) found.push(`${text} as ${form}`);
    }
  }
  return found;
}
