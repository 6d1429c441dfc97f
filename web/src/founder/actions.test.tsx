// @vitest-environment happy-dom
/**
 * One click intent is one charge (issue 38): a reveal or an export clicked twice while its request runs sends one
 * request, carrying an Idempotency-Key (web/src/common/intent.ts); a new click after it ended is a new intent with a
 * new key. Today's double click spent 2 of 10 actions on one export.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { setTokenProvider } from '../common/api.js';
import { resetConfigForTests } from '../common/config.js';
import { loadTestConfig } from '../common/test-config.js';
import { ToastProvider } from '../common/components/toasts.js';
import { useInvestorActions } from './actions.js';

const USAGE = {
  tier: 'free',
  used: 1,
  limit: 10,
  remaining: 9,
  unlimited: false,
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2026-12-01T00:00:00.000Z',
};

/** Each fetch waits until the test answers it (`answer(i, response)`). */
let answers: ((response: Response) => void)[];
const fetchMock = vi.fn(
  (_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => answers.push(resolve)),
);
const keyOf = (call: number) =>
  (fetchMock.mock.calls[call]![1]!.headers as Record<string, string>)['Idempotency-Key'];

beforeEach(async () => {
  answers = [];
  fetchMock.mockClear();
  await loadTestConfig();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  // the test DOM does not navigate: the download link's click does nothing here
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setTokenProvider(undefined);
  resetConfigForTests();
});

function actions() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  return renderHook(() => useInvestorActions(), { wrapper }).result;
}

/** Lets the pending promises (token, config) run until the fetch was made. */
const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

describe('reveal', () => {
  it('two clicks while the first runs: one request, with a key; the next click a new key', async () => {
    const result = actions();
    const revealed = {
      investor: { id: 'inv-1', contact: 'ada@fund.example', contact_revealed: true },
      usage: USAGE,
      charged: true,
    };

    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    await act(async () => {
      first = result.current.reveal({ id: 'inv-1' });
      second = result.current.reveal({ id: 'inv-1' });
    });
    await settle();
    expect(result.current.revealing).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => answers[0]!(new Response(JSON.stringify(revealed), { status: 200 })));
    await act(async () => void (await Promise.all([first, second])));
    expect(result.current.revealing).toBe(false);

    await act(async () => void result.current.reveal({ id: 'inv-1' }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).not.toBe(keyOf(0));
    await act(async () => answers[1]!(new Response(JSON.stringify(revealed), { status: 200 })));
  });
});

describe('export', () => {
  it('two clicks while the first runs: one request, with a key', async () => {
    const result = actions();

    let clicks!: Promise<unknown>;
    await act(async () => {
      clicks = Promise.all([result.current.exportSaved(), result.current.exportSaved()]);
    });
    await settle();
    expect(result.current.exporting).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () =>
      answers[0]!(new Response('Name\nAda\n', { status: 200, headers: { 'x-export-count': '1' } })),
    );
    await act(async () => void (await clicks));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
