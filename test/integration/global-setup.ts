/**
 * vitest globalSetup of the `integration` project: the whole local stack in-process (scripts/local/stack.ts):
 * DynamoDB Local in memory, cognito-local with both pools, the local gateway (real handlers, JWT check, mailbox,
 * the local event bus) and the seeded real catalogue plus 120 investors with a direct contact
 * (test/support/direct-contacts.ts); no web server. Its own state folder (`.local/test-<pid>`, removed afterwards) and
 * ports, so it never touches a developer's stack:
 * TEST_API_PORT (3101), TEST_COGNITO_PORT (9329), TEST_DYNAMODB_PORT (8100).
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
import { addDirectContactInvestors } from '../support/direct-contacts.js';
import { stackTable } from '../support/profiles.js';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackFile;
    dynamodb: { endpoint: string };
  }
}

let running: RunningStack | undefined;
const dir = join(REPO_ROOT, '.local', `test-${process.pid}`);

export async function setup(project: TestProject): Promise<void> {
  const lines: string[] = [];
  const quiet = process.env.TEST_STACK_LOG !== '1';
  try {
    running = await startStack({
      dir,
      ports: {
        api: Number(process.env.TEST_API_PORT ?? 3101),
        cognito: Number(process.env.TEST_COGNITO_PORT ?? 9329),
        dynamodb: Number(process.env.TEST_DYNAMODB_PORT ?? 8100),
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
  project.provide('stack', running.stack);
  project.provide('dynamodb', { endpoint: running.stack.dynamodb.endpoint });
}

export async function teardown(): Promise<void> {
  await running?.stop();
  rmSync(dir, { recursive: true, force: true });
}
