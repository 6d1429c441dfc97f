// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { formatTitle, Titled, useDocumentTitle } from './title.js';

afterEach(cleanup);

function Page({ name }: { name: string }) {
  useDocumentTitle(name);
  return <p>{name}</p>;
}

describe('formatTitle', () => {
  it('appends the product name once', () => {
    expect(formatTitle('Investor Database')).toBe('Investor Database | Fundscout');
    expect(formatTitle('Fundscout | Premium Investor Database')).toBe(
      'Fundscout | Premium Investor Database',
    );
    expect(formatTitle('  ')).toBe('Fundscout');
  });
});

describe('useDocumentTitle / Titled', () => {
  it('names each route in the tab, replacing the previous page’s title', () => {
    // Prepare
    document.title = 'Previous page | Fundscout';
    const app = (path: string) => (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth" element={<Page name="Sign In" />} />
          <Route
            path="/dashboard/investors"
            element={
              <Titled page="Investor Database">
                <p>list</p>
              </Titled>
            }
          />
        </Routes>
      </MemoryRouter>
    );
    // Act
    const view = render(app('/auth'));
    // Assess
    expect(document.title).toBe('Sign In | Fundscout');
    view.unmount();
    render(app('/dashboard/investors'));
    expect(document.title).toBe('Investor Database | Fundscout');
  });
});
