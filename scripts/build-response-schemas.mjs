// Turns the API's response body types (api/src/docs/response-bodies.ts, which names contract types)
// into the JSON Schemas its OpenAPI document serves. Run by `npm run build` after `tsc -b`: the
// generator reads the libs' built declarations, and the API reads the result at start, so starting
// compiles no TypeScript and the schemas are never copied by hand.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

process.chdir(new URL('..', import.meta.url).pathname);
const SOURCE = 'api/src/docs/response-bodies.ts';
const ROOT = 'ResponseBodies';
/** Beside the API's compiled code; api/src/docs/response-schemas.ts reads it from there. */
const OUTPUT = 'api/dist/docs/response-schemas.json';
// OpenAPI names a component by these characters only; a generic type's name (`Page<Contact>`) has others.
const COMPONENT_NAME = /^[A-Za-z0-9._-]+$/;

// `tsc -b` has type-checked the file already. Interfaces become `additionalProperties: false` (the
// generator's default): a contract type lists every field, so a field it does not name is an error.
const generated = createGenerator({ path: SOURCE, tsconfig: 'api/tsconfig.json', type: ROOT, skipTypeCheck: true }).createSchema(ROOT);

const { [ROOT]: root, ...definitions } = generated.definitions;
const badNames = Object.keys(definitions).filter((name) => !COMPONENT_NAME.test(name));
if (badNames.length > 0) throw new Error(`${SOURCE}: give these types a plain exported name: ${badNames.join(', ')}`);

// The document's components are the definitions, so each reference points there.
const asComponents = (schema) => JSON.parse(JSON.stringify(schema).replaceAll('"#/definitions/', '"#/components/schemas/'));
mkdirSync(dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, JSON.stringify({ bodies: asComponents(root.properties), schemas: asComponents(definitions) }));
