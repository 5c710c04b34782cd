import type { Type } from '@nestjs/common';
import { defaultMetadataStorage as transformRules } from 'class-transformer/cjs/storage';
import { getMetadataStorage, validateSync, type ValidatorOptions } from 'class-validator';
import fc from 'fast-check';
import { requestDtos } from '../../../test/request-dtos';
import { toDtoInstance } from './dto-instance';
import { passesEveryRule } from './rule-check';

/** The request pipe's options, as its validateSync runs with them. */
const OPTIONS: ValidatorOptions = { whitelist: true, forbidUnknownValues: true, validationError: { target: false } };

type Rule = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];
const rulesOf = (dto: Type): Rule[] => getMetadataStorage().getTargetValidationMetadatas(dto, '', false, false);

const text = (length: number) => 'a'.repeat(Math.max(0, length));
const WRONG = fc.constantFrom<unknown>(undefined, null, 0, -1, 1.5, true, '', 'text', [], {}, ['x'], { a: { b: 1 } });

/** Values near what one rule accepts: inside it, on its edges and just past them. */
function nearRule(rule: Rule): fc.Arbitrary<unknown> {
  const [first] = rule.constraints ?? [];
  switch (rule.name) {
    case 'isIn':
      return fc.constantFrom(...(first as unknown[]));
    case 'matches':
      // fast-check makes no text for a case-blind pattern: the case-bound one matches a part of what it does.
      return fc.stringMatching(new RegExp(first instanceof RegExp ? first.source : String(first)), { size: 'small' });
    case 'min':
    case 'max':
      return fc.constantFrom((first as number) - 1, first as number, (first as number) + 1);
    case 'minLength':
    case 'maxLength':
      return fc.constantFrom(text((first as number) - 1), text(first as number), text((first as number) + 1));
    case 'isEmail':
      return fc.emailAddress();
    case 'isIso8601':
      return fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), fc.constantFrom('2026-02-30', '2026-12-06', '2026-12-06T10:00:00+01:00'));
    case 'isInt':
    case 'isNumber':
      return fc.oneof(fc.integer({ min: -5, max: 5_000 }), fc.double({ noNaN: true }));
    case 'isBoolean':
      return fc.boolean();
    case 'isTimeZone':
      return fc.constantFrom('UTC', 'Europe/London', 'America/New_York', 'Mars/Olympus');
    case 'isFlatRecord':
      return fc.dictionary(fc.string({ maxLength: 70 }), fc.oneof(fc.string({ maxLength: 520 }), fc.integer(), fc.boolean(), fc.constant(null), fc.object()), { maxKeys: 22 });
    case 'arrayNotEmpty':
      return fc.array(fc.string(), { maxLength: 3 });
    case 'isObject':
      return fc.object();
    default:
      return fc.string({ maxLength: 80 });
  }
}

/** Bodies for a DTO: each field mostly near its rules, sometimes wrong or left out, and now and then a field no rule names. */
function bodies(dto: Type): fc.Arbitrary<Record<string, unknown>> {
  const fields = new Map<string, fc.Arbitrary<unknown>[]>();
  for (const rule of rulesOf(dto)) {
    const near = fields.get(rule.propertyName) ?? [];
    if (rule.type === 'customValidation') near.push(nearRule(rule));
    const nested = rule.type === 'nestedValidation' && transformRules.findTypeMetadata(dto, rule.propertyName)?.typeFunction();
    if (nested) near.push(bodies(nested as Type));
    fields.set(rule.propertyName, near);
  }
  const model: Record<string, fc.Arbitrary<unknown>> = { unknownField: fc.string() };
  for (const [name, near] of fields) model[name] = fc.oneof({ arbitrary: near.length > 0 ? fc.oneof(...near) : WRONG, weight: 8 }, { arbitrary: WRONG, weight: 2 });
  return fc.record(model, { requiredKeys: [] });
}

/** Classes whose rules passesEveryRule leaves to validateSync: per-item rules. */
const leftToValidateSync = (dto: Type) => rulesOf(dto).some((rule) => rule.each);

describe('passesEveryRule', () => {
  const dtos = requestDtos();

  it.each(dtos.map((dto) => [dto.name, dto] as const))('agrees with validateSync on %s, and strips the same fields', (_name, dto) => {
    fc.assert(
      fc.property(bodies(dto), (body) => {
        const checked = toDtoInstance(dto, body);
        const validated = toDtoInstance(dto, body);
        const passes = passesEveryRule(checked);
        const errors = validateSync(validated, OPTIONS);
        expect(passes).toBe(errors.length === 0 && !leftToValidateSync(dto));
        if (passes) expect(checked).toEqual(validated);
      }),
      { numRuns: 300 },
    );
  });

  it('answers for the tracking calls themselves, not leaving them to validateSync', () => {
    const tracking = dtos.filter((dto) => dto.name.startsWith('Track'));
    expect(tracking.map((dto) => dto.name).sort()).toEqual(['TrackContactRequestDto', 'TrackDownloadRequestDto', 'TrackFunnelStepRequestDto', 'TrackPageViewRequestDto']);
    expect(tracking.filter(leftToValidateSync)).toEqual([]);
  });

  it('leaves a class with no rules to validateSync, which refuses it as unknown', () => {
    class Unruled {}
    expect(passesEveryRule(new Unruled())).toBe(false);
    expect(validateSync(new Unruled(), OPTIONS)).toHaveLength(1);
  });
});
