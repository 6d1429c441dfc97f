// @vitest-environment happy-dom
/**
 * /admin/login (issue 23 "Toasts"): a failed sign-in's error toast does not stay on the next step. A wrong password
 * raises 'Invalid username or password'; the right one then opens the TOTP step with no toast left over.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AdminStep } from '../admin-auth.js';

const signIn = vi.fn<(u: string, p: string) => Promise<AdminStep>>();
vi.mock('../admin-auth.js', () => ({
  useAdminAuth: () => ({ signIn, confirm: vi.fn() }),
}));
const { ToastProvider } = await import('../../common/components/toasts.js');
const { default: AdminLoginPage } = await import('./login-page.js');

afterEach(() => {
  cleanup();
  signIn.mockReset();
});

const region = () => screen.getByTestId('toasts');

describe('AdminLoginPage toasts', () => {
  it('drops the old sign-in error when the TOTP step opens', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/login']}>
        <ToastProvider>
          <AdminLoginPage />
        </ToastProvider>
      </MemoryRouter>,
    );
    const wrong = Object.assign(new Error('Incorrect username or password.'), {
      name: 'NotAuthorizedException',
    });
    signIn.mockRejectedValueOnce(wrong).mockResolvedValueOnce({ kind: 'totpCode' });

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ops' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(region().textContent).toContain('Invalid username or password'), {
      timeout: 10_000,
    });

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Two-factor authentication')).toBeTruthy();
    expect(region().getAttribute('data-count')).toBe('0');
    // Flashbar lets a removed item fade out first
    await waitFor(() => expect(region().textContent).not.toContain('Invalid username or password'), {
      timeout: 5000,
    });
  });
});
