// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteHeader } from './site-header.js';

const CLIENT = 'CognitoIdentityServiceProvider.client123';

function storeSession() {
  localStorage.setItem(`${CLIENT}.LastAuthUser`, 'ada');
  localStorage.setItem(`${CLIENT}.ada.refreshToken`, 'refresh');
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const header = () =>
  render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );

describe('SiteHeader', () => {
  it("offers 'Sign in' and 'Get Started' when signed out", () => {
    header();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/auth?mode=signup');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it("shows 'Dashboard' instead when a session is stored, and follows a sign-out in another tab", () => {
    storeSession();
    header();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();

    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: `${CLIENT}.LastAuthUser` }));
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
