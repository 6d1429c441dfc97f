/**
 * The OpenAPI 3.1 document served at GET /v1/openapi.json, generated from the route manifest (shared/routes.ts)
 * and the same zod schemas that validate requests (shared/schemas.ts), with zod 4's `z.toJSONSchema`.
 *
 * Security (issue 14): `foundersJwt` (founder routes), `adminsJwt` (admin routes), `investorsJwt` (investor routes,
 * issue 19), and on the routes with
 * `apiKey: true` either of the Premium API key schemes, `apiKeyBearer` (`Authorization: Bearer fsk_...`) and
 * `apiKeyHeader` (`x-api-key`), with their 403 `premium_required` and 429 answers. Every operation has a 4XX
 * response, and the document passes `redocly lint` with the recommended rules (test/integration/openapi-lint.test.ts).
 */
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_WINDOW_HOURS, IDEMPOTENT_REPLAYED_HEADER } from './idempotency.js';
import * as z from 'zod';
import { ROUTES, type RouteDef } from './routes.js';
import { ErrorBody } from './schemas.js';
import { API_KEY_MESSAGES, DEFAULT_API_KEY_RATE_LIMIT_PER_MINUTE } from './api-keys-schemas.js';

type Json = Record<string, unknown>;

/** Named schemas (zod `.meta({ id })`) collected while building, emitted as `components.schemas`. */
let components: Record<string, Json> = {};

/**
 * A record keyed by an enum (`z.record(z.enum([...]), v)`, e.g. StageCounts, CatalogueStats.by_type) comes out of zod
 * as `required` keys with only `propertyNames` and `additionalProperties`: valid JSON Schema, but `redocly lint`'s
 * no-required-schema-properties-undefined rule (and most client generators) want each required key under
 * `properties`. Spells them out, in place.
 */
function enumKeyedRecord(json: Json): void {
  const { required, properties, additionalProperties } = json;
  if (!Array.isArray(required) || properties !== undefined) return;
  if (typeof additionalProperties !== 'object' || additionalProperties === null) return;
  json.properties = Object.fromEntries(required.map((key) => [String(key), additionalProperties]));
}

/** JSON Schema of `schema`; named sub-schemas move to components and are referenced from there. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Json {
  const raw = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: ({ jsonSchema }) => enumKeyedRecord(jsonSchema as Json),
  }) as Json;
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

/** The `Idempotency-Key` header of the routes declaring `idempotencyKey` (issue 22.3; ADR 0038). */
const IDEMPOTENCY_PARAMETER: Json = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description: `A key of your choosing (1 to 255 visible ASCII characters; a UUID per user action), the same on every retry of that action. A retry with the same key and request within ${IDEMPOTENCY_WINDOW_HOURS} hours answers the first answer again, with the header \`${IDEMPOTENT_REPLAYED_HEADER}: true\`, and is never charged twice; the same key with a different request answers 409. An invalid key answers 400 naming the header.`,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

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
  if (route.access !== 'public')
    responses['401'] = errorResponse(
      route.apiKey
        ? 'Missing or invalid token, or an invalid or revoked API key.'
        : 'Missing or invalid token.',
    );
  if (route.apiKey) {
    responses['403'] = errorResponse(
      `With an API key: the key's founder is not on a plan with API access (\`premium_required\`, "${API_KEY_MESSAGES.premiumRequired}").`,
    );
    responses['429'] = errorResponse(
      `With an API key: more than the key's limit of requests a minute (default ${DEFAULT_API_KEY_RATE_LIMIT_PER_MINUTE}, \`too_many_requests\`); retry after the Retry-After header's seconds.`,
    );
  }
  if (route.params) responses['404'] = errorResponse('Not found.');
  if (route.rateLimit)
    responses['429'] = errorResponse(
      `Too many requests: at most ${route.rateLimit.perClient.requests} per client in ${route.rateLimit.perClient.windowSeconds} s; retry after the Retry-After header's seconds.`,
    );
  if (route.idempotencyKey) {
    responses['409'] = errorResponse(
      `The ${IDEMPOTENCY_HEADER} was already used with a different request in the last ${IDEMPOTENCY_WINDOW_HOURS} hours (\`idempotency_key_reused\`, field \`${IDEMPOTENCY_HEADER}\`).`,
    );
  }
  for (const [status, description] of Object.entries(route.errors ?? {})) {
    const shared = responses[status] as { description: string } | undefined;
    responses[status] = errorResponse(shared ? `${description} ${shared.description}` : description);
  }
  // Every operation documents a client error (redocly `operation-4xx-response`): the gateway's 404 for a
  // mistyped path, 405, or a 4xx of a client that sends what it should not.
  if (!Object.keys(responses).some((status) => status.startsWith('4')))
    responses['4XX'] = errorResponse('A client error: unknown path or method, or a malformed request.');
  return {
    operationId: route.operationId,
    summary: route.summary,
    parameters: [
      ...parameters(route.params, 'path'),
      ...parameters(route.query, 'query'),
      ...(route.idempotencyKey ? [IDEMPOTENCY_PARAMETER] : []),
    ],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(route.body, 'input') } },
          },
        }
      : {}),
    responses,
    security: securityOf(route),
  };
}

