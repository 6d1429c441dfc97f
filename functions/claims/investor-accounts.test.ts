import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../shared/cursor.js';
import { AdminInvestorAccountQuery, INVESTOR_ACCOUNTS_PAGE } from '../../shared/investor-account-schemas.js';
import { listInvestorAccounts } from './investor-accounts.js';
import type { InvestorDirectory } from './investor-directory.js';

/** Cognito's pagination token: printable, with characters a URL must escape. */
const COGNITO_TOKEN = 'eyJ1c2VybmFtZSI6ImxlbmEifQ+/=';

describe('the investor accounts pages by the one cursor convention (ADR 0048)', () => {
  const asked: Parameters<InvestorDirectory['list']>[0][] = [];
  const directory = {
    list: async (request: Parameters<InvestorDirectory['list']>[0]) => {
      asked.push(request);
      return { users: [], next: request.cursor ? null : COGNITO_TOKEN };
    },
  } as unknown as InvestorDirectory;
  const deps = {
    client: {} as DynamoDBDocumentClient,
    table: 'unused',
    directory,
    now: () => new Date(),
  };

  it("answers Cognito's token as an opaque next_cursor, and the query reads it back to Cognito's token", async () => {
    const first = await listInvestorAccounts(deps, {});
    expect(first.next_cursor).toBe(encodeCursor(COGNITO_TOKEN));
    expect(first.next_cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const query = AdminInvestorAccountQuery.parse({ cursor: first.next_cursor });
    expect(query.cursor).toBe(COGNITO_TOKEN);
    const second = await listInvestorAccounts(deps, query);
    expect(asked.at(-1)).toEqual({ cursor: COGNITO_TOKEN, limit: INVESTOR_ACCOUNTS_PAGE });
    expect(second.next_cursor).toBeNull();
  });

  it("refuses Cognito's token as it came and a token going back (400 naming cursor)", () => {
    for (const cursor of [COGNITO_TOKEN, encodeCursor(COGNITO_TOKEN, 'prev'), 'not-a-cursor']) {
      const result = AdminInvestorAccountQuery.safeParse({ cursor });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['cursor']);
    }
    expect(decodeCursor(encodeCursor(COGNITO_TOKEN))?.key).toBe(COGNITO_TOKEN);
  });
});
