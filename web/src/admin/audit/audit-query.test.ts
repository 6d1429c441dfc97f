import { describe, expect, it } from 'vitest';
import { auditQueryOf } from './audit-query.js';

describe("the Audit log page's URL as its API query (ADR 0048: one cursor)", () => {
  it('passes the filters, the size and the cursor token on as they are', () => {
    const params = new URLSearchParams(
      'actor=anna&action=investor.update&from=2026-01-01&to=2026-01-31&limit=50&cursor=bjIwMjY',
    );
    expect(auditQueryOf(params)).toEqual({
      actor: 'anna',
      action: 'investor.update',
      from: '2026-01-01',
      to: '2026-01-31',
      limit: 50,
      cursor: 'bjIwMjY',
    });
  });

  it('leaves out what the server would refuse, and the old older / newer parameters', () => {
    expect(auditQueryOf(new URLSearchParams('action=x.y&from=yesterday&limit=7&older=a&newer=b'))).toEqual(
      {},
    );
  });
});
