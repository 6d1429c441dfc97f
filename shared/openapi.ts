/**
 * The OpenAPI 3.1 document served at GET /v1/openapi.json, generated from the route manifest (shared/routes.ts)
 * and the same zod schemas that validate requests (shared/schemas.ts), with zod 4's `z.toJSONSchema`.
 */
import * as z from 'zod';
import { ROUTES, type RouteDef } from './routes.js';
import { ErrorBody } from './schemas.js';

type Json = Record<string, unknown>;

/** Named schemas (zod `.meta({ id })`) collected while building, emitted as `components.schemas`. */
let components: Record<string, Json> = {};

/** JSON Schema of `schema`; named sub-schemas move to components and are referenced from there. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Json {
  const raw = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  const rewritten = JSON.parse(
    JSON.stringify(raw).replaceAll('"#/$defs/', '"#/components/schemas/'),
  ) as Json & { $defs?: Record<string, Json> };
  delete rewritten.$schema;
  for (const [name, def] of Object.entries(rewritten.$defs ?? {})) components[name] = def;
  delete rewritten.$defs;
  return rewritten;
}

/** Follow a top-level `$ref` into the collected components (for parameter lists). */
function resolved(json: Json): Json {
  const ref = json.$ref;
  return typeof ref === 'string' ? (components[ref.split('/').pop() ?? ''] ?? json) : json;
}

/** Query or path parameters of an object schema. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path'): Json[] {
  if (!schema) return [];
  const json = resolved(schemaOf(schema, 'input')) as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  // A value list checked after a transform (e.g. `type`: trimmed, then one of INVESTOR_TYPES) shows only on the
  // output side: carry its `enum` over so clients see the allowed values.
  const output = resolved(schemaOf(schema, 'output')) as { properties?: Record<string, Json> };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const allowed = output.properties?.[name]?.enum;
    return {
      name,
      in: where,
      required: where === 'path' || (json.required ?? []).includes(name),
      schema: Array.isArray(allowed) && !property.enum ? { ...property, enum: allowed } : property,
      ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
    };
  });
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operation(route: RouteDef): Json {
  const responses: Json = {
    [String(route.response.status ?? 200)]: {
      description: route.response.description ?? 'OK',
      ...(route.response.schema
        ? {
            content: {
              [route.response.contentType ?? 'application/json']: { schema: schemaOf(route.response.schema) },
            },
          }
        : route.response.contentType
          ? { content: { [route.response.contentType]: { schema: { type: 'string' } } } }
          : {}),
    },
  };
  if (route.query || route.params || route.body)
    responses['400'] = errorResponse('Invalid parameter; `field` names it.');
  if (route.access !== 'public') responses['401'] = errorResponse('Missing or invalid token.');
  if (route.params) responses['404'] = errorResponse('Not found.');
  if (route.rateLimit)
    responses['429'] = errorResponse(
      `Too many requests: at most ${route.rateLimit.perClient.requests} per client in ${route.rateLimit.perClient.windowSeconds} s; retry after the Retry-After header's seconds.`,
    );
  for (const [status, description] of Object.entries(route.errors ?? {})) {
    responses[status] = errorResponse(description);
  }
  return {
    operationId: route.operationId,
    summary: route.summary,
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(route.body, 'input') } },
          },
        }
      : {}),
    responses,
    security:
      route.access === 'public' ? [] : [{ [route.access === 'admin' ? 'adminsJwt' : 'foundersJwt']: [] }],
  };
}

/** Build the document. `serverUrl` is the API's base URL when known. */
export function buildOpenApi(serverUrl?: string): Json {
  components = {};
  const errorSchema = schemaOf(ErrorBody);
  const paths: Record<string, Json> = {};
  for (const route of ROUTES as readonly RouteDef[]) {
    paths[route.path] = { ...(paths[route.path] ?? {}), [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fundscout API',
      version: '1',
      description:
        'Investor discovery for founders. Contacts are only returned for investors the caller revealed.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      schemas: { ...components, Error: resolved(errorSchema) },
      securitySchemes: {
        foundersJwt: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Founders user pool ID token',
        },
        adminsJwt: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Admins user pool ID token (admins group)',
        },
      },
    },
  };
}
