import { createReadStream } from 'node:fs';
import { dirname, join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { registerAdminPages } from '../admin/auth/admin-pages';
import type { AdminSessions } from '../admin/auth/admin-sessions';
import { OPENAPI_PATH } from './openapi-document';

export const API_REFERENCE_PATH = '/api/docs';

/** Swagger UI's own script and stylesheet, and nothing from elsewhere. */
const REFERENCE_CONTENT_SECURITY_POLICY = ["default-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "frame-ancestors 'none'"].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pitchlens API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${API_REFERENCE_PATH}/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="${API_REFERENCE_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_REFERENCE_PATH}/reference.js"></script>
</body>
</html>
`;

// A file, not an inline script: the page's policy allows scripts from this site only.
const START = `SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: '#reference' });\n`;

const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS = { 'swagger-ui.css': 'text/css; charset=utf-8', 'swagger-ui-bundle.js': 'text/javascript; charset=utf-8' } as const;

/** The API reference (Swagger UI over the generated document) and the document itself, for a signed-in admin only. */
export function serveApiReference(fastify: FastifyInstance, document: OpenAPIObject, sessions: AdminSessions): void {
  const json = JSON.stringify(document);
  registerAdminPages(fastify, sessions, REFERENCE_CONTENT_SECURITY_POLICY, async (scope) => {
    scope.get(OPENAPI_PATH, (_request, reply) => reply.type('application/json; charset=utf-8').send(json));
    scope.get(API_REFERENCE_PATH, (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
    scope.get(`${API_REFERENCE_PATH}/reference.js`, (_request, reply) => reply.type('text/javascript; charset=utf-8').send(START));
    for (const [file, type] of Object.entries(ASSETS)) {
      scope.get(`${API_REFERENCE_PATH}/${file}`, (_request, reply) => reply.type(type).send(createReadStream(join(SWAGGER_UI_DIR, file))));
    }
  });
}
