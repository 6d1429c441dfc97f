// @vitest-environment happy-dom
/**
 * The pipeline board renders without React's "unique key" error (issue 38): an entry without a next step or a
 * passed reason (empty strings) must not give SpaceBetween an unkeyed empty child.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { PipelineEntry } from '../../../../../shared/pipeline-schemas.js';
import { ToastProvider } from '../../../common/components/toasts.js';
import { BoardView } from './board-view.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entry = (id: string, over: Partial<PipelineEntry>) =>
  ({
    id,
    name: `Fund ${id}`,
    company: '',
    image_url: null,
    stage: 'researching',
    notes: '',
    next_step: '',
    next_step_due: null,
    passed_reason: null,
    passed_note: null,
    ...over,
  }) as unknown as PipelineEntry;

describe('BoardView', () => {
  it('renders entries without a next step or reason with no React key error', async () => {
    const errors = vi.spyOn(console, 'error');
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <ToastProvider>
            <BoardView
              entries={[
                entry('a', {}),
                entry('b', { stage: 'passed', passed_reason: 'other', next_step: '' }),
              ]}
              actions={{ listId: 'default', onView() {}, onEdit() {}, onTransfer() {}, onPassed() {} }}
            />
          </ToastProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('group', { name: 'Pipeline board' })).toBeTruthy();
    const keyErrors = errors.mock.calls.filter((call) => String(call[0]).includes('unique "key"'));
    expect(keyErrors).toEqual([]);
  });
});
