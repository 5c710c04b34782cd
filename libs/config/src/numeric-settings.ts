import { IsInt, Max, Min } from 'class-validator';

/** A whole number, at least `min` and at most `max`. */
export function IsWholeNumber(min: number, max?: number): PropertyDecorator {
  const rules = [IsInt({ message: 'must be a whole number' }), Min(min), ...(max === undefined ? [] : [Max(max)])];
  return (target, property) => rules.forEach((rule) => rule(target, property));
}

/** A TCP port; 0 asks for any free one. */
export function IsPort(): PropertyDecorator {
  return IsWholeNumber(0, 65535);
}
