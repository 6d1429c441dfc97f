// @vitest-environment happy-dom
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

const post = vi.hoisted(() => vi.fn(() => Promise.resolve(undefined)));
vi.mock('./api.js', () => ({ callPublicApi: post }));

const { resetNotFoundReportsForTests } = await import('./report-not-found.js');
const { DashboardNotFound } = await import('../founder/coming-soon.js');

beforeEach(() => {
  post.mockClear();
  resetNotFoundReportsForTests();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the dashboard 404', () => {
  it('is reported to POST /v1/client-events exactly once, logged once, and titled', () => {
    // Act: StrictMode runs effects twice, as in development
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/dashboard/no-such-page?x=1']}>
          <Routes>
            <Route path="/dashboard/*" element={<DashboardNotFound />} />
          </Routes>
        </MemoryRouter>
      </StrictMode>,
    );
    // Assess
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('POST /v1/client-events', {
      body: { type: 'not_found', path: '/dashboard/no-such-page' },
    });
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Page Not Found | Fundscout');
  });
});
