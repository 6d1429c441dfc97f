// @vitest-environment happy-dom
/**
 * The list selector's name dialog (issue 23 "Toasts": one 'Create' click on a new list sent two requests, the
 * button's click and the form's submit). Counts the requests one click, one Enter and one Cancel send.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ListSummary } from '../../../../../shared/pipeline-schemas.js';

const api = vi.fn<(route: string, options?: unknown) => Promise<unknown>>();
vi.mock('../../../common/api.js', () => ({
  callApi: (route: string, options?: unknown) => api(route, options),
}));
const { ToastProvider } = await import('../../../common/components/toasts.js');
const { ListSelector } = await import('./list-selector.js');

const DEFAULT = {
  id: 'default',
  name: 'Saved investors',
  is_default: true,
  created_at: null,
  count: 0,
  stages: {},
} as ListSummary;

afterEach(() => {
  cleanup();
  api.mockReset();
});

function renderSelector(onSelect = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  api.mockImplementation((route, options) =>
    route === 'POST /v1/lists'
      ? Promise.resolve({
          ...DEFAULT,
          id: 'l1',
          is_default: false,
          name: (options as { body: { name: string } }).body.name,
        })
      : new Promise<never>(() => {}),
  );
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ListSelector lists={[DEFAULT]} selected={DEFAULT} onSelect={onSelect} />
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return onSelect;
}

const posts = () => api.mock.calls.filter(([route]) => route === 'POST /v1/lists');

async function openCreate() {
  fireEvent.click(screen.getByRole('button', { name: 'New list' }));
  const dialog = (await screen.findByText('Create a list')).closest<HTMLElement>('[role="dialog"]')!;
  fireEvent.change(within(dialog).getByLabelText('List name'), { target: { value: 'Seed round' } });
  return dialog;
}

describe('ListSelector: create a list', () => {
  it("one 'Create' click sends one request", async () => {
    const onSelect = renderSelector();
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('l1'));
    expect(posts()).toHaveLength(1);
  });

  it('Enter in the name field sends one request', async () => {
    const onSelect = renderSelector();
    const dialog = await openCreate();
    fireEvent.submit(within(dialog).getByLabelText('List name').closest('form')!);
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('l1'));
    expect(posts()).toHaveLength(1);
  });

  it('Cancel sends nothing', async () => {
    renderSelector();
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Whatever the click set off settles inside act (a lazy part of the dialog may finish loading meanwhile).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posts()).toHaveLength(0);
  });
});
