import { plainToInstance, TransformationType, type ClassConstructor } from 'class-transformer';
import { defaultMetadataStorage as transformRules } from 'class-transformer/cjs/storage';
import { getMetadataStorage } from 'class-validator';
import { PROTOTYPE_KEYS } from './unacceptable-input';

const needsTransformer = new WeakMap<ClassConstructor<object>, boolean>();

/**
 * Whether class-transformer has rules for the DTO or one of its validated
 * fields (a nested DTO's @Type, a @Transform, @Expose or @Exclude).
 */
function hasTransformRules(dto: ClassConstructor<object>): boolean {
  if (transformRules.getStrategy(dto) !== 'none') return true;
  const fields = new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((rule) => rule.propertyName));
  return [...fields].some(
    (field) =>
      transformRules.findTypeMetadata(dto, field) !== undefined ||
      transformRules.findExposeMetadata(dto, field) !== undefined ||
      transformRules.findExcludeMetadata(dto, field) !== undefined ||
      transformRules.findTransformMetadatas(dto, field, TransformationType.PLAIN_TO_CLASS).length > 0,
  );
}

/**
 * The DTO instance class-validator checks. A DTO without class-transformer
 * rules is the body's own fields on a new instance, which is all
 * plainToInstance would make of it, at a fraction of its cost (it looks up
 * the rules of every field, and copies nested objects, on every call).
 */
export function toDtoInstance<T extends object>(dto: ClassConstructor<T>, body: Record<string, unknown>): T {
  let transform = needsTransformer.get(dto);
  if (transform === undefined) needsTransformer.set(dto, (transform = hasTransformRules(dto)));
  if (transform) return plainToInstance(dto, body);
  const instance = new dto() as Record<string, unknown>;
  for (const key of Object.keys(body)) if (!PROTOTYPE_KEYS.has(key)) instance[key] = body[key];
  return instance as T;
}
