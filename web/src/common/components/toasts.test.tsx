// @vitest-environment happy-dom
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterNavigation, MAX_TOASTS, pushToast, ToastProvider, useToast, type Toast } from './toasts.js';

afterEach(cleanup);

const t = (id: string, carryOver = false): Toast => ({ id, type: 'info', title: id, carryOver });

describe('pushToast and afterNavigation (pure queue rules)', () => {
  it('keeps the newest two toasts, oldest first', () => {
    let list: Toast[] = [];
    for (const id of ['a', 'b', 'c', 'd']) list = pushToast(list, t(id));
    expect(MAX_TOASTS).toBe(2);
    expect(list.map((x) => x.id)).toEqual(['c', 'd']);
  });

  it('replaces the toasts of the same topic, and only those', () => {
    let list: Toast[] = [];
    list = pushToast(list, { ...t('missing'), topic: 'ai-pitch_deck' });
    list = pushToast(list, t('saved'));
    list = pushToast(list, { ...t('generated'), topic: 'ai-pitch_deck' });
    expect(list.map((x) => x.id)).toEqual(['saved', 'generated']);
    list = pushToast(list, { ...t('email'), topic: 'ai-email' });
    expect(list.map((x) => x.id)).toEqual(['generated', 'email']);
  });

  it('drops every toast on a route change except one marked to carry over, and only once', () => {
    const once = afterNavigation([t('a'), t('b', true)]);
    expect(once.map((x) => x.id)).toEqual(['b']);
    expect(afterNavigation(once)).toEqual([]);
  });
});

const probe: { api?: ReturnType<typeof useToast>; navigate?: ReturnType<typeof useNavigate> } = {};
function Probe() {
  const api = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    probe.api = api;
    probe.navigate = navigate;
  });
  return null;
}

function renderProvider() {
  render(
    <MemoryRouter initialEntries={['/dashboard/investors']}>
      <ToastProvider>
        <Probe />
      </ToastProvider>
    </MemoryRouter>,
  );
}

const region = () => screen.getByTestId('toasts');

describe('ToastProvider', () => {
  it('shows at most two toasts at once', async () => {
    renderProvider();
    act(() => {
      probe.api!.toast({ type: 'success', title: 'First' });
      probe.api!.toast({ type: 'error', title: 'Second' });
      probe.api!.toast({ type: 'info', title: 'Third' });
    });
    expect(region().getAttribute('data-count')).toBe('2');
    // Flashbar is loaded with the first toast (a lazy chunk)
    await waitFor(() => expect(region().textContent).toContain('Second'), { timeout: 10_000 });
    expect(region().textContent).not.toContain('First');
    expect(region().textContent).toContain('Third');
  });

  it("a topic's new toast replaces its stale one on screen (issue 23: 'Missing Information' beside 'Pitch deck generated')", async () => {
    renderProvider();
    act(() => probe.api!.toast({ type: 'error', title: 'Missing Information', topic: 'ai-pitch_deck' }));
    await waitFor(() => expect(region().textContent).toContain('Missing Information'), { timeout: 10_000 });
    act(() => probe.api!.toast({ type: 'success', title: 'Pitch deck generated', topic: 'ai-pitch_deck' }));
    expect(region().getAttribute('data-count')).toBe('1');
    await waitFor(() => expect(region().textContent).toContain('Pitch deck generated'));
    // Flashbar lets a removed item fade out first
    await waitFor(() => expect(region().textContent).not.toContain('Missing Information'), { timeout: 5000 });
  });

  it('clears the toasts of a page when the route changes, keeping a carried-over one for one change', async () => {
    renderProvider();
    act(() => {
      probe.api!.toast({ type: 'error', title: 'Incorrect code' });
      probe.api!.toast({ type: 'success', title: 'Welcome!', carryOver: true });
    });
    act(() => void probe.navigate!('/dashboard'));
    expect(region().getAttribute('data-count')).toBe('1');
    await waitFor(() => expect(region().textContent).toContain('Welcome!'), { timeout: 10_000 });
    act(() => void probe.navigate!('/dashboard/saved'));
    expect(region().getAttribute('data-count')).toBe('0');
  });

  it('sits above the modal layer, at the bottom of the viewport (clear of the top bar and page headers)', async () => {
    renderProvider();
    expect(region().className).toBe('fs-toasts');
    const { readFileSync } = await import('node:fs');
    const css = readFileSync(`${process.cwd()}/web/src/common/components/toasts.css`, 'utf8');
    const zIndex = Number(/z-index:\s*(\d+)/.exec(css)?.[1]);
    expect(zIndex).toBeGreaterThan(5000); // Cloudscape's modal layer
    expect(/\btop:/.test(css)).toBe(false); // never over the top bar or a page header's 'Export CSV'
    expect(/bottom:\s*1rem/.test(css)).toBe(true);
  });
});