/** The operation's `security`: none for public routes; a founder route with `apiKey` takes a JWT or a key. */
export function securityOf(route: Pick<RouteDef, 'access' | 'apiKey'>): Record<string, string[]>[] {
  if (route.access === 'public') return [];
  if (route.access === 'admin') return [{ adminsJwt: [] }];
  if (route.access === 'investor') return [{ investorsJwt: [] }];
  return route.apiKey
    ? [{ foundersJwt: [] }, { apiKeyBearer: [] }, { apiKeyHeader: [] }]
    : [{ foundersJwt: [] }];
}

/** Where the document says the API is when the caller does not know (`buildOpenApi(serverUrl)`). */
export const DEFAULT_SERVER = {
  url: 'http://127.0.0.1:3001',
  description:
    'The local stack (`npm start`); on AWS the API is the web app’s own origin (CloudFront `/v1/*`).',
};

const REF = /"#\/components\/schemas\/([^"]+)"/g;

/**
 * The named schemas reachable from `roots` (following refs between components). A query or path schema is
 * inlined as parameters, so its own component would otherwise be listed but never used (redocly
 * `no-unused-components`).
 */
function reachable(roots: unknown[], all: Record<string, Json>): Record<string, Json> {
  const kept: Record<string, Json> = {};
  const pending = roots.flatMap((root) => [...JSON.stringify(root).matchAll(REF)].map((m) => m[1]!));
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (Object.hasOwn(kept, name) || !Object.hasOwn(all, name)) continue;
    kept[name] = all[name]!;
    pending.push(...[...JSON.stringify(all[name]).matchAll(REF)].map((m) => m[1]!));
  }
  return kept;
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
      license: { name: 'Proprietary', identifier: 'LicenseRef-Fundscout-Proprietary' },
      description:
        'Investor discovery for founders. Contacts are only returned for investors the caller revealed.',
    },
    servers: serverUrl ? [{ url: serverUrl, description: 'This API' }] : [DEFAULT_SERVER],
    paths,
    components: {
      schemas: reachable([paths], { ...components, Error: resolved(errorSchema) }),
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
        investorsJwt: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Investors user pool ID token (the investor portal, issue 19)',
        },
        apiKeyBearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'fsk_<prefix>_<secret>',
          description:
            'A Premium API key (Account Settings → API keys) as a bearer token. Premium, pro and enterprise plans; limited per key per minute.',
        },
        apiKeyHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'x-api-key',
          description: 'A Premium API key (`fsk_<prefix>_<secret>`) in the x-api-key header.',
        },
      },
    },
  };
}
