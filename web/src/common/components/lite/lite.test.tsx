// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Pagination from '@cloudscape-design/components/pagination';
import { LiteAlert, LiteButton } from './lite.js';
import { LitePagination } from './pagination.js';

afterEach(cleanup);

const LABELS = {
  nextPageLabel: 'Next page',
  previousPageLabel: 'Previous page',
  pageLabel: (n: number) => `Page ${n} of all pages`,
  paginationLabel: 'Pages',
};

describe('pageRange', () => {
  it("shows the page numbers Cloudscape's Pagination shows (rendered side by side)", () => {
    for (const total of [1, 2, 5, 7, 8, 9, 10, 20, 114]) {
      for (let current = 1; current <= total; current += 1) {
        const labels = { ...LABELS, pageLabel: (n: number) => `Page ${n}` };
        const { container, unmount } = render(
          <>
            <div data-testid="theirs">
              <Pagination currentPageIndex={current} pagesCount={total} ariaLabels={labels} />
            </div>
            <div data-testid="ours">
              <LitePagination
                currentPageIndex={current}
                pagesCount={total}
                ariaLabels={labels}
                onChange={() => {}}
              />
            </div>
          </>,
        );
        const shown = (id: string) =>
          Array.from(container.querySelectorAll(`[data-testid="${id}"] li`))
            .map((li) => li.textContent?.trim() || '')
            .filter((text) => text !== '');
        expect(shown('ours'), `page ${current} of ${total}`).toEqual(shown('theirs'));
        unmount();
      }
    }
  });
});

describe('LitePagination', () => {
  it('names its pages, marks the current one and moves by the arrows; the ends disable their arrow', () => {
    const onChange = vi.fn();
    render(<LitePagination currentPageIndex={1} pagesCount={114} ariaLabels={LABELS} onChange={onChange} />);
    const list = screen.getByRole('list', { name: 'Pages' });
    expect(list.textContent).toBe('1234567...114');
    expect(screen.getByRole('button', { name: 'Page 1 of all pages' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 114 of all pages' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 1 of all pages' }));
    expect(onChange.mock.calls).toEqual([[2], [114]]);
  });

  it('disables every page while busy', () => {
    render(
      <LitePagination currentPageIndex={3} pagesCount={5} disabled ariaLabels={LABELS} onChange={() => {}} />,
    );
    for (const button of screen.getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('LiteButton', () => {
  it('while loading keeps focus (aria-disabled, not disabled) and ignores presses', () => {
    const onClick = vi.fn();
    render(
      <LiteButton loading onClick={onClick}>
        Retry
      </LiteButton>,
    );
    const button = screen.getByRole('button', { name: 'Retry' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('as a toggle tells its state; with href it is a link that opens a new tab safely', () => {
    render(
      <>
        <LiteButton pressed ariaLabel="Saved Acme" iconName="star-filled">
          Saved
        </LiteButton>
        <LiteButton href="/dashboard/pricing" target="_blank" iconName="external">
          View Plans
        </LiteButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Saved Acme' }).getAttribute('aria-pressed')).toBe('true');
    const link = screen.getByRole('link', { name: 'View Plans' });
    expect(link.getAttribute('href')).toBe('/dashboard/pricing');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('LiteAlert', () => {
  it('shows the header, the content and the action', () => {
    render(
      <LiteAlert type="error" header="Could not load investors" action={<LiteButton>Retry</LiteButton>}>
        Service unavailable
      </LiteAlert>,
    );
    expect(screen.getByText('Could not load investors')).toBeTruthy();
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
