// @vitest-environment happy-dom
/**
 * The Contact page says only what its operator set (issue 38): no business hours and no reply time unless
 * `/config.json` carries them (shared/support-settings.ts); the spec's 'Mon-Fri 9AM-6PM PST' and 'within one
 * business day' were promises nobody made.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SupportSettings } from '../../../../shared/support-settings.js';

let support: SupportSettings = { hours: null, replyTime: null, reviewTime: null };
vi.mock('../../common/config.js', () => ({ loadConfig: async () => ({ support }) }));
vi.mock('../../common/auth/session-check.js', () => ({
  useSessionCheck: () => ({ loading: false, signedIn: false }),
}));
const { default: ContactPage } = await import('./contact-page.js');

afterEach(() => {
  cleanup();
  support = { hours: null, replyTime: null, reviewTime: null };
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );

describe('Contact page times', () => {
  it('names no hours and no reply time the operator did not set', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Contact details' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Business hours' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/PST|business day|Mon-Fri/);
  });

  it('shows the hours and the reply time the operator set', async () => {
    support = { hours: 'Mon-Fri 9AM-5PM CET', replyTime: 'two business days', reviewTime: null };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Business hours' })).toBeTruthy();
    expect(screen.getByText('Mon-Fri 9AM-5PM CET')).toBeTruthy();
    expect(screen.getByText('We reply within two business days.')).toBeTruthy();
  });
});
