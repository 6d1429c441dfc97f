// @vitest-environment happy-dom
/**
 * The Network page reads a file chosen before the network index arrived once the index is in (it was dropped
 * without a word on a slow network: e2e network.spec.ts, CI 2026-11-29), and says so when the matching worker fails.
 * The worker is a stand-in that answers what the page sends it; test/e2e/network.spec.ts runs the real one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** Resolves the index request when called. */
let answerIndex: (value: unknown) => void = () => undefined;

vi.mock('../../common/api.js', () => ({
  ApiError: class ApiError extends Error {},
  callApi: vi.fn(async () => ({ items: [] })),
  callPublicApi: vi.fn(
    (route: string) =>
      new Promise((resolve, reject) =>
        route === 'GET /v1/catalogue/network-index' ? (answerIndex = resolve) : reject(new Error(route)),
      ),
  ),
}));
vi.mock('./kept.js', () => ({
  loadKept: vi.fn(async () => null),
  keep: vi.fn(async () => true),
  forgetKept: vi.fn(async () => undefined),
}));

/** What the stand-in workers were sent, and how they answer: 'done' with no match, or a load error. */
const posted: { file: File; index: unknown }[] = [];
let workerLoads = true;

class StandInWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  postMessage(message: { file: File; index: unknown }) {
    posted.push(message);
    setTimeout(() =>
      workerLoads ? this.onmessage?.({ data: { type: 'done', rows: 3, matches: [] } }) : this.onerror?.(),
    );
  }
  terminate() {}
}

const { default: NetworkPage } = await import('./network-page.js');
const { ToastProvider } = await import('../../common/components/toasts.js');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/network']}>
        <ToastProvider>
          <NetworkPage />
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const csv = () => new File(['First Name,Last Name,URL,Email Address,Company,Position\n'], 'Connections.csv');
const choose = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });

beforeEach(() => {
  vi.stubGlobal('Worker', StandInWorker);
  // Desktop width (a fixed answer to matchMedia).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  posted.length = 0;
  workerLoads = true;
});

describe('Network page', () => {
  it('reads a file chosen while the index is loading once the index is in', async () => {
    renderPage();
    expect(await screen.findByText('Loading the investor names to match against…')).toBeTruthy();
    const file = csv();
    choose(file);
    expect(posted).toHaveLength(0);
    answerIndex({ investors: [{ id: 'inv-1' }] });
    expect(await screen.findByText(/^3 connections read/)).toBeTruthy();
    expect(posted).toEqual([{ file, index: { investors: [{ id: 'inv-1' }] } }]);
  });

  it('says so when the matching worker cannot run', async () => {
    workerLoads = false;
    renderPage();
    expect(await screen.findByText('Loading the investor names to match against…')).toBeTruthy();
    answerIndex({ investors: [] });
    choose(csv());
    expect(
      await screen.findByText(
        'Your connections could not be matched in this browser. Reload the page and try again.',
      ),
    ).toBeTruthy();
  });
});
