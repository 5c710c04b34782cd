import { unknownParam } from './errors';
import type { FormObject, FormValue } from './form-body';
import type { ParamSpec, ParamsSpec } from './param-specs';

/**
 * Refuses the first parameter the endpoint does not define, before anything runs, with Stripe's
 * 400 `parameter_unknown` naming it as Stripe does (`payment_settings[foo]`, `items[0][foo]`).
 * Only names are checked here; values are the handlers' business.
 */
export function refuseUnknownParams(form: FormObject, spec: ParamsSpec): void {
  checkHash(form, spec, '');
}

function checkHash(value: FormObject, spec: ParamsSpec, prefix: string): void {
  for (const [key, inner] of Object.entries(value)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (!Object.hasOwn(spec, key)) throw unknownParam(name);
    check(inner, spec[key], name);
  }
}

function check(value: FormValue, spec: ParamSpec, name: string): void {
  // `true` takes anything; a string where a hash or list is expected ('' unsets) is left to the handler.
  if (spec === true || typeof value === 'string') return;
  if (isListSpec(spec)) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [index, element] of entries) check(element, spec[0], `${name}[${index}]`);
    return;
  }
  if (Array.isArray(value)) return;
  checkHash(value, spec, name);
}

function isListSpec(spec: Exclude<ParamSpec, true>): spec is readonly [ParamSpec] {
  return Array.isArray(spec);
}
