import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi.js';
import { ROUTES } from './routes.js';

describe('buildOpenApi', () => {
  const doc = buildOpenApi() as {
    openapi: string;
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };

  it('describes every manifest route, and only those', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
    expect(doc.openapi).toBe('3.1.0');
  });

  it('documents parameters from the validating schemas, with industry repeatable', () => {
    const list = doc.paths['/v1/investors']?.get as {
      parameters: { name: string; schema: { type?: string } }[];
      security: unknown[];
    };
    const names = list.parameters.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['q', 'country', 'type', 'stage', 'industry', 'page']));
    expect(list.parameters.find((p) => p.name === 'industry')?.schema.type).toBe('array');
    expect(list.security).toEqual([{ foundersJwt: [] }]);
    const health = doc.paths['/v1/health']?.get as { security: unknown[] };
    expect(health.security).toEqual([]);
    const one = doc.paths['/v1/investors/{id}']?.get as { parameters: { name: string; in: string }[] };
    expect(one.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
  });

  it('resolves every $ref to a component schema', () => {
    const full = buildOpenApi() as { components: { schemas: Record<string, unknown> } };
    const refs = [...JSON.stringify(full).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(full.components.schemas).toHaveProperty(ref as string);
  });
});
