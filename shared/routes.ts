/**
 * The route manifest: every public API route, the feature function that serves it and who may call it.
 * It drives the local gateway (scripts/local/gateway.ts), the CDK HTTP API routes (infra/) and the OpenAPI
 * document (shared/openapi.ts), so the three cannot drift (DESIGN.md "Two ways to run, one code path").
 *
 * Paths use API Gateway syntax (`{id}`); the route key seen by a handler is `${method} ${path}`.
 */
import type { z } from 'zod';
import {
  HealthResponse,
  InvestorFilters,
  InvestorIdParams,
  Investor,
  InvestorListQuery,
  InvestorListResponse,
  MeResponse,
} from './schemas.js';

/** public: no token; founder: a founders-pool JWT; admin: an admins-pool JWT in the `admins` group. */
export type Access = 'public' | 'founder' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One Lambda per feature; its entry is `functions/<feature>/handler.ts`, export `handler`, and it dispatches on
 * `event.routeKey`. The list of features is the list of functions the stack deploys.
 */
export const FEATURES = ['health', 'openapi', 'investors', 'me'] as const;
export type Feature = (typeof FEATURES)[number];

/** How a feature function uses the single table: least privilege is declared here and granted by the stack. */
export const FEATURE_TABLE_ACCESS: Record<Feature, 'none' | 'read' | 'readwrite'> = {
  health: 'none',
  openapi: 'none',
  investors: 'read',
  me: 'readwrite',
};

export interface RouteDef {
  method: HttpMethod;
  path: `/v1/${string}` | '/v1';
  feature: Feature;
  access: Access;
  operationId: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success status (default 200) and body schema; `contentType` other than JSON is described by `description`. */
  response: { status?: number; schema?: z.ZodType; contentType?: string; description?: string };
}

export const ROUTES = [
  {
    method: 'GET',
    path: '/v1/health',
    feature: 'health',
    access: 'public',
    operationId: 'getHealth',
    summary: 'Liveness check.',
    response: { schema: HealthResponse },
  },
  {
    method: 'GET',
    path: '/v1/openapi.json',
    feature: 'openapi',
    access: 'public',
    operationId: 'getOpenApi',
    summary: 'This OpenAPI document.',
    response: { description: 'OpenAPI 3.1 document' },
  },
  {
    method: 'GET',
    path: '/v1/investors',
    feature: 'investors',
    access: 'founder',
    operationId: 'listInvestors',
    summary: 'Search and filter the investor catalogue, 10 a page. Contacts only for revealed investors.',
    query: InvestorListQuery,
    response: { schema: InvestorListResponse },
  },
  {
    method: 'GET',
    path: '/v1/investors/filters',
    feature: 'investors',
    access: 'founder',
    operationId: 'getInvestorFilters',
    summary: 'Catalogue size and the filter options drawn from the data.',
    response: { schema: InvestorFilters },
  },
  {
    method: 'GET',
    path: '/v1/investors/{id}',
    feature: 'investors',
    access: 'founder',
    operationId: 'getInvestor',
    summary: 'One investor. Contact only if the caller revealed it.',
    params: InvestorIdParams,
    response: { schema: Investor },
  },
  {
    method: 'GET',
    path: '/v1/me',
    feature: 'me',
    access: 'founder',
    operationId: 'getMe',
    summary: "The caller's profile (created on first call), action usage and counts.",
    response: { schema: MeResponse },
  },
] as const satisfies readonly RouteDef[];

export type RouteKey = `${(typeof ROUTES)[number]['method']} ${(typeof ROUTES)[number]['path']}`;

/** `GET /v1/investors/{id}` style key, as API Gateway puts in `event.routeKey`. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
