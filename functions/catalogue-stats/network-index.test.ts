import { describe, expect, it } from 'vitest';
import { NO_DETAILS } from '../../shared/catalogue-schemas.js';
import { leaks } from '../../test/support/no-leak.js';
import { createInvestorRecord } from '../../test/support/factories.js';
import { networkEntry, networkIndex } from './network-index.js';

describe('networkIndex', () => {
  it('carries ids, names, the firm behind a programme, aliases, domains and portfolio companies', () => {
    const index = networkIndex([
      createInvestorRecord({ id: 'z', name: 'Sequoia Capital', company_url: 'https://www.sequoiacap.com/' }),
      createInvestorRecord({
        id: 'a',
        name: 'Techstars Boston',
        company: 'Techstars',
        company_url: 'https://www.techstars.com/',
        details: { ...NO_DETAILS, portfolio_companies: ['Buf', 'Wasp'] },
      }),
    ]);
    expect(index.investors).toEqual([
      {
        id: 'a',
        name: 'Techstars Boston',
        company: 'Techstars',
        domains: ['techstars.com'],
        portfolio: ['Buf', 'Wasp'],
      },
      { id: 'z', name: 'Sequoia Capital', aliases: ['Sequoia'], domains: ['sequoiacap.com'] },
    ]);
  });

  it('finds a firm’s aliases by its website domain too', () => {
    const entry = networkEntry(createInvestorRecord({ name: 'AH Capital', company_url: 'https://a16z.com' }));
    expect(entry.aliases).toEqual(['Andreessen Horowitz', 'a16z']);
  });

  it('never carries a contact (the no-leak scan finds nothing)', () => {
    const records = [
      createInvestorRecord({ id: 'c1', contact_type: 'email', bio: 'Write to ana@fund.example' }),
      createInvestorRecord({
        id: 'c2',
        contact_type: 'linkedin',
        funding_description: 'linkedin.com/in/ana',
      }),
    ];
    const text = JSON.stringify(networkIndex(records));
    expect(leaks(text, ['ana@fund.example', 'linkedin.com/in/ana'])).toEqual([]);
  });
});
