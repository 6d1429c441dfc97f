import { NO_LISTING_STATE } from './listing.js';
import { describe, expect, it } from 'vitest';
import { NO_DETAILS } from './catalogue-schemas.js';
import { DEFAULT_SERVER, buildOpenApi } from './openapi.js';
import { ROUTES, type RouteDef } from './routes.js';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_ROUTES } from './idempotency.js';

type Schema = Record<string, unknown>;
const doc = buildOpenApi() as {
  openapi: string;
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Schema> };
};

/**
 * A small structural JSON Schema check (type incl. type lists, properties, required, additionalProperties false,
 * items, enum, const, anyOf/oneOf, $ref into components): enough to prove the document describes real responses.
 * @returns the paths of the mismatches, empty when `value` fits.
 */
function check(schema: Schema, value: unknown, path = '$'): string[] {
  if (typeof schema.$ref === 'string') {
    const target = doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
    return target ? check(target, value, path) : [`${path}: dangling ${schema.$ref}`];
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (options && !options.some((o) => check(o, value, path).length === 0))
      return [`${path}: no ${key} fits`];
  }
  if (schema.enum && !(schema.enum as unknown[]).includes(value))
    return [`${path}: ${String(value)} not in enum`];
  if ('const' in schema && schema.const !== value) return [`${path}: not ${String(schema.const)}`];
  const types = schema.type === undefined ? [] : ([] as unknown[]).concat(schema.type);
  const kind =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : Number.isInteger(value)
          ? 'integer'
          : typeof value;
  if (types.length > 0 && !types.some((t) => t === kind || (t === 'number' && kind === 'integer'))) {
    return [`${path}: ${kind} is not ${types.join('|')}`];
  }
  const errors: string[] = [];
  if (kind === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const name of (schema.required ?? []) as string[]) {
      if (!(name in object)) errors.push(`${path}.${name}: missing`);
    }
    for (const [name, v] of Object.entries(object)) {
      if (properties[name]) errors.push(...check(properties[name], v, `${path}.${name}`));
      else if (schema.additionalProperties === false) errors.push(`${path}.${name}: not allowed`);
    }
  }
  if (kind === 'array' && schema.items) {
    (value as unknown[]).forEach((v, i) => errors.push(...check(schema.items as Schema, v, `${path}[${i}]`)));
  }
  return errors;
}

const responseSchema = (path: string, method = 'get', status = '200'): Schema =>
  (doc.paths[path]?.[method]?.responses as Record<string, Schema>)[status]?.content as Schema;
const jsonSchema = (path: string, status = '200') =>
  ((responseSchema(path, 'get', status)?.['application/json'] as Schema)?.schema ?? {}) as Schema;

const investor = {
  id: 'inv-1',
  name: 'Alpha Capital',
  company: 'Alpha',
  image_url: null,
  verified: true,
  funding_description: 'Seed funds',
  location: ['Germany'],
  city: 'Berlin',
  funding_stage: ['Seed', 'Series A'],
  funding_type: 'Venture Fund',
  funding_industries: ['Fintech'],
  check_sizes: '$100k',
  bio: '',
  contact: null,
  contact_type: null,
  contact_revealed: false,
  has_direct_contact: false,
  saved: false,
  company_url: 'https://alpha.example',
  application_url: null,
  check_min_usd: 100_000,
  check_max_usd: null,
  details: NO_DETAILS,
  ...NO_LISTING_STATE,
  created_at: '2026-09-01T00:00:00.000Z',
  source: null,
};

