// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { EmptyResult } from './empty-result.js';

afterEach(cleanup);

const SUGGESTION = { field: 'industry' as const, value: 'Fintech', label: 'Industry: Fintech', total: 223 };

describe('EmptyResult', () => {
  it("offers the API's suggestion as a one-click change, with its count", () => {
    const onSuggestion = vi.fn();
    render(<EmptyResult filtered suggestion={SUGGESTION} onSuggestion={onSuggestion} onClear={() => {}} />);

    expect(screen.getByText('No investors match your filters')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Try Industry: Fintech, 223 investors' });
    expect(button.textContent).toBe('Industry: Fintech (223)');
    fireEvent.click(button);

    expect(onSuggestion).toHaveBeenCalledWith(SUGGESTION);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('without a suggestion, says to try fewer filters', () => {
    render(<EmptyResult filtered suggestion={null} onSuggestion={() => {}} onClear={() => {}} />);
    expect(screen.getByText('Try fewer filters or a different search.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Try / })).toBeNull();
  });

  it('with no filter set, the catalogue is empty (no suggestion, no Clear)', () => {
    render(
      <EmptyResult filtered={false} suggestion={SUGGESTION} onSuggestion={() => {}} onClear={() => {}} />,
    );
    expect(screen.getByText('No investors in the database yet.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
