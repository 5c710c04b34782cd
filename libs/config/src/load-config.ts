import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads settings from the environment into `schema` (a class whose property
 * initialisers are the defaults and whose class-validator decorators are the
 * rules). Empty variables count as unset. Throws one error listing every bad
 * or missing variable, so a misconfigured start fails once, clearly.
 */
export function loadConfig<T extends object>(schema: new () => T, env: NodeJS.ProcessEnv = process.env): T {
  const provided = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const config = plainToInstance(schema, provided, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: true, forbidUnknownValues: true });
  if (errors.length > 0) throw new ConfigError(errors.map(describe));
  return Object.freeze(config);
}

function describe(error: ValidationError): string {
  const rules = Object.values(error.constraints ?? {})
    .map((rule) => (rule.startsWith(`${error.property} `) ? rule.slice(error.property.length + 1) : rule))
    .join('; ');
  const shown = typeof error.value === 'string' && !/SECRET|PASSWORD|KEY|TOKEN/.test(error.property) ? ` (got "${error.value}")` : '';
  return `${error.property}: ${rules}${shown}`;
}
