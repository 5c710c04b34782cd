import type { Type } from '@nestjs/common';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { CUSTOM_RULE_SCHEMAS } from '../common/validation/validators';
import type { DeclaredRoute } from './declared-routes';
import type { Operation, Schema } from './openapi-types';

const REF_PREFIX = '#/components/schemas/';

/**
 * JSON Schemas of the request classes, read from the same class-validator
 * decorators that validate each request, so the document says exactly what
 * the API accepts (nested classes by reference, through class-transformer's `@Type`).
 */
export class RequestSchemas {
  private readonly options = { refPointerPrefix: REF_PREFIX, classTransformerMetadataStorage: defaultMetadataStorage, additionalConverters: CUSTOM_RULE_SCHEMAS };
  // openapi3-ts's schema type allows a list of types (OpenAPI 3.1), which class-validator never yields: one type each.
  private readonly all = validationMetadatasToSchemas(this.options) as Record<string, Schema>;
  /** The schemas the document refers to, each with those it refers to in turn. */
  readonly used: Record<string, Schema> = {};

  /** Fills an operation's body and query parameters from its route's request classes. */
  describe(operation: Operation, route: DeclaredRoute): void {
    if (route.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: this.ref(route.body) } } };
    }
    if (route.query) {
      const query = this.schemaOf(route.query) as { properties?: Record<string, Schema>; required?: string[] };
      const inPath = (operation.parameters ?? []).filter((p) => 'in' in p && p.in === 'path');
      const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({ name, in: 'query' as const, required: query.required?.includes(name) ?? false, schema }));
      operation.parameters = [...inPath, ...inQuery];
      this.use(JSON.stringify(query));
    }
  }

  private ref(dto: Type): Schema {
    this.schemaOf(dto);
    this.useName(dto.name);
    return { $ref: `${REF_PREFIX}${dto.name}` };
  }

  /** A class that only inherits its rules (an envelope and nothing more) has no schema of its own name: built from its parents. */
  private schemaOf(dto: Type): Schema {
    this.all[dto.name] ??= targetConstructorToSchema(dto, this.options) as Schema;
    return this.named(dto.name);
  }

  private named(name: string): Schema {
    const schema = this.all[name];
    if (!schema) throw new Error(`no validation schema for ${name}: a request class needs class-validator decorators`);
    return schema;
  }

  private useName(name: string): void {
    if (this.used[name]) return;
    this.used[name] = this.named(name);
    this.use(JSON.stringify(this.used[name]));
  }

  /** Every class a schema's text refers to. */
  private use(text: string): void {
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([A-Za-z0-9_]+)"/g)) this.useName(name);
  }
}