describe('buildOpenApi', () => {
  it('is OpenAPI 3.1 with every manifest route, a unique operationId and a summary', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ids = new Set<string>();
    for (const route of ROUTES) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      expect(op?.operationId).toBe(route.operationId);
      expect(op?.summary).toEqual(expect.any(String));
      ids.add(route.operationId);
    }
    expect(ids.size).toBe(ROUTES.length);
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p));
    expect(operations).toHaveLength(ROUTES.length);
  });

  it('applies the security of each route: JWT by access, and either API key scheme on the apiKey routes', () => {
    for (const route of ROUTES as readonly RouteDef[]) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      const expected =
        route.access === 'public'
          ? []
          : route.access === 'admin'
            ? [{ adminsJwt: [] }]
            : route.access === 'investor'
              ? [{ investorsJwt: [] }]
              : route.apiKey
                ? [{ foundersJwt: [] }, { apiKeyBearer: [] }, { apiKeyHeader: [] }]
                : [{ foundersJwt: [] }];
      expect(op?.security, `${route.method} ${route.path}`).toEqual(expected);
      if (route.apiKey)
        expect(Object.keys(op?.responses as Schema)).toEqual(expect.arrayContaining(['403', '429']));
    }
    expect(doc.components.securitySchemes.foundersJwt).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.adminsJwt).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.investorsJwt).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKeyBearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'fsk_<prefix>_<secret>',
    });
    expect(doc.components.securitySchemes.apiKeyHeader).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-api-key' }),
    );
    // Every declared scheme is used by some operation.
    const used = new Set(
      Object.values(doc.paths)
        .flatMap((p) => Object.values(p))
        .flatMap((op) => (op.security as Record<string, unknown>[]).flatMap((s) => Object.keys(s))),
    );
    expect([...used].sort()).toEqual(Object.keys(doc.components.securitySchemes).sort());
  });

  it('declares servers, a 4XX on every operation and only components that are used', () => {
    expect((buildOpenApi() as { servers: unknown[] }).servers).toEqual([DEFAULT_SERVER]);
    expect((buildOpenApi('https://app.example') as { servers: unknown[] }).servers).toEqual([
      { url: 'https://app.example', description: 'This API' },
    ]);
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(
          Object.keys(op.responses as Schema).some((status) => status.startsWith('4')),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
    const text = JSON.stringify(doc.paths);
    const referenced = new Set<string>();
    const walk = (json: string) => {
      for (const [, name] of json.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
        if (referenced.has(name!)) continue;
        referenced.add(name!);
        walk(JSON.stringify(doc.components.schemas[name!]));
      }
    };
    walk(text);
    expect(Object.keys(doc.components.schemas).sort()).toEqual([...referenced].sort());
  });

  it('describes the query and path parameters, with industry as a repeatable array', () => {
    const list = doc.paths['/v1/investors']?.get?.parameters as Schema[];
    expect(list.map((p) => p.name)).toEqual([
      'q',
      'country',
      'type',
      'stage',
      'industry',
      'page',
      'pageSize',
      'sort',
      'raising',
      'direct',
      'investing',
      'pitches',
    ]);
    expect(list.find((p) => p.name === 'industry')).toMatchObject({
      in: 'query',
      style: 'form',
      explode: true,
      schema: { type: 'array', items: { type: 'string' } },
    });
    expect((list.find((p) => p.name === 'type')?.schema as Schema).enum).toContain('Angel Network');
    expect(doc.paths['/v1/investors/{id}']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
  });

  it('documents 400/401/404 with the Error schema where they can happen', () => {
    const get = doc.paths['/v1/investors/{id}']?.get?.responses as Record<string, Schema>;
    expect(Object.keys(get)).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
    expect(
      check(jsonSchema('/v1/investors/{id}', '404'), { error: { code: 'not_found', message: 'No.' } }),
    ).toEqual([]);
    expect(
      check(jsonSchema('/v1/investors', '400'), {
        error: { code: 'bad_request', message: 'x', field: 'page' },
      }),
    ).toEqual([]);
    expect(Object.keys(doc.paths['/v1/health']?.get?.responses as Schema)).toEqual(['200', '4XX']);
  });

  it('has response schemas that accept real sample responses and reject wrong ones', () => {
    const facets = {
      types: { 'Venture Fund': 1 },
      stages: { Seed: 1 },
      countries: {},
      industries: {},
      direct_contact: 0,
      currently_investing: 0,
      open_to_pitches: 0,
    };
    const list = {
      items: [investor],
      total: 1,
      page: 1,
      pageSize: 10,
      facets,
      suggestion: null,
      sectorsNotRecorded: 0,
    };
    expect(check(jsonSchema('/v1/investors'), list)).toEqual([]);
    expect(check(jsonSchema('/v1/investors/{id}'), investor)).toEqual([]);
    expect(
      check(jsonSchema('/v1/investors/filters'), {
        total: 1,
        countries: ['Germany'],
        types: ['Venture Fund'],
        stages: ['Seed'],
        industries: ['Fintech'],
      }),
    ).toEqual([]);
    expect(check(jsonSchema('/v1/investors'), { ...list, pageSize: 20 })).not.toEqual([]);
    expect(check(jsonSchema('/v1/investors/{id}'), { ...investor, funding_type: 'Banana' })).not.toEqual([]);
    expect(check(jsonSchema('/v1/investors/{id}'), { ...investor, location: 'Germany' })).not.toEqual([]);
  });

  it('describes the metered routes: 402 where actions are spent, CSV export, saved list and settings body', () => {
    const reveal = doc.paths['/v1/investors/{id}/reveal']?.post as Schema;
    const exportOp = doc.paths['/v1/exports']?.post as Schema;
    expect(Object.keys(reveal.responses as Schema)).toEqual(
      expect.arrayContaining(['200', '402', '404', '409', '503']),
    );
    expect(Object.keys(exportOp.responses as Schema)).toEqual(expect.arrayContaining(['200', '400', '402']));
    expect(Object.keys((exportOp.responses as Record<string, Schema>)['200']?.content as Schema)).toEqual([
      'text/csv',
    ]);
    const saved = (responseSchema('/v1/saved')?.['application/json'] as Schema)?.schema as Schema;
    // issue 15: one list's entries with their pipeline fields
    const pipeline = {
      list_id: 'default',
      stage: 'meeting',
      notes: '',
      next_step: 'Send the deck',
      next_step_due: '2026-12-01',
      passed_reason: null,
      passed_note: '',
      updated_at: null,
    };
    const sample = {
      list: { id: 'default', name: 'Saved investors', is_default: true },
      items: [{ ...investor, saved: true, saved_at: '2026-09-02T00:00:00.000Z', ...pipeline }],
      summary: { total: 1, revealed: 0, verified: 1 },
    };
    expect(check(saved, sample)).toEqual([]);
    expect(check(saved, { ...sample, summary: { total: 1 } })).not.toEqual([]);
    expect(check(saved, { ...sample, items: [{ ...sample.items[0], stage: 'won' }] })).not.toEqual([]);
    const patch = doc.paths['/v1/me']?.patch as Schema;
    const body = ((patch.requestBody as Schema).content as Record<string, Schema>)['application/json']
      ?.schema as Schema;
    expect(check(body, { first_name: 'Ada', bio: 'Hi' })).toEqual([]);
    expect(check(body, { subscription_tier: 'pro' })).not.toEqual([]);
  });

  it('leaves no dangling $ref', () => {
    const text = JSON.stringify(doc);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      expect(doc.components.schemas, name).toHaveProperty(name as string);
    }
  });
});

