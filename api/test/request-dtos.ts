import type { Type } from '@nestjs/common';
import { defaultMetadataStorage as transformRules } from 'class-transformer/cjs/storage';
import { getMetadataStorage } from 'class-validator';
import { declaredRoutes } from './declared-routes';

/** Every request DTO of every route, and the DTOs nested in them. */
export function requestDtos(): Type[] {
  const found = new Set<Type>();
  const add = (dto: Type) => {
    if (found.has(dto)) return;
    found.add(dto);
    for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
      const nested = transformRules.findTypeMetadata(dto, rule.propertyName)?.typeFunction();
      if (nested) add(nested as Type);
    }
  };
  for (const route of declaredRoutes()) [route.body, route.query].forEach((dto) => dto && add(dto));
  return [...found];
}
