import type { Type } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { requestDtos } from '../../../test/request-dtos';

/** Rules that bound a field by themselves: a length, a list of values, a scalar type, a bounded record, a time zone (at most 64 characters). */
const BOUNDING_RULES = new Set(['maxLength', 'isIn', 'isBoolean', 'isNumber', 'isInt', 'isFlatRecord', 'isTimeZone']);

const rulesOf = (dto: Type) => getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);

/** `Dto.field` of each field whose rules satisfy none of `bounded`. */
function fieldsFailing(bounded: (rules: { name?: string; type: string }[]) => boolean): string[] {
  return requestDtos().flatMap((dto) => {
    const fields = new Set(rulesOf(dto).map((rule) => rule.propertyName));
    return [...fields]
      .filter((field) => !bounded(rulesOf(dto).filter((rule) => rule.propertyName === field)))
      .map((field) => `${dto.name}.${field}`);
  });
}

describe('request DTOs', () => {
  it('are found for the routes that take bodies and query strings', () => {
    expect(requestDtos().map((dto) => dto.name)).toEqual(expect.arrayContaining(['TrackContactRequestDto', 'ContactsQueryRequestDto', 'SubmitReferralsRequestDto']));
  });

  it('bound every field: a maximum length, a list, a scalar type, a bounded record or a nested DTO', () => {
    expect(fieldsFailing((rules) => rules.some((rule) => BOUNDING_RULES.has(rule.name ?? '') || rule.type === 'nestedValidation'))).toEqual([]);
  });

  it('refuse an array where they declare an object', () => {
    const nestedWithoutObjectRule = (rules: { name?: string; type: string }[]) =>
      rules.some((rule) => rule.type === 'nestedValidation') && !rules.some((rule) => rule.name === 'isObject');
    expect(fieldsFailing((rules) => !nestedWithoutObjectRule(rules))).toEqual([]);
  });
});
