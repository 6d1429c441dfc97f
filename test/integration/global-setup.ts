/**
 * vitest globalSetup of the `integration` project: the whole local stack in-process (scripts/local/stack.ts):
 * DynamoDB Local in memory, cognito-local with both pools, the local gateway (real handlers, JWT check, mailbox,
 * the local event bus) and the seeded real catalogue plus 120 investors with a direct contact
 * (test/support/direct-contacts.ts); no web server. Its own state folder (`.local/test-<pid>`, removed afterwards) and
 * ports, so it never touches a developer's stack:
 * TEST_API_PORT (3101), TEST_COGNITO_PORT (9329), TEST_DYNAMODB_PORT (8100), TEST_STRIPE_PORT (12211, the Stripe
 * stand-in).
 * The AI tools' model is the OpenAI-compatible fake (test/support/openai-fake.ts) on TEST_OPENAI_PORT (3105): the
 * worker runs the real `openai` SDK against it; tests switch its mode through `inject('openaiFake')` (its URL).
 *
 * The landing ticker's quote provider is the fake of test/support/quotes-fake.ts on TEST_QUOTES_PORT (3106): the
 * quotes function runs its real fetch path against it; tests switch its modes through `inject('quotesFake')` (its URL).
 *
 * Tests read `inject('stack')` (the StackFile) and `inject('dynamodb')` (`{ endpoint }`, for suites that create
 * their own tables).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { StackFile } from '../../scripts/local/stack-file.js';
import { REPO_ROOT } from '../../scripts/local/stack-file.js';
import { startStack, type RunningStack } from '../../scripts/local/stack.js';
import { startOpenAiFake, type OpenAiFake } from '../support/openai-fake.js';
import { QUOTES_TEST_CACHE_MS, startQuotesFake, type QuotesFake } from '../support/quotes-fake.js';
import { addDirectContactInvestors } from '../support/direct-contacts.js';
import { stackTable } from '../support/profiles.js';

/** The per-key API rate limit of the integration stack (requests a minute; the product's default is 60). */
export const API_KEY_TEST_RATE_LIMIT = 20;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackFile;
    dynamodb: { endpoint: string };
    openaiFake: string;
    quotesFake: string;
  }
}

/** What the projects provide to their tests: the one stack and the fakes' control URLs. */
interface Shared {
  stack: StackFile;
  openaiFake: string;
  quotesFake: string;
}

let running: RunningStack | undefined;
let openaiFake: OpenAiFake | undefined;
let quotesFake: QuotesFake | undefined;
const dir = join(REPO_ROOT, '.local', `test-${process.pid}`);

/**
 * The two integration projects (`integration`, files side by side; `integration-exclusive`, files one at a time
 * after the others: vitest.config.ts) each call this setup; they share one stack, started by the first call and
 * stopped by the last teardown. The projects may load this module separately, so the count lives on `globalThis`.
 */
const registry = globalThis as typeof globalThis & {
  fundscoutIntegrationStack?: { users: number; shared: Promise<Shared>; stop: () => Promise<void> };
};

export async function setup(project: TestProject): Promise<void> {
  registry.fundscoutIntegrationStack ??= {
    users: 0,
    shared: startShared(),
    stop: stopShared,
  };
  registry.fundscoutIntegrationStack.users += 1;
  const shared = await registry.fundscoutIntegrationStack.shared;
  project.provide('stack', shared.stack);
  project.provide('dynamodb', { endpoint: shared.stack.dynamodb.endpoint });
  project.provide('openaiFake', shared.openaiFake);
  project.provide('quotesFake', shared.quotesFake);
}

export async function teardown(): Promise<void> {
  const entry = registry.fundscoutIntegrationStack;
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  delete registry.fundscoutIntegrationStack;
  await entry.stop();
}

async function startShared(): Promise<Shared> {
  const lines: string[] = [];
  const quiet = process.env.TEST_STACK_LOG !== '1';
  // Billing always runs against the local Stripe stand-in in tests, whatever keys the shell has.
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'])
    delete process.env[name];
  // AI tools: the handlers run in this process, so the model configuration is this process's environment.
  openaiFake = await startOpenAiFake({ port: Number(process.env.TEST_OPENAI_PORT ?? 3105) });
  Object.assign(process.env, {
    OPENAI_API_KEY: 'test-fake-key',
    OPENAI_BASE_URL: openaiFake.baseURL,
    OPENAI_MODEL: 'fake-model',
    OPENAI_TIMEOUT_MS: '3000',
    // API keys (issue 14): a per-key limit small enough for test/integration/api-keys.test.ts to reach (default 60).
    API_KEY_RATE_LIMIT_PER_MINUTE: String(API_KEY_TEST_RATE_LIMIT),
  });
  // Ticker quotes (issue 12): the provider fake, with a key, so the quotes function takes its real fetch path.
  quotesFake = await startQuotesFake({ port: Number(process.env.TEST_QUOTES_PORT ?? 3106) });
  Object.assign(process.env, {
    QUOTES_API_KEY: 'test-fake-key',
    QUOTES_BASE_URL: quotesFake.baseUrl,
    QUOTES_TIMEOUT_MS: '1000',
    // Quotes are kept QUOTES_TEST_CACHE_MS instead of a minute: the manifest-wide tests (authz matrix, property)
    // fill the cache with every symbol, and test/integration/marketing.test.ts outwaits it.
    QUOTES_CACHE_MS: String(QUOTES_TEST_CACHE_MS),
    // Catalogue figures revalidated on every request (default 5 minutes): the tests add investors between calls.
    STATS_REVALIDATE_MS: '0',
  });
  try {
    running = await startStack({
      dir,
      ports: {
        api: Number(process.env.TEST_API_PORT ?? 3101),
        cognito: Number(process.env.TEST_COGNITO_PORT ?? 9329),
        dynamodb: Number(process.env.TEST_DYNAMODB_PORT ?? 8100),
        stripe: Number(process.env.TEST_STRIPE_PORT ?? 12211),
        web: 0,
      },
      fresh: true,
      inMemory: true,
      web: false,
      seed: true,
      log: (line) => (quiet ? lines.push(line) : console.log(line)),
      onChildExit: (name, code, signal) =>
        console.error(`Integration stack: ${name} exited (${signal ?? code}).`),
    });
  } catch (error) {
    console.error(lines.join('\n'));
    throw error;
  }
  // The open-data catalogue has no direct contact (ADR 0014): 120 investors with one, for the suites that reveal.
  const { client, table } = stackTable(running.stack);
  await addDirectContactInvestors(client, table, 120);
  return { stack: running.stack, openaiFake: openaiFake.url, quotesFake: quotesFake.url };
}

async function stopShared(): Promise<void> {
  await running?.stop();
  await openaiFake?.close();
  await quotesFake?.close();
  rmSync(dir, { recursive: true, force: true });
}
