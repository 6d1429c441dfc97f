/**
 * Request validation with the shared zod schemas (shared/schemas.ts). Failures become a 400 whose message and
 * `field` name the offending parameter, never a 500.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import { BadRequest } from './http-errors.js';

/** Turn a zod error into a BadRequest naming the first offending field. */
export function toBadRequest(
  error: z.ZodError,
  where: 'query parameter' | 'path parameter' | 'body field',
): BadRequest {
  const issue = error.issues[0];
  if (!issue) return new BadRequest('Invalid request.');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    return new BadRequest(`Unknown ${where} '${key}'.`, key);
  }
  const field = issue.path.filter((p) => typeof p !== 'number').join('.') || undefined;
  const label = field ? `${where} '${field}'` : where;
  return new BadRequest(`Invalid ${label}: ${issue.message}`, field);
}

function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema as z.ZodType & { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } };
  while (s.def.type === 'default' || s.def.type === 'optional' || s.def.type === 'pipe') {
    const next = s.def.type === 'pipe' ? s.def.in : s.def.innerType;
    if (!next) break;
    s = next as typeof s;
  }
  return s;
}

/** True when the object schema's field is an array (a repeatable query parameter). */
function isArrayField(schema: z.ZodType, key: string): boolean {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
  // Own properties only: `constructor`, `toString`, `__proto__` ... are names a client may send (issue 14).
  if (!shape || !Object.hasOwn(shape, key)) return false;
  return unwrap(shape[key]!).def.type === 'array';
}

/**
 * Parse the query string with `schema` (a zod object). Read from `rawQueryString`, because HTTP API payload v2
 * joins repeated parameters with commas in `queryStringParameters`. Array fields collect every occurrence; a
 * scalar field given twice is a 400.
 */
export function parseQuery<S extends z.ZodType>(event: APIGatewayProxyEventV2, schema: S): z.output<S> {
  const params = new URLSearchParams(event.rawQueryString ?? '');
  // A null-prototype object: `__proto__` or `constructor` as a parameter name is an ordinary (unknown) key.
  const raw = Object.create(null) as Record<string, string | string[]>;
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (isArrayField(schema, key)) raw[key] = values;
    else if (values.length > 1) throw new BadRequest(`Query parameter '${key}' may be given only once.`, key);
    else raw[key] = values[0] ?? '';
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw toBadRequest(result.error, 'query parameter');
  return result.data;
}

/** Parse `pathParameters` with `schema`. */
export function parsePath<S extends z.ZodType>(event: APIGatewayProxyEventV2, schema: S): z.output<S> {
  const result = schema.safeParse(event.pathParameters ?? {});
  if (!result.success) throw toBadRequest(result.error, 'path parameter');
  return result.data;
}

/** Parse a JSON body with `schema`. Malformed JSON is a 400 (`code: invalid_json`). */
export function parseBody<S extends z.ZodType>(event: APIGatewayProxyEventV2, schema: S): z.output<S> {
  let json: unknown = {};
  if (event.body) {
    const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    try {
      json = JSON.parse(text);
    } catch {
      throw new BadRequest('The request body is not valid JSON.', undefined, 'invalid_json');
    }
  }
  const result = schema.safeParse(json);
  if (!result.success) throw toBadRequest(result.error, 'body field');
  return result.data;
}
