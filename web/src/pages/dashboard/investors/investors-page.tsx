/**
 * The Investor Database page (founder-app.md §2 "Investor Database", §4 "Pagination", §5 filter rules):
 * title; overview (Total Investors, Filtered Results, Your Saved); the filter bar; one page of `GET /v1/investors`
 * (server-side search and filters, 10 a page, the page clamped by the server) with Cloudscape Pagination that
 * scrolls to the top on change; the profile modal with Reveal contact (1 action) and Save. Each card can be saved
 * or unsaved. The usage banner sits above the list. The filter state lives in the URL query string.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Investor } from '../../../../../shared/schemas.js';
import { PAGE_SIZE } from '../../../../../shared/vocabulary.js';
import { useInvestorActions } from '../actions.js';
import { useInvestorFilters, useInvestors, useMe } from '../hooks.js';
import { UsageBanner } from '../shell/usage-banner.js';
import { QueryErrorAlert } from '../query-state.js';
import { dashboardStrings as s } from '../strings.js';
import { FilterBar, type FilterChange } from './filter-bar.js';
import {
  EMPTY_FILTERS,
  filtersFromSearch,
  hasActiveFilters,
  pageCount,
  searchFromFilters,
  type FilterState,
} from './filter-state.js';
import { InvestorCards } from './investor-cards.js';
import { ProfileModal } from './profile-modal.js';

const i = s.investors;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** One overview figure: a skeleton while loading, a dash when its request failed. */
function Count({ label, value, failed }: { label: string; value: number | undefined; failed: boolean }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      {value !== undefined ? (
        <div className="fs-stat__value">{value.toLocaleString()}</div>
      ) : failed ? (
        <div className="fs-stat__value" aria-label={i.unavailable} title={i.unavailable}>
          –
        </div>
      ) : (
        <Skeleton height="2.5rem" width="5rem" />
      )}
    </div>
  );
}

export function InvestorsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const options = useInvestorFilters();
  const me = useMe();
  const list = useInvestors(filters);
  const [profile, setProfile] = useState<Investor | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const actions = useInvestorActions();

  async function reveal(investor: Investor) {
    const revealed = await actions.reveal(investor);
    if (revealed) setProfile((open) => (open?.id === revealed.id ? { ...open, ...revealed } : open));
  }

  async function toggleSave(investor: Investor, save: boolean) {
    const saved = await actions.setSaved(investor, save);
    if (saved !== null) setProfile((open) => (open?.id === investor.id ? { ...open, saved } : open));
  }

  const setFilters = useCallback(
    (next: FilterState, replace = false) => setSearchParams(searchFromFilters(next), { replace }),
    [setSearchParams],
  );

  // Reads the current URL at call time so a debounced search commit never undoes a newer change.
  const onChange = useCallback(
    (change: FilterChange) => {
      setSearchParams((current) => searchFromFilters({ ...filtersFromSearch(current), ...change, page: 1 }), {
        replace: 'q' in change,
      });
    },
    [setSearchParams],
  );
  const onClear = useCallback(() => setFilters(EMPTY_FILTERS), [setFilters]);

  // The server clamps a page past the last one; show the page it answered in the URL too.
  const answeredPage = list.data?.page;
  useEffect(() => {
    if (answeredPage !== undefined && !list.isPlaceholderData && answeredPage !== filters.page) {
      setFilters({ ...filters, page: answeredPage }, true);
    }
  }, [answeredPage, list.isPlaceholderData, filters, setFilters]);

  const total = list.data?.total ?? 0;
  const pages = pageCount(total, list.data?.pageSize ?? PAGE_SIZE);
  const from = total === 0 ? 0 : ((list.data?.page ?? 1) - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, from + (list.data?.items.length ?? 0) - 1);

  function closeProfile() {
    setProfile(null);
    const target = returnFocus.current;
    // After the modal has unmounted, put focus back on the button that opened it.
    setTimeout(() => target?.focus(), 0);
  }

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={i.description}>
        {i.title}
      </Header>

      <UsageBanner />

      <Container>
        <ColumnLayout columns={3} variant="text-grid" minColumnWidth={90}>
          <Count label={i.totalInvestors} value={options.data?.total} failed={options.isError} />
          <Count
            label={i.filteredResults}
            value={list.isPending || list.isError ? undefined : total}
            failed={list.isError}
          />
          <Count label={i.yourSaved} value={me.data?.counts.saved} failed={me.isError} />
        </ColumnLayout>
      </Container>

      <Container>
        <FilterBar
          filters={filters}
          options={options.data}
          optionsLoading={options.isPending}
          optionsError={options.isError}
          onChange={onChange}
          onClear={onClear}
        />
      </Container>

      {list.isError ? (
        <QueryErrorAlert query={list} header={i.error} />
      ) : (
        <InvestorCards
          items={list.data?.items ?? []}
          loading={list.isPending}
          busy={list.isFetching && list.isPlaceholderData}
          header={
            <Header
              variant="h2"
              counter={list.data ? `(${total.toLocaleString()})` : undefined}
              description={list.data && total > 0 ? i.showing(from, to, total) : undefined}
            >
              {i.listLabel}
            </Header>
          }
          pagination={
            <Pagination
              currentPageIndex={Math.min(filters.page, pages)}
              pagesCount={pages}
              disabled={list.isFetching && list.isPlaceholderData}
              ariaLabels={i.pagination}
              onChange={({ detail }) => {
                setFilters({ ...filters, page: detail.currentPageIndex });
                window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
              }}
            />
          }
          empty={
            <Box textAlign="center" color="inherit" padding="l">
              <SpaceBetween size="s">
                <Box variant="h3" color="inherit">
                  {hasActiveFilters(filters) ? i.empty : i.emptyCatalogue}
                </Box>
                {hasActiveFilters(filters) && (
                  <>
                    <Box color="text-body-secondary">{i.emptyBody}</Box>
                    <Button onClick={onClear}>{i.clear}</Button>
                  </>
                )}
              </SpaceBetween>
            </Box>
          }
          onView={(investor, trigger) => {
            returnFocus.current = trigger;
            setProfile(investor);
          }}
          onToggleSave={(investor, save) => void toggleSave(investor, save)}
          savingId={actions.savingId}
        />
      )}

      <ProfileModal
        investor={profile}
        onDismiss={closeProfile}
        onReveal={(investor) => void reveal(investor)}
        revealing={profile !== null && actions.revealingId === profile.id}
        onToggleSave={(investor, save) => void toggleSave(investor, save)}
        saving={profile !== null && actions.savingId === profile.id}
      />
    </SpaceBetween>
  );
}

export default InvestorsPage;
