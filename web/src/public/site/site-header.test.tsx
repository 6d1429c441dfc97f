// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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

const headerEl = () => document.querySelector('header.ps-header')!;

describe('SiteHeader menu (phones)', () => {
  it('opens and closes the menu from its button, which names what it controls', () => {
    render(
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('ps-header-anchors ps-header-actions');
    expect(document.getElementById('ps-header-anchors')).toBeTruthy();
    expect(document.getElementById('ps-header-actions')).toBeTruthy();
    expect(headerEl().hasAttribute('data-open')).toBe(false);

    fireEvent.click(button);
    expect(headerEl().getAttribute('data-open')).toBe('true');
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(headerEl().hasAttribute('data-open')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('closes when a link in the menu is chosen', () => {
    render(
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('link', { name: 'Join as Investor' }));
    expect(headerEl().hasAttribute('data-open')).toBe(false);
  });
});
