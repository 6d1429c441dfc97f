/**
 * E2E lanes (issue 32, docs/decisions/0055-ci-in-parallel.md): each Playwright worker runs its specs against a
 * local stack of its own (test/e2e/serve-built.ts: DynamoDB Local, cognito-local, the gateway, the Stripe stand-in,
 * the built web app) and its own OpenAI and quote-provider fakes, on ports of its own and in a state folder of its
 * own, so specs of two workers never share a catalogue, a mailbox or a fake's mode.
 *
 * Lane `i` (Playwright's `parallelIndex`, 0 .. workers - 1) takes each base port plus `i * LANE_PORT_STEP`. The bases
 * keep the suite's historical ports and can each be moved by the environment (`E2E_WEB_PORT`, `E2E_API_PORT`,
 * `E2E_COGNITO_PORT`, `E2E_DYNAMODB_PORT`, `E2E_STRIPE_PORT`, `E2E_OPENAI_PORT`, `E2E_QUOTES_PORT`).
 */

/** The distance between two lanes' ports (each base has this many free ports above it). */
export const LANE_PORT_STEP = 10;

/**
 * The quote provider fake's starting modes (issue 12): MSFT rate-limited and NFLX failing, so the landing shows
 * live quotes with those two falling back to their labelled samples (test/e2e/marketing.spec.ts).
 */
export const E2E_QUOTES_FAKE_MODES = { symbols: { MSFT: 'rate_limit', NFLX: 'error' } } as const;

/** One lane's ports and state folder. */
export interface E2eLane {
  index: number;
  /** State folder, relative to the repository root (`.local/e2e-<index>`). */
  dir: string;
  ports: {
    web: number;
    api: number;
    cognito: number;
    dynamodb: number;
    stripe: number;
    openai: number;
    quotes: number;
  };
}

const BASES = {
  web: ['E2E_WEB_PORT', 5273],
  api: ['E2E_API_PORT', 3201],
  cognito: ['E2E_COGNITO_PORT', 9429],
  dynamodb: ['E2E_DYNAMODB_PORT', 8200],
  stripe: ['E2E_STRIPE_PORT', 12311],
  openai: ['E2E_OPENAI_PORT', 3205],
  quotes: ['E2E_QUOTES_PORT', 3206],
} as const;

/**
 * Lane `index`'s ports and folder, from `env`.
 * @throws Error naming the variable when a base port is not a whole number from 1 to 65535.
 */
export function e2eLane(index: number, env: NodeJS.ProcessEnv = process.env): E2eLane {
  const port = (name: string, fallback: number) => {
    const raw = env[name];
    const base = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isInteger(base) || base < 1 || base + index * LANE_PORT_STEP > 65_535)
      throw new Error(`${name} must be a port number (got ${raw})`);
    return base + index * LANE_PORT_STEP;
  };
  const ports = Object.fromEntries(
    Object.entries(BASES).map(([key, [name, fallback]]) => [key, port(name, fallback)]),
  ) as E2eLane['ports'];
  return { index, dir: `.local/e2e-${index}`, ports };
}

/**
 * The environment of lane `lane`'s stack process (test/e2e/serve-built.ts): its folder and ports, billing against
 * the local Stripe stand-in whatever keys the shell has, the lane's fakes as the model and the quote provider, and
 * catalogue figures that follow the specs' own investors at once.
 */
export function laneStackEnv(lane: E2eLane): Record<string, string> {
  const { ports } = lane;
  return {
    FUNDSCOUT_LOCAL_DIR: lane.dir,
    WEB_PORT: String(ports.web),
    API_PORT: String(ports.api),
    COGNITO_PORT: String(ports.cognito),
    DYNAMODB_PORT: String(ports.dynamodb),
    STRIPE_PORT: String(ports.stripe),
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    STRIPE_API_BASE: '',
    // The catalogue figures and the network index (issue 24) follow the specs' own investors at once, as in the
    // integration stack (a GetItem of the catalogue version per request).
    STATS_REVALIDATE_MS: '0',
    // AI tools (issue 10): the lane's OpenAI-compatible fake (test/support/openai-fake.ts), so the journeys run the
    // real `openai` SDK path and can force failures.
    OPENAI_API_KEY: 'e2e-fake-key',
    OPENAI_BASE_URL: `http://127.0.0.1:${ports.openai}/v1`,
    OPENAI_MODEL: 'fake-model',
    OPENAI_TIMEOUT_MS: '5000',
    // Ticker quotes (issue 12): the lane's quote-provider fake (test/support/quotes-fake.ts).
    QUOTES_API_KEY: 'e2e-fake-key',
    QUOTES_BASE_URL: `http://127.0.0.1:${ports.quotes}/query`,
  };
}
