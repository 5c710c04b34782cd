import { invalidParam, missingParam } from './errors';
import type { FormObject, FormValue } from './form-body';

/**
 * Typed readers over a parsed form body. Everything arrives as strings; these coerce and
 * answer with Stripe's own 400s so callers see the same errors as from the real API.
 */
export class Params {
  constructor(
    readonly raw: FormObject,
    private readonly prefix = '',
  ) {}

  private name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined;
  }

  optString(key: string): string | undefined {
    const v = this.raw[key];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') throw invalidParam(this.name(key), `Invalid string: ${this.name(key)}`, 'parameter_invalid_string');
    return v;
  }

  string(key: string): string {
    const v = this.optString(key);
    if (v === undefined || v === '') throw missingParam(this.name(key));
    return v;
  }

  optInt(key: string): number | undefined {
    const v = this.optString(key);
    if (v === undefined) return undefined;
    if (!/^-?\d+$/.test(v)) throw invalidParam(this.name(key), `Invalid integer: ${v}`, 'parameter_invalid_integer');
    return Number(v);
  }

  int(key: string): number {
    const v = this.optInt(key);
    if (v === undefined) throw missingParam(this.name(key));
    return v;
  }

  optBool(key: string): boolean | undefined {
    const v = this.optString(key);
    if (v === undefined) return undefined;
    if (v !== 'true' && v !== 'false') throw invalidParam(this.name(key), `Invalid boolean: ${v}`);
    return v === 'true';
  }

  optObject(key: string): Params | undefined {
    const v = this.raw[key];
    if (v === undefined || v === '') return undefined;
    if (typeof v !== 'object' || Array.isArray(v)) throw invalidParam(this.name(key), `Invalid object: ${this.name(key)}`);
    return new Params(v, this.name(key));
  }

  optArray(key: string): Params[] | undefined {
    const v = this.raw[key];
    if (v === undefined || v === '') return undefined;
    const list = Array.isArray(v) ? v : typeof v === 'object' ? Object.values(v) : undefined;
    if (!list) throw invalidParam(this.name(key), `Invalid array: ${this.name(key)}`, 'parameter_invalid_array');
    return list.map((item, i) => {
      if (typeof item !== 'object' || Array.isArray(item)) throw invalidParam(`${this.name(key)}[${i}]`, 'Invalid object');
      return new Params(item, `${this.name(key)}[${i}]`);
    });
  }

  stringArray(key: string): string[] {
    const v: FormValue | undefined = this.raw[key];
    if (v === undefined || v === '') return [];
    if (typeof v === 'string') return [v];
    const list = Array.isArray(v) ? v : Object.values(v);
    return list.filter((x): x is string => typeof x === 'string');
  }

  /** Metadata is a flat string map; on update, `''` deletes a key and `metadata=''` clears all. */
  metadata(previous: Record<string, string> = {}): Record<string, string> {
    const v = this.raw.metadata;
    if (v === undefined) return { ...previous };
    if (v === '') return {};
    if (typeof v !== 'object' || Array.isArray(v)) throw invalidParam('metadata', 'Invalid object: metadata');
    const next = { ...previous };
    for (const [k, val] of Object.entries(v)) {
      if (typeof val !== 'string') throw invalidParam(`metadata[${k}]`, 'Metadata values must be strings.');
      if (val === '') delete next[k];
      else next[k] = val;
    }
    return next;
  }
}
