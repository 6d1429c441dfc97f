/**
 * Feature `health`: `GET /v1/health` (public). Answers `{ status: 'ok', time }` (shared/schemas.ts HealthResponse)
 * so the local stack, load balancers and humans can tell the API is up.
 */
import { featureHandler } from '../lib/http.js';
import type { HealthResponse } from '../../shared/schemas.js';

export const handler = featureHandler('health', {
  'GET /v1/health': (): HealthResponse => ({ status: 'ok', time: new Date().toISOString() }),
});