describe('public write routes', () => {
  it('document the request body, the 202 receipt, 400 and the 429 of their rate limit', () => {
    const post = doc.paths['/v1/applications']?.post as Schema & {
      requestBody: { content: Record<string, { schema: Schema }> };
      responses: Record<string, Schema>;
    };
    expect(Object.keys(post.responses).sort()).toEqual(['202', '400', '429']);
    const body = post.requestBody.content['application/json']!.schema;
    const resolvedBody = (
      typeof body.$ref === 'string' ? doc.components.schemas[body.$ref.split('/').pop()!] : body
    ) as { properties: Record<string, unknown>; required: string[] };
    expect(resolvedBody.required).toEqual(expect.arrayContaining(['name', 'contact']));
    expect(Object.keys(resolvedBody.properties)).toEqual(
      expect.arrayContaining(['funding_type', 'funding_stage', 'funding_industries', 'website_confirm']),
    );
    const receipt = (post.responses['202']!.content as Record<string, { schema: Schema }>)[
      'application/json'
    ]!.schema;
    expect(check(receipt, { id: 'x', status: 'pending', submitted_at: '2026-11-23T00:00:00.000Z' })).toEqual(
      [],
    );
    expect(
      check(receipt, { id: 'x', status: 'approved', submitted_at: '2026-11-23T00:00:00.000Z' }),
    ).not.toEqual([]);
    const events = doc.paths['/v1/client-events']?.post as { responses: Record<string, Schema> };
    expect(Object.keys(events.responses).sort()).toEqual(['204', '400', '429']);
  });
});

describe('Idempotency-Key (issue 22.3; docs/decisions/0038-idempotency-keys.md)', () => {
  it('the web client’s list names exactly the manifest routes declaring it', () => {
    const declared = ROUTES.filter((r: RouteDef) => r.idempotencyKey).map((r) => `${r.method} ${r.path}`);
    expect([...IDEMPOTENT_ROUTES].sort()).toEqual(declared.sort());
  });

  it('documents the header, its 400 and its 409 on those routes and no other', () => {
    for (const route of ROUTES as readonly RouteDef[]) {
      const operation = doc.paths[route.path]![route.method.toLowerCase()]! as {
        parameters: { name: string; in: string; required: boolean }[];
        responses: Record<string, { description: string }>;
      };
      const header = operation.parameters.find((p) => p.name === IDEMPOTENCY_HEADER);
      if (!route.idempotencyKey) {
        expect(header, route.operationId).toBeUndefined();
        continue;
      }
      expect(header, route.operationId).toMatchObject({ in: 'header', required: false });
      expect(operation.responses['409']!.description).toContain('idempotency_key_reused');
      expect(operation.responses['400']).toBeDefined();
    }
  });
});
