// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { callApi } from '../../common/api.js';
import { ToastProvider } from '../../common/components/toasts.js';
import { InboxSettings } from './inbox-settings.js';

// Cloudscape forms render slowly in the test DOM on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

vi.mock(import('../../common/api.js'), async (original) => ({ ...(await original()), callApi: vi.fn() }));
const api = vi.mocked(callApi) as unknown as ReturnType<typeof vi.fn>;

let saves: string[];
beforeEach(() => {
  saves = [];
  api.mockImplementation(async (route: string, options?: { body?: { notify: string } }) => {
    if (route === 'GET /v1/investor/listings/{id}') return { id: 'l1', open_to_pitches: { open: true } };
    if (route === 'GET /v1/investor/listings/{id}/pitch-settings') return { notify: 'each' };
    if (route === 'PUT /v1/investor/listings/{id}/pitch-settings') {
      saves.push(options!.body!.notify);
      return new Promise(() => {}); // still saving
    }
    throw new Error(`unexpected ${route}`);
  });
});
afterEach(cleanup);

describe('InboxSettings mail choice', () => {
  it('shows the clicked choice at once, while it is being saved (no flicker back to the stored one)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <ToastProvider>
            <InboxSettings listing={{ id: 'l1', name: 'Nordlicht' } as never} />
          </ToastProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByText('Inbox settings'));
    const digest = await screen.findByRole('radio', { name: 'A daily digest' });
    expect((screen.getByRole('radio', { name: 'For each new pitch' }) as HTMLInputElement).checked).toBe(
      true,
    );

    fireEvent.click(digest);

    // the same turn as the click: react-query's pending state has not been delivered yet
    expect((digest as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(saves).toEqual(['digest']));
    expect((digest as HTMLInputElement).checked).toBe(true);
  });
});
