import { applyDecorators } from '@nestjs/common';
import { IsEmail, Matches, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { IS_TIME_ZONE, TIME_ZONE_MAX_LENGTH } from '@pitchlens/config';
import { SESSION_ID_PATTERN } from '@pitchlens/contracts';

/**
 * The field may be left out. Unlike IsOptional, null is not leaving it out:
 * it fails the field's rules like any other wrong value, since the contracts
 * declare `field?: T` and handlers rely on that.
 */
export const IsOmittable = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const IsEventId = () => applyDecorators(Matches(UUID_V7, { message: 'must be a UUIDv7' }), MaxLength(36));

export const IsSessionId = () =>
  applyDecorators(Matches(SESSION_ID_PATTERN, { message: 'must be 8 to 64 letters, digits, "-" or "_"' }), MaxLength(64));

export const IsEmailAddress = () =>
  applyDecorators(IsEmail({}, { message: 'must be a valid email address' }), MaxLength(254));

const MAX_RECORD_KEY_LENGTH = 64;

function isFlatRecord(value: unknown, maxFields: number, maxLength: number): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= maxFields &&
    entries.every(
      ([key, field]) =>
        key.length <= MAX_RECORD_KEY_LENGTH &&
        (field === null || typeof field === 'boolean' || Number.isFinite(field) || (typeof field === 'string' && field.length <= maxLength)),
    )
  );
}

const IS_FLAT_RECORD = 'isFlatRecord';

/** A free-form object of at most `maxFields` scalar fields, each text at most `maxLength` long, a number, a boolean or null. */
export const IsFlatRecord = (maxFields: number, maxLength: number) =>
  ValidateBy({
    name: IS_FLAT_RECORD,
    constraints: [maxFields, maxLength],
    validator: {
      validate: (value) => isFlatRecord(value, maxFields, maxLength),
      defaultMessage: () =>
        `must be an object of at most ${maxFields} fields named in at most ${MAX_RECORD_KEY_LENGTH} characters, ` +
        `each a number, true, false, null or text of at most ${maxLength} characters`,
    },
  });

/**
 * JSON Schemas of the custom rules above, by rule name, for the API's OpenAPI
 * document (the others are class-validator's own, which it describes itself).
 */
export const CUSTOM_RULE_SCHEMAS = {
  [IS_FLAT_RECORD]: ({ constraints: [maxFields, maxLength] }: { constraints: number[] }) => ({
    type: 'object' as const,
    maxProperties: maxFields,
    propertyNames: { maxLength: MAX_RECORD_KEY_LENGTH },
    additionalProperties: { oneOf: [{ type: 'string' as const, maxLength }, { type: 'number' as const }, { type: 'boolean' as const }, { type: 'null' as const }] },
  }),
  [IS_TIME_ZONE]: () => ({ type: 'string' as const, maxLength: TIME_ZONE_MAX_LENGTH, description: 'An IANA time zone, e.g. UTC or Europe/London' }),
};
