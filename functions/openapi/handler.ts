/**
 * Feature `openapi`: GET /v1/openapi.json (public), the document built by shared/openapi.ts from the route
 * manifest and zod schemas. Built once per container.
 */
import { featureHandler, Reply } from '../lib/http.js';
import { buildOpenApi } from '../../shared/openapi.js';

let document: string | undefined;

export const handler = featureHandler('openapi', {
  'GET /v1/openapi.json': () => {
    document ??= JSON.stringify(buildOpenApi());
    return new Reply(200, document, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'max-age=300',
    });
  },
});
