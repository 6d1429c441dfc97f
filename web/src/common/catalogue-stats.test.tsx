// @vitest-environment happy-dom
/** The marketing figures from GET /v1/catalogue/stats: formatting, one request, the reserved space, the fallback. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ATTRIBUTIONS } from '../../../shared/attribution.js';
import type { CatalogueStats } from '../../../shared/marketing-schemas.js';

const publicApi = vi.fn<(route: string) => Promise<CatalogueStats>>();
vi.mock('./api.js', () => ({ callPublicApi: (route: string) => publicApi(route) }));
const { FALLBACK_FIGURES, figuresOf, loadCatalogueStats, resetCatalogueStatsForTests } =
  await import('./catalogue-stats.js');
const { HeroStats } = await import('../public/landing/hero-stats.js');

const STATS: CatalogueStats = {
  investors: 1136,
  by_type: {
    'Venture Fund': 800,
    'Angel Investor': 100,
    'Angel Network': 30,
    'Corporate VC': 90,
    'Family Office': 0,
    Accelerator: 116,
  },
  stages: 8,
  countries: 60,
  with_direct_contact: 0,
  claimed: 0,
  currently_investing: 0,
  // Two open datasets and an administrator's import: only the open datasets count as sources on the landing.
  sources: [
    { name: ATTRIBUTIONS[0]!.source, licence: 'CC BY 4.0', url: 'https://a.example', investors: 900 },
    { name: ATTRIBUTIONS[1]!.source, licence: 'MIT', url: 'https://b.example', investors: 226 },
    { name: 'Bus list', licence: 'with permission', url: 'https://c.example', investors: 10 },
  ],
  last_import_at: '2026-11-23T09:30:00.000Z',
};

afterEach(() => {
  cleanup();
  publicApi.mockReset();
  resetCatalogueStatsForTests();
});

const figure = (name: string) => document.querySelector(`[data-figure="${name}"]`)!;

describe('catalogue figures', () => {
  it('formats the counts; types count only the types with investors', () => {
    expect(figuresOf(STATS)).toEqual({
      investors: '1,136',
      types: '5',
      sources: '2',
      updated: 'November 23, 2026',
      claimed: 0,
      investing: 0,
    });
  });

  it('asks once for every page of the visit, and again after a failure', async () => {
    publicApi.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(STATS);
    await expect(loadCatalogueStats()).rejects.toThrow('offline');
    await Promise.all([loadCatalogueStats(), loadCatalogueStats()]);
    expect(publicApi).toHaveBeenCalledTimes(2);
    expect(publicApi).toHaveBeenCalledWith('GET /v1/catalogue/stats');
  });

  it('reserves the space while loading (hidden placeholder), then shows the figures', async () => {
    let answer: (s: CatalogueStats) => void = () => undefined;
    publicApi.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<HeroStats />);
    expect(figure('investors').getAttribute('aria-hidden')).toBe('true');
    expect(figure('investors').getAttribute('data-state')).toBe('loading');
    answer(STATS);
    await waitFor(() => expect(figure('investors').textContent).toBe('1,136'));
    expect(figure('types').textContent).toBe('5');
    expect(figure('sources').textContent).toBe('2');
    expect(figure('investors').getAttribute('aria-hidden')).toBeNull();
    expect(screen.getByTestId('catalogue-updated').textContent).toBe('Catalogue updated November 23, 2026.');
  });

  it('says how many listings their investors claimed and how many are currently investing, only when not zero (issue 19)', async () => {
    publicApi.mockResolvedValue({ ...STATS, claimed: 12, currently_investing: 1_008 });
    render(<HeroStats />);
    await waitFor(() => expect(screen.getByTestId('catalogue-listings')).toBeTruthy());
    expect(screen.getByTestId('catalogue-updated').textContent).toBe(
      'Catalogue updated November 23, 2026. 12 listings claimed by their investors · 1,008 listed as currently investing.',
    );
    cleanup();
    resetCatalogueStatsForTests();
    publicApi.mockResolvedValue({ ...STATS, claimed: 1, currently_investing: 0 });
    render(<HeroStats />);
    await waitFor(() =>
      expect(screen.getByTestId('catalogue-listings').textContent).toBe(
        ' 1 listing claimed by its investor.',
      ),
    );
  });

  it('says nothing of claimed listings while there are none', async () => {
    publicApi.mockResolvedValue(STATS);
    render(<HeroStats />);
    await waitFor(() => expect(figure('investors').textContent).toBe('1,136'));
    expect(screen.queryByTestId('catalogue-listings')).toBeNull();
  });

  it('shows the conservative fallbacks when the call fails', async () => {
    publicApi.mockRejectedValue(new Error('HTTP 503'));
    render(<HeroStats />);
    await waitFor(() => expect(figure('investors').getAttribute('data-state')).toBe('fallback'));
    expect(figure('investors').textContent).toBe(FALLBACK_FIGURES.investors);
    expect(screen.getByTestId('catalogue-updated').textContent).toBe('');
  });
});
