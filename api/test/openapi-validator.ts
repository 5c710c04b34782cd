import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** What a validator needs of the document: the components its schemas refer to. */
export interface DocumentSchemas {
  components?: { schemas?: Record<string, unknown> };
}

/** A value's problems with a schema, each as `<where> <what>` (no problem: an empty list). */
export type Validate = (schema: object, value: unknown) => string[];

/**
 * Validates values against the schemas of an OpenAPI 3.1 document (JSON
 * Schema 2020-12, whose references point into its components). Query values
 * arrive as text: `coerceTypes` reads them as the API does. Each schema is
 * compiled once, so checking every answer of a long test stays cheap.
 */
export function documentValidator(document: DocumentSchemas, coerceTypes = false): Validate {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes });
  addFormats(ajv);
  ajv.addSchema({ components: document.components }, 'document');
  const compiled = new WeakMap<object, ValidateFunction>();
  return (schema, value) => {
    let valid = compiled.get(schema);
    if (!valid) {
      // A schema taken out of the document still points at `#/components/…` of the document.
      valid = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"document#/components/')) as object);
      compiled.set(schema, valid);
    }
    if (valid(value)) return [];
    return (valid.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`);
  };
}
