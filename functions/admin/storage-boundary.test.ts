/**
 * The admin functions decide; the data layer stores (docs/decisions/0009-data-layer.md, 0012-admin-area.md): no
 * module of functions/admin (its HTTP handlers, accounts-handler.ts and imports-handler.ts) sends DynamoDB commands itself.
 * A type-only import of the document client (to pass it on) is allowed; a value import of the DynamoDB SDK is not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FUNCTIONS = resolve(fileURLToPath(new URL('..', import.meta.url)));
const FOLDERS = ['admin'];

/** Value imports (not `import type`) of a DynamoDB SDK package, with their import statement. */
export function dynamoValueImports(source: string): string[] {
  const statements = source.match(
    /import\s+(?!type\b)[^;]*?from\s+'@aws-sdk\/(?:lib-dynamodb|client-dynamodb)'/g,
  );
  return statements ?? [];
}

describe('admin storage boundary', () => {
  it('finds a value import and lets a type-only import pass (the check itself)', () => {
    expect(dynamoValueImports("import { GetCommand } from '@aws-sdk/lib-dynamodb';")).toHaveLength(1);
    expect(
      dynamoValueImports("import { type X, QueryCommand } from '@aws-sdk/client-dynamodb';"),
    ).toHaveLength(1);
    expect(
      dynamoValueImports("import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';"),
    ).toEqual([]);
  });

  it('no admin module imports the DynamoDB SDK for anything but a type', () => {
    const offenders: string[] = [];
    for (const folder of FOLDERS) {
      for (const file of readdirSync(join(FUNCTIONS, folder))) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const found = dynamoValueImports(readFileSync(join(FUNCTIONS, folder, file), 'utf8'));
        if (found.length) offenders.push(`${folder}/${file}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
