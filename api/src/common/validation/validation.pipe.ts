import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import { validateSync, type ValidatorOptions } from 'class-validator';
import type { FieldError } from '@pitchlens/contracts';
import { ApiError } from '../http/api-error';
import { toDtoInstance } from './dto-instance';
import { findUnstorableText } from './unstorable-text';
import { cacheValidationMetadata } from './validation-metadata-cache';

/**
 * Validates request bodies against their DTO classes. Unknown fields are
 * dropped (the tracking client may send extra context); known fields that
 * are wrong fail the whole request with a 400 naming each of them.
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

  /** The DTOs have no async rules; the synchronous run skips a promise per rule. */
  protected override validate(object: object, options?: ValidatorOptions): ValidationError[] {
    return validateSync(object, options);
  }

  /**
   * Bodies, every tracking call among them, take a shorter road than Nest's,
   * whose other steps serve values a JSON body never is (nil, primitives,
   * binary data, sparse arrays); Fastify's JSON parser refuses prototype keys
   * at any depth, and toDtoInstance never copies them. Query strings and
   * other parameters go Nest's way.
   */
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'body') return super.transform(value, metadata);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw ApiError.invalid([{ field: 'body', message: 'must be a JSON object' }]);
    }
    const unstorable = findUnstorableText(value);
    if (unstorable) throw ApiError.invalid([{ field: unstorable, message: 'contains characters that cannot be stored' }]);
    if (!this.toValidate(metadata)) return super.transform(value, metadata);
    const dto = toDtoInstance(metadata.metatype as ClassConstructor<object>, value as Record<string, unknown>);
    const errors = this.validate(dto, this.validatorOptions);
    if (errors.length > 0) throw await this.exceptionFactory(errors);
    return dto;
  }
}

function toFieldErrors(error: ValidationError, parent = ''): FieldError[] {
  const field = parent ? `${parent}.${error.property}` : error.property;
  const own = Object.values(error.constraints ?? {}).map((message) => ({
    field,
    message: message.startsWith(`${error.property} `) ? message.slice(error.property.length + 1) : message,
  }));
  return [...own, ...(error.children ?? []).flatMap((child) => toFieldErrors(child, field))];
}
