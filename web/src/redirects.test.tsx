// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { mergeTarget, redirectRoutes } from './redirects.js';
import { dashboardTitle } from './founder/page-title.js';

afterEach(cleanup);

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

function landAt(path: string): string {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {redirectRoutes()}
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  const text = screen.getByTestId('where').textContent ?? '';
  cleanup();
  return text;
}

describe('redirects', () => {
  it('sends /pricing, /login and /signup where the pages live, keeping the query', () => {
    expect(landAt('/pricing')).toBe('/#pricing');
    expect(landAt('/login')).toBe('/auth');
    expect(landAt('/signup')).toBe('/auth?mode=signup');
    expect(landAt('/signup?next=%2Fdashboard%2Fbilling')).toBe(
      '/auth?mode=signup&next=%2Fdashboard%2Fbilling',
    );
  });

  it('lets the target’s own parameters win', () => {
    expect(mergeTarget('/auth?mode=signup', '?mode=signin&x=1')).toBe('/auth?mode=signup&x=1');
  });
});

describe('dashboardTitle', () => {
  it('names each dashboard page and nothing for unknown paths', () => {
    expect(dashboardTitle('/dashboard')).toBe('Dashboard');
    expect(dashboardTitle('/dashboard/')).toBe('Dashboard');
    expect(dashboardTitle('/dashboard/investors')).toBe('Investor Database');
    expect(dashboardTitle('/dashboard/settings')).toBe('Account Settings');
    expect(dashboardTitle('/dashboard/nope')).toBeUndefined();
    expect(dashboardTitle('/dashboard/constructor')).toBeUndefined();
  });
});
