import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteAnswer } from './answers';
import type { Responses, Schema } from './openapi-types';
import type { ResponseBodies } from './response-bodies';

/**
 * Written by `npm run build` (scripts/build-response-schemas.mjs) beside the
 * compiled docs. The path is the same from this file and from its compiled
 * copy (api/src/docs, api/dist/docs), so tests, which run the sources, read
 * the built file too.
 */
const FILE = join(__dirname, '../../dist/docs/response-schemas.json');

interface Built {
  /** Each entry of ResponseBodies: a reference to its type's schema, or a list of them. */
  bodies: Record<string, Schema>;
  /** Every named type those refer to, referring to each other as `#/components/schemas/<name>`. */
  schemas: Record<string, Schema>;
}

function read(): Built {
  try {
    return JSON.parse(readFileSync(FILE, 'utf8')) as Built;
  } catch (error) {
    throw new Error(`${FILE} is missing or unreadable: \`npm run build\` writes it`, { cause: error });
  }
}

/** The JSON Schemas of the API's response bodies, generated from their TypeScript types at build time. */
export class ResponseSchemas {
  private readonly built = read();
  /** For the document's components. */
  readonly schemas = this.built.schemas;

  /** A response with the JSON body `ResponseBodies[body]`. */
  json(body: keyof ResponseBodies, description: string): Responses[string] {
    const schema = this.built.bodies[body];
    // The file predates the types: a body added since the last build.
    if (!schema) throw new Error(`${FILE} has no schema of ${body}: run \`npm run build\``);
    return { description, content: { 'application/json': { schema } } };
  }

  /** The responses of a route that answers `answer` with `status` when it succeeds. */
  success(answer: RouteAnswer, status: number): Responses {
    switch (answer.kind) {
      case 'json':
        return Object.fromEntries((answer.statuses.length > 0 ? answer.statuses : [status]).map((s) => [String(s), this.json(answer.body, answer.body)]));
      case 'media':
        return { [status]: { description: `A ${answer.contentType} body`, content: { [answer.contentType]: { schema: { type: 'string' } } } } };
      case 'none':
        return { [status]: { description: 'No body' } };
    }
  }
}
