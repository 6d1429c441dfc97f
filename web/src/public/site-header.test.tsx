// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteHeader } from './site-header.js';

afterEach(cleanup);

const header = () => document.querySelector('header.ps-header')!;

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
    expect(header().hasAttribute('data-open')).toBe(false);

    fireEvent.click(button);
    expect(header().getAttribute('data-open')).toBe('true');
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(header().hasAttribute('data-open')).toBe(false);
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
    expect(header().hasAttribute('data-open')).toBe(false);
  });
});
