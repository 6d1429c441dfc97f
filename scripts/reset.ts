/**
 * `npm run reset`: wipes the local data in FUNDSCOUT_LOCAL_DIR (default `.local`): DynamoDB Local's files, the
 * cognito-local pools and users, stack.json. The DynamoDB Local jar cache (`.local/cache`) stays.
 * Refuses (exit 1) while a stack is running there: stack.json exists and its API health check answers.
 */
import { existsSync } from 'node:fs';
import { localDir, readStackFile, stackFilePath } from './local/stack-file.js';
import { wipeLocalData } from './local/stack.js';

/** True when the stack described by `<dir>/stack.json` answers its health check within 2 s. */
async function stackIsRunning(dir: string): Promise<boolean> {
  if (!existsSync(stackFilePath(dir))) return false;
  try {
    const { apiUrl } = readStackFile(dir);
    const response = await fetch(`${apiUrl}/v1/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const dir = localDir();
  if (await stackIsRunning(dir)) {
    console.error(
      `✗ A local stack is running from ${dir}. Stop it (Ctrl+C in its terminal) before resetting.`,
    );
    process.exit(1);
  }
  wipeLocalData(dir);
  console.log(
    `Local data in ${dir} wiped (DynamoDB, Cognito users and pools, stack.json). Next \`npm start\` seeds again.`,
  );
}

main().catch((error: unknown) => {
  console.error(`✗ Reset failed: ${(error as Error).message}`);
  process.exit(1);
});
