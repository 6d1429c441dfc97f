/**
 * `npm run seed [-- --file path/to/firms.csv]`: imports the investor catalogue from `data/` into the running local
 * stack (DynamoDB endpoint and table from `.local/stack.json`, see scripts/local/stack-file.ts). Idempotent:
 * investors already stored are counted as existing; a migration step (functions/catalogue/migrate.ts) brings records
 * stored by an earlier version to the contacts model. `--file` (or env `FUNDRAISINGFOX_CSV`)
 * replaces the Fundraising Fox slice with another firms.csv, e.g. the full published file (docs/data.md).
 * Exits 1 with a plain message when the stack is not running or a file cannot be read.
 */
import { parseArgs } from 'node:util';
import { seedCatalogue } from '../functions/catalogue/seed.js';
import { createDocumentClient } from '../functions/lib/dynamodb.js';
import { readStackFile } from './local/stack-file.js';

/** A message for errors an operator can act on; undefined for unexpected ones. */
function explain(error: unknown, endpoint: string, table: string): string | undefined {
  const e = error as { name?: string; code?: string; cause?: { code?: string }; message?: string };
  const code = e.code ?? e.cause?.code;
  if (code === 'ECONNREFUSED' || /ECONNREFUSED|connect/i.test(e.message ?? '')) {
    return `DynamoDB Local does not answer at ${endpoint}. Is the local stack running? Start it with \`npm start\`.`;
  }
  if (e.name === 'ResourceNotFoundException') {
    return `Table ${table} does not exist at ${endpoint}. Restart the local stack (\`npm start\`) to create it.`;
  }
  if (e.message?.startsWith('Cannot read investor data file')) return e.message;
  return undefined;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { file: { type: 'string', short: 'f' } },
    allowPositionals: false,
  });
  const stack = readStackFile();
  const { endpoint, table } = stack.dynamodb;
  const client = createDocumentClient(endpoint, stack.region);
  try {
    const result = await seedCatalogue({
      client,
      table,
      fundraisingFoxCsv: values.file,
      log: (line) => console.log(line),
    });
    if (result.added === 0 && result.migrated.records === 0)
      console.log('Nothing new to add: the catalogue was already seeded.');
  } catch (error) {
    const message = explain(error, endpoint, table);
    if (message) throw new Error(message, { cause: error });
    throw error;
  } finally {
    client.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`Seed failed: ${(error as Error).message}`);
  process.exitCode = 1;
});
