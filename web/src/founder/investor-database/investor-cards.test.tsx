// @vitest-environment happy-dom
/**
 * The Investor Database's cards and table show each listing's trust state (one trust model: shared/trust.ts; issue
 * 34 item 3): the 147 accelerator rows whose dataset column says verified read 'Open data', and a claimed fund its
 * investor confirmed reads 'Confirmed' (both showed the old 'Verified' the other way round).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, within } from '@testing-library/react';
import type { ListedInvestor } from '../../../../shared/schemas.js';
import { InvestorCards } from './investor-cards.js';
import { investorColumns } from './investor-table.js';
import { testInvestor } from './test-investor.js';

afterEach(cleanup);

const listed = (over: Partial<ListedInvestor>): ListedInvestor => testInvestor({ verified: false, ...over });

const accelerator = listed({
  id: 'sa-1',
  name: 'Demo Accelerator',
  funding_type: 'Accelerator',
  verified: true, // the dataset's own column
  source: {
    name: 'Startup Accelerators & Founder Programs',
    licence: 'CC BY 4.0',
    url: 'https://example.org',
    verified_at: '2024-03-12',
  },
});
const confirmedFund = listed({
  id: 'ff-1',
  name: 'Confirmed Fund',
  claimed: true,
  confirmed_at: '2026-11-25T09:00:00.000Z',
  source: { name: 'Fundraising Fox Open Dataset', licence: 'CC BY 4.0', url: '', verified_at: null },
});

describe('the trust state on the cards and in the table', () => {
  it("cards: 'Open data' for an accelerator row, 'Confirmed' for an investor-confirmed fund, never 'Verified'", () => {
    const { container } = render(
      <InvestorCards
        items={[accelerator, confirmedFund]}
        loading={false}
        header={null}
        pagination={null}
        preferences={null}
        empty={null}
        onView={() => {}}
        onToggleSave={() => {}}
      />,
    );
    const [first, second] = within(container).getAllByRole('listitem');
    expect(first!.querySelector('[data-trust]')!.getAttribute('data-trust')).toBe('open_data');
    expect(first!.querySelector('[data-trust]')!.getAttribute('title')).toBe(
      'From open data: Startup Accelerators & Founder Programs, as of 12 Mar 2024',
    );
    expect(within(first!).getByText('Open data')).toBeTruthy();
    expect(second!.querySelector('[data-trust]')!.getAttribute('data-trust')).toBe('confirmed');
    expect(within(second!).getByText('Confirmed')).toBeTruthy();
    expect(container.textContent).not.toMatch(/verified/i);
  });

  it('table: the name cell carries the same badge', () => {
    const name = investorColumns({ onView: () => {}, onToggleSave: () => {} }).find((c) => c.id === 'name')!;
    const { container } = render(<>{name.cell(accelerator)}</>);
    expect(container.querySelector('[data-trust]')!.getAttribute('data-trust')).toBe('open_data');
    expect(container.textContent).not.toMatch(/verified/i);
  });
});
