/**
 * The demand routes (issue 37 items 1-2; docs/decisions/0060-bring-investors-in.md): `demand` the founders' asks for a
 * listing that cannot be revealed or pitched yet and their requests for a firm the catalogue lacks; the public page
 * of a listing for its investors, with the demand figures (`catalogue-stats`, public and cached). Part of the route
 * manifest (shared/routes.ts spreads them into ROUTES), kept in their own file like the pitch routes.
 */
import {
  AskState,
  DEMAND_MIN_FOUNDERS,
  FirmRequest,
  FirmRequested,
  PublicListing,
} from './demand-schemas.js';
import { InvestorIdParams } from './schemas.js';

export const DEMAND_ROUTES = [
  {
    method: 'GET',
    path: '/v1/investors/{id}/ask',
    feature: 'demand',
    access: 'founder',
    operationId: 'getInvestorAsk',
    summary:
      'Whether the founder asked this investor to join Fundscout, and whether it can be asked for (no direct contact on file and not taking pitches).',
    params: InvestorIdParams,
    response: { schema: AskState },
  },
  {
    method: 'PUT',
    path: '/v1/investors/{id}/ask',
    feature: 'demand',
    access: 'founder',
    operationId: 'askInvestor',
    summary:
      'Ask this investor to join Fundscout: free, once per founder and listing (asking again keeps the first ask). Counted in the month it was made; the investor sees only a rounded figure from 5 founders on, never who.',
    params: InvestorIdParams,
    response: { schema: AskState },
    errors: {
      409: 'The listing can already be revealed or pitched: nothing to ask for (`listing_reachable`).',
    },
  },
  {
    method: 'DELETE',
    path: '/v1/investors/{id}/ask',
    feature: 'demand',
    access: 'founder',
    operationId: 'undoInvestorAsk',
    summary: 'Undo the founder’s ask for this investor (idempotent).',
    params: InvestorIdParams,
    response: { schema: AskState },
  },
  {
    method: 'POST',
    path: '/v1/firm-requests',
    feature: 'demand',
    access: 'founder',
    operationId: 'requestFirm',
    summary:
      'Request a firm that is not in the catalogue (name and https website). The administrators see one request per registrable domain of the website, each founder counted once.',
    body: FirmRequest,
    response: { schema: FirmRequested },
    errors: { 400: 'A website without a registrable domain (`website`).' },
  },
  {
    method: 'GET',
    path: '/v1/public/listings/{id}',
    feature: 'catalogue-stats',
    access: 'public',
    operationId: 'getPublicListing',
    summary: `A listing's public page for its investors: name, website, whether it is claimed, and the founders' demand (asked this month, saved by), each only from ${DEMAND_MIN_FOUNDERS} founders on and rounded down, never who. Cache-Control: public, max-age=300.`,
    params: InvestorIdParams,
    response: { schema: PublicListing },
    cache: { maxAgeSeconds: 300, queryStrings: [] },
  },
] as const;
