// @vitest-environment happy-dom
/**
 * Delete account (issue 23): the dialog says a paid plan is cancelled (and says nothing of a plan on Free); the
 * deletion ends the session as 'accountDeleted', so the guard's redirect says why (`/auth?reason=account_deleted`,
 * not 'signed_out').
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

const signOut = vi.fn<(reason?: string) => Promise<void>>(() => Promise.resolve());
const api = vi.fn<(route: string, options?: unknown) => Promise<unknown>>();
vi.mock('../../common/auth/auth-context.js', () => ({ useAuth: () => ({ signOut }) }));
vi.mock('../../common/api.js', async (original) => ({
  ...(await original<object>()),
  callApi: (route: string, options?: unknown) => api(route, options),
}));
const { ToastProvider } = await import('../../common/components/toasts.js');
const { DeleteAccountCard } = await import('./delete-account.js');

afterEach(() => {
  cleanup();
  signOut.mockClear();
  api.mockReset();
});

const EMAIL = 'ada@example.com';

async function openDialog(tier?: 'free' | 'starter' | 'premium') {
  render(
    <MemoryRouter>
      <ToastProvider>
        <DeleteAccountCard email={EMAIL} tier={tier} />
      </ToastProvider>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getAllByRole('button', { name: 'Delete account' })[0]!);
  return (await screen.findByText('Delete your account?')).closest<HTMLElement>('[role="dialog"]')!;
}

describe('DeleteAccountCard', () => {
  it('says a paid plan is cancelled now', async () => {
    const dialog = await openDialog('starter');
    expect(dialog.textContent).toContain('Your Starter plan will be cancelled now');
  });

  it('says nothing of a plan on Free', async () => {
    const dialog = await openDialog('free');
    expect(dialog.textContent).not.toContain('plan will be cancelled');
  });

  it("ends the session as 'accountDeleted' once the API deleted the account", async () => {
    api.mockResolvedValue(undefined);
    const dialog = await openDialog('premium');
    fireEvent.change(dialog.querySelector('input')!, { target: { value: EMAIL } });
    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('accountDeleted'));
    expect(api).toHaveBeenCalledWith('DELETE /v1/me', { body: { confirm_email: EMAIL } });
  });
});
