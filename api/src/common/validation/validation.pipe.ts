import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import { validateSync, type ValidatorOptions } from 'class-validator';
import type { FieldError } from '@pitchlens/contracts';
import { ApiError } from '../http/api-error';
import { toDtoInstance } from './dto-instance';
import { findUnacceptableInput } from './unacceptable-input';
import { cacheValidationMetadata } from './validation-metadata-cache';
import { passesEveryRule } from './rule-check';

/**
 * Validates request bodies and query strings against their DTO classes.
 * Unknown fields are dropped (the tracking client may send extra context);
 * known fields that are wrong fail the whole request with a 400 naming each
 * of them.
 */
export class RequestValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      transform: true,
      forbidUnknownValues: true,
      validationError: { target: false },
      exceptionFactory: (errors) => ApiError.invalid(errors.flatMap((e) => toFieldErrors(e))),
    });
    cacheValidationMetadata();
  }

  /**
   * The DTOs have no async rules; the synchronous run skips a promise per rule.
   * Most requests pass, and passing is told without class-validator's errors
   * being made; only a request that fails runs it, for their wording.
   */
  protected override validate(object: object, options?: ValidatorOptions): ValidationError[] {
    if (passesEveryRule(object)) return [];
    return validateSync(object, options);
  }

  /**
   * Bodies, query strings and path parameters are first checked for what no
   * DTO rule catches (nesting, prototype keys, unstorable text), so none of it
   * reaches class-transformer's recursion, a handler or Postgres. Bodies,
   * every tracking call among them, then take a shorter road than Nest's,
   * whose other steps serve values a JSON body never is (nil, primitives,
   * binary data, sparse arrays).
   */
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body') return this.transformBody(value, metadata);
    if (metadata.type === 'query' || metadata.type === 'param') refuseUnacceptable(value, metadata.data ?? metadata.type);
    return super.transform(value, metadata);
  }

  private async transformBody(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw ApiError.invalid([{ field: 'body', message: 'must be a JSON object' }]);
    }
    refuseUnacceptable(value, 'body');
    if (!this.toValidate(metadata)) return super.transform(value, metadata);
    const dto = toDtoInstance(metadata.metatype as ClassConstructor<object>, value as Record<string, unknown>);
    const errors = this.validate(dto, this.validatorOptions);
    if (errors.length > 0) throw await this.exceptionFactory(errors);
    return dto;
  }
}

function refuseUnacceptable(value: unknown, name: string): void {
  const problem = findUnacceptableInput(value, name);
  if (problem) throw ApiError.invalid([problem]);
}

function toFieldErrors(error: ValidationError, parent = ''): FieldError[] {
  const field = parent ? `${parent}.${error.property}` : error.property;
  const own = Object.values(error.constraints ?? {}).map((message) => ({
    field,
    message: message.startsWith(`${error.property} `) ? message.slice(error.property.length + 1) : message,
  }));
  return [...own, ...(error.children ?? []).flatMap((child) => toFieldErrors(child, field))];
}
