import { getMetadataStorage, ValidationTypes, type ValidationArguments } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Rule = ReturnType<Storage['getTargetValidationMetadatas']>[number];

interface FieldRules {
  name: string;
  /** ValidateIf's conditions: the field's rules apply only where all hold. */
  conditions: ((object: object, value: unknown) => boolean)[];
  rules: { constraints: unknown[]; validator: { validate(value: unknown, args: ValidationArguments): unknown } }[];
  /** ValidateNested: an object given passes its own class's rules. */
  nested: boolean;
}

/** Whether an instance passes every rule of its class; null where validateSync alone can tell. */
type RuleCheck = ((instance: Record<string, unknown>) => boolean) | null;

/**
 * By a class's rule list as the pipe's metadata cache keeps it
 * (validation-metadata-cache.ts: one list a class, a new one once a rule is
 * added), so a check is compiled once and never outlives its rules.
 */
const checks = new WeakMap<Rule[], RuleCheck>();

/**
 * Whether `instance` passes every rule class-validator would run on it with
 * the request pipe's options (no groups, nothing skipped), stripping the
 * fields no rule names as its `whitelist` does. Each rule runs the very
 * validator class-validator would call, in the same order, each field only
 * where its ValidateIf conditions hold; what is left out is class-validator's
 * bookkeeping (an error object per field, rule lists filtered per field, a
 * closure per rule), about a third of the API's CPU for a tracking call that
 * passes (bench/MEASUREMENTS.md). A "false" is not an answer: the caller
 * runs validateSync for the errors. A nested object passes its own class's
 * rules (none at all is an error, as at the top). Classes with per-item,
 * async or "defined" rules are always left to validateSync.
 */
export function passesEveryRule(instance: object, storage: Storage = getMetadataStorage()): boolean {
  // The arguments validateSync gives it for an object: no schema, no groups.
  const rules = storage.getTargetValidationMetadatas(instance.constructor, undefined as unknown as string, false, false, undefined);
  let check = checks.get(rules);
  if (check === undefined) checks.set(rules, (check = compile(rules, storage)));
  return check !== null && check(instance as Record<string, unknown>);
}

const isObject = (value: unknown): value is object =>
  value instanceof Object && !Array.isArray(value) && !(value instanceof Set) && !(value instanceof Map);

function compile(rules: Rule[], storage: Storage): RuleCheck {
  // No rules at all is an error under forbidUnknownValues: validateSync words it.
  if (rules.length === 0) return null;
  const fields = new Map<string, FieldRules>();
  for (const rule of rules) {
    let field = fields.get(rule.propertyName);
    if (!field) fields.set(rule.propertyName, (field = { name: rule.propertyName, conditions: [], rules: [], nested: false }));
    if (rule.type === ValidationTypes.CONDITIONAL_VALIDATION) {
      field.conditions.push(rule.constraints[0] as FieldRules['conditions'][number]);
    } else if (rule.type === ValidationTypes.CUSTOM_VALIDATION && !rule.each) {
      for (const constraint of storage.getTargetValidatorConstraints(rule.constraintCls)) {
        if (constraint.async) return null;
        field.rules.push({ constraints: rule.constraints, validator: constraint.instance });
      }
    } else if (rule.type === ValidationTypes.NESTED_VALIDATION && !rule.each) {
      field.nested = true;
    } else if (rule.type !== ValidationTypes.WHITELIST) {
      return null;
    }
  }
  const list = [...fields.values()];
  return (instance) => {
    for (const key of Object.keys(instance)) if (!fields.has(key)) delete instance[key];
    const targetName = instance.constructor.name;
    for (const field of list) {
      const value = instance[field.name];
      if (!field.conditions.every((holds) => holds(instance, value))) continue;
      for (const { constraints, validator } of field.rules) {
        if (!validator.validate(value, { targetName, property: field.name, object: instance, value, constraints })) return false;
      }
      // A list, a set or a map is validated item by item, and anything but an object is an error: validateSync's to tell.
      if (field.nested && value !== undefined && !(isObject(value) && passesEveryRule(value, storage))) return false;
    }
    return true;
  };
}
