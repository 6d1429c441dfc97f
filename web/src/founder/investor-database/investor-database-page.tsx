/**
 * The Investor Database page (founder-app.md §2 "Investor Database", §4 "Pagination", §5 filter rules; issue 13):
 * title; the usage banner (the page's one usage indicator: the shell leaves its usage card out here, the top
 * bar keeps its counter); the overview (Total Investors, Filtered Results, Your Saved); the filter bar (in a
 * collapsible 'Filters' panel below 768 px); one page of `GET /v1/investors` (server-side search and filters,
 * `pageSize` 10 by default, 25 or 50, the page clamped by the server) as Cards or a Table, with Cloudscape
 * CollectionPreferences (page size; the table's visible columns) and pagination above and below the list that
 * scrolls to the top on change; the profile modal with Reveal contact (1 action; disabled at 0 actions left with
 * the reason and 'View Plans', and a refused reveal shown inline in the modal) and Save. The filter state lives
 * in the URL query string, the preferences in localStorage (preferences.ts).
 *
 * Issue 12 "Facets, sort and check size": the filter bar shows the list answer's `facets` next to every option,
 * 'Has direct contact', 'I am raising (USD)' and 'Sort by' (filter-bar.tsx), all in the URL like the other filters;
 * an empty result offers the answer's `suggestion` as one click (empty-result.tsx). The previous answer (items and
 * counts) stays on screen, dimmed, while the next one loads.
 *
 * Issue 38: on phones the search box stands on the first screen above the 'Filters' panel (search-box.tsx), and a
 * profile at `/dashboard/investors/{id}` names the investor in the document title.
 *
 * Issue 23 "Speed" (docs/decisions/0053-investor-database-without-cloudscape.md): what the page shows on arrival
 * (heading, usage banner, overview, the search box and the 'Filters' panel on phones, the view toggle, pagination and the cards) is
 * plain React and CSS drawn like Cloudscape (components/lite/). Cloudscape comes with what a founder opens: the
 * filter bar (wide screens load it at once), the table view, the preferences and the profile modal.
 */
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useId,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LiteButton, LiteSkeleton } from '../../common/components/lite/lite.js';
import { LiteIcon } from '../../common/components/lite/icon.js';
import { LitePagination } from '../../common/components/lite/pagination.js';
import type { Investor } from '../../../../shared/schemas.js';
import { ACTION_COSTS } from '../../../../shared/vocabulary.js';
import { useInvestorActions, type ActionError } from '../actions.js';
import { useInvestor, useInvestorFilters, useInvestors, useMe } from '../hooks.js';
import { useStartupProfile } from '../match/hooks.js';
import { isMobileNow, useIsMobile } from '../shell/media.js';
import { UsageBanner } from '../shell/usage-banner.js';
import { outOfActions } from '../shell/usage.js';
import { QueryErrorAlert } from '../../common/components/lite/query-error.js';
import { useDocumentTitle } from '../../common/title.js';
import { dashboardStrings as s } from '../strings.js';
import {
  DEFAULT_SORT,
  EMPTY_FILTERS,
  activeFilterCount,
  changeForSuggestion,
  filtersFromSearch,
  hasActiveFilters,
  pageCount,
  replacesEntry,
  searchAfterChange,
  searchFromFilters,
  type FilterChange,
  type FilterState,
} from './filter-state.js';
import { EmptyResult } from './empty-result.js';
import { SearchBox } from './search-box.js';
import { InvestorCards } from './investor-cards.js';
import { formatCount, searchStrings as f } from './search-strings.js';
import { useInvestorPreferences, type InvestorPreferences, type InvestorView } from './preferences.js';
import './investors.css';

const i = s.investors;
const pr = i.preferences;

// The table view and the profile modal load when first needed (issue 13 "Speed": less code before the first cards).
const InvestorTable = lazy(() => import('./investor-table.js'));
const PreferencesControl = lazy(() => import('./preferences-control.js'));
// The filter bar (Cloudscape Select, Multiselect: the page's heaviest components) is its own chunk too. Wide screens
// show it at once, so its download starts with this module; phones load it when the 'Filters' panel opens.
const loadFilterBar = () => import('./filter-bar.js').then((m) => ({ default: m.FilterBar }));
const FilterBar = lazy(loadFilterBar);
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function' && !isMobileNow())
  void loadFilterBar();

/** The filter bar's place while its chunk loads (the height of its rows, so nothing below moves). */
function FilterBarPlaceholder() {
  return (
    <div className="fs-filter-placeholder" role="status" aria-busy="true" aria-label={i.filtersLoading}>
      <LiteSkeleton height="100%" width="100%" />
    </div>
  );
}

/**
 * The preferences' settings button until the founder first uses it (issue 23 "Speed"): Cloudscape's
 * CollectionPreferences and the library's base (about 100 KB of gzip JavaScript and CSS) load on that click, not
 * with the first screen; then the Cloudscape trigger takes this button's place and opens its dialog at once.
 * `loading` while the chunk downloads (a spinner; focus stays).
 */
function PreferencesButton({ loading = false, onClick }: { loading?: boolean; onClick?: () => void }) {
  return (
    <LiteButton variant="icon" iconName="settings" ariaLabel={pr.title} loading={loading} onClick={onClick} />
  );
}
const ProfileModal = lazy(() => import('./profile-modal.js'));

/** The Investor Database's path, and an investor profile's (issue 23: the profile has its own URL). */
const LIST_PATH = '/dashboard/investors';
const profilePath = (id: string) => `${LIST_PATH}/${encodeURIComponent(id)}`;
/** History state of a profile opened from the list (closing it goes Back). */
interface ProfileState {
  fromList: true;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * One overview figure on the compact overview line (issue 23): label then figure; a skeleton while loading, a dash
 * when its request failed.
 */
function Count({ label, value, failed }: { label: string; value: number | undefined; failed: boolean }) {
  return (
    <div className="fs-overview__item">
      <span className="fs-key-label">{label}</span>
      {value !== undefined ? (
        <span className="fs-overview__value">{formatCount(value)}</span>
      ) : failed ? (
        <span className="fs-overview__value" title={i.unavailable}>
          <span aria-hidden="true">–</span>
          <span className="fs-visually-hidden">{i.unavailable}</span>
        </span>
      ) : (
        <LiteSkeleton height="1.25rem" width="3rem" />
      )}
    </div>
  );
}

/**
 * Reads the page's inputs (URL, queries, preferences, viewport) and hands them to `InvestorsView` through
 * `useDeferredValue` (issue 13 "Speed"). An answer arriving or a filter changing re-renders this cheap reader at
 * once; the view (the cards, the filter bar, Cloudscape's many components) then re-renders in a transition, which
 * React splits into short slices instead of one long task that blocks input (Lighthouse's total blocking time).
 * While that render runs the previous view stays on screen, as it would during a slow answer.
 */
export default function InvestorsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const startup = useStartupProfile();
  const bestMatch = startup.data?.startup != null;
  // 'Best match' needs a startup profile (issue 15): a link with sort=match from a founder without one reads as the
  // default order instead of the API's 400.
  const noMatchSort = startup.isSuccess && !bestMatch;
  const filters = useMemo(() => {
    const fromUrl = filtersFromSearch(searchParams);
    return fromUrl.sort === 'match' && noMatchSort ? { ...fromUrl, sort: DEFAULT_SORT } : fromUrl;
  }, [searchParams, noMatchSort]);
  const [preferences, setPreferences] = useInvestorPreferences();
  const options = useInvestorFilters();
  const me = useMe();
  const list = useInvestors(filters, preferences.pageSize);
  const { investorId } = useParams();
  // Opened from the list: its copy shows at once; a shared or reloaded link loads the investor.
  const profile = useInvestor(
    investorId,
    investorId === undefined ? undefined : list.data?.items.find((item) => item.id === investorId),
  );
  const isMobile = useIsMobile();
  const actions = useInvestorActions();
  // Issue 38: a profile's own URL names the investor in the browser tab ('Investor Database' while it loads)
  useDocumentTitle(investorId !== undefined && profile.data ? profile.data.name : i.title);
  const inputs: ViewInputs = {
    profileId: investorId,
    profile,
    filters,
    setSearchParams,
    bestMatch,
    preferences,
    setPreferences,
    options,
    me,
    list,
    isMobile,
    actions,
  };
  // A new object each render: the view renders (deferred) whenever any input changed. The urgent render passes the
  // previous inputs, whose fields are the same references, so memo() skips the view there.
  // The first render shows the page's heading only (issue 23 "Speed"): it paints at once, and the view (every card,
  // the banner, Cloudscape's many components) follows in a deferred render that React splits into short slices
  // instead of one long task before the first paint (Lighthouse's total blocking time and largest contentful paint).
  const deferred = useDeferredValue<ViewInputs | null>(inputs, null);
  return deferred ? (
    <InvestorsView {...deferred} />
  ) : (
    <div className="fs-stack">
      <PageHeading />
    </div>
  );
}

/** The page's title and description: the first thing painted, then the view's first row. */
function PageHeading() {
  return (
    <div className="fs-page-heading">
      <h1>{i.title}</h1>
      <p>{i.description}</p>
    </div>
  );
}

/** Cards or Table (a pair of pressed / not pressed buttons, as Cloudscape's SegmentedControl on wide screens). */
function ViewToggle({ view, onChange }: { view: InvestorView; onChange: (view: InvestorView) => void }) {
  const options: { id: InvestorView; text: string; icon: 'view-full' | 'view-horizontal' }[] = [
    { id: 'cards', text: i.viewCards, icon: 'view-full' },
    { id: 'table', text: i.viewTable, icon: 'view-horizontal' },
  ];
  return (
    <div className="fs-segmented" role="group" aria-label={i.viewLabel}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className="fs-segmented__option"
          aria-pressed={view === option.id}
          onClick={() => {
            if (view !== option.id) onChange(option.id);
          }}
        >
          <LiteIcon name={option.icon} />
          <span>{option.text}</span>
        </button>
      ))}
    </div>
  );
}

/** The 'Filters' panel of phones: a heading button that shows or hides its content (Cloudscape's ExpandableSection). */
function FiltersPanel({
  title,
  expanded,
  onChange,
  children,
}: {
  title: string;
  expanded: boolean;
  onChange: (expanded: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="fs-panel fs-disclosure">
      <h2 className="fs-disclosure__heading">
        <button
          type="button"
          className="fs-disclosure__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => onChange(!expanded)}
        >
          <LiteIcon name={expanded ? 'caret-down-filled' : 'caret-right-filled'} />
          {title}
        </button>
      </h2>
      <div id={id} className="fs-disclosure__content" hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}

/** What the view renders from: the page's URL state, queries and preferences (see `InvestorsPage`). */
interface ViewInputs {
  /** The investor of the open profile (`/dashboard/investors/{id}`), or undefined on the list. */
  profileId: string | undefined;
  profile: ReturnType<typeof useInvestor>;
  filters: FilterState;
  setSearchParams: ReturnType<typeof useSearchParams>[1];
  bestMatch: boolean;
  preferences: InvestorPreferences;
  setPreferences: (next: InvestorPreferences) => void;
  options: ReturnType<typeof useInvestorFilters>;
  me: ReturnType<typeof useMe>;
  list: ReturnType<typeof useInvestors>;
  isMobile: boolean;
  actions: ReturnType<typeof useInvestorActions>;
}

const InvestorsView = memo(function InvestorsView({
  profileId,
  profile: profileQuery,
  filters,
  setSearchParams,
  bestMatch,
  preferences,
  setPreferences,
  options,
  me,
  list,
  isMobile,
  actions,
}: ViewInputs) {
  const navigate = useNavigate();
  const location = useLocation();
  const profile = profileId !== undefined ? (profileQuery.data ?? null) : null;
  const [revealError, setRevealError] = useState<ActionError | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The preferences control: not loaded, asked for (load it and open its dialog once), loaded.
  const [preferencesState, setPreferencesState] = useState<'idle' | 'open' | 'loaded'>('idle');
  const returnFocus = useRef<HTMLElement | null>(null);
  const cannotReveal = me.data ? outOfActions(me.data.usage, ACTION_COSTS.reveal) : false;

  async function reveal(investor: Investor) {
    setRevealError(null);
    // a success is patched into the cached list and profile (hooks.ts patchInvestor)
    const outcome = await actions.reveal(investor);
    if (!outcome.ok) setRevealError(outcome.error);
  }

  async function toggleSave(investor: Investor, save: boolean) {
    await actions.setSaved(investor, save);
  }

  const setFilters = useCallback(
    (next: FilterState, replace = false) => setSearchParams(searchFromFilters(next), { replace }),
    [setSearchParams],
  );

  // Starts from the browser's URL at call time, so a debounced commit (search text, amount) never undoes a newer
  // change: the data router updates the URL as soon as a navigation completes, while the React state it renders
  // from follows in a transition that a busy machine can hold back past the 300 ms debounce (a 'Clear' then came
  // back as the previous filters without the text). A change the URL already has (a debounced commit landing after
  // Enter committed the same value) neither adds a history entry nor leaves the page, so Back goes where expected.
  const onChange = useCallback(
    (change: FilterChange) => {
      const next = searchAfterChange(window.location.search, change);
      if (next) setSearchParams(next, { replace: replacesEntry(window.location.search, change) });
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
  const pageSize = list.data?.pageSize ?? preferences.pageSize;
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : ((list.data?.page ?? 1) - 1) * pageSize + 1;
  const to = Math.min(total, from + (list.data?.items.length ?? 0) - 1);
  const busy = list.isFetching && list.isPlaceholderData;

  // The profile has its own URL (issue 23): `/dashboard/investors/{id}` with the list's query, a history entry, so
  // a link to it can be shared and Back closes it.
  function openProfile(investor: Investor, trigger: HTMLElement | null) {
    returnFocus.current = trigger;
    setRevealError(null);
    navigate(
      { pathname: profilePath(investor.id), search: window.location.search },
      { state: { fromList: true } satisfies ProfileState },
    );
  }

  function closeProfile() {
    setRevealError(null);
    // Opened from this list: closing is Back (no second entry for the same list). A shared link: to the list.
    if ((location.state as ProfileState | null)?.fromList) navigate(-1);
    else navigate({ pathname: LIST_PATH, search: window.location.search }, { replace: true });
    const target = returnFocus.current;
    // After the modal has unmounted, put focus back on the button that opened it.
    setTimeout(() => target?.focus(), 0);
  }

  function pager(position: 'top' | 'bottom') {
    return (
      <LitePagination
        currentPageIndex={Math.min(filters.page, pages)}
        pagesCount={pages}
        disabled={busy}
        ariaLabels={{ ...i.pagination, paginationLabel: i.paginationLabel(position) }}
        onChange={(page) => {
          setFilters({ ...filters, page });
          window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        }}
      />
    );
  }

  const collection = {
    items: list.data?.items ?? [],
    loading: list.isPending,
    busy,
    header: (
      <>
        <div className="fs-collection__title">
          <h2>
            {i.listLabel}
            {list.data && <span className="fs-counter"> ({formatCount(total)})</span>}
          </h2>
          <ViewToggle view={preferences.view} onChange={(view) => setPreferences({ ...preferences, view })} />
        </div>
        {/* The Industry filter keeps investors whose sectors are not recorded, after the others (issue 34 item 4). */}
        {list.data && list.data.sectorsNotRecorded > 0 && (
          <p className="fs-collection__note">
            {f.sectorsNotRecorded(total - list.data.sectorsNotRecorded, list.data.sectorsNotRecorded)}
          </p>
        )}
      </>
    ),
    // On phones the pager sits below the list only (above it, it wraps onto two rows before the first card).
    pagination: isMobile ? undefined : pager('top'),
    // The preferences' chunk loads once the first answer is on screen; a disabled settings button stands in.
    preferences:
      preferencesState === 'idle' ? (
        <PreferencesButton onClick={() => setPreferencesState('open')} />
      ) : (
        <Suspense fallback={<PreferencesButton loading />}>
          <PreferencesControl
            preferences={preferences}
            openOnMount={preferencesState === 'open'}
            onOpened={() => setPreferencesState('loaded')}
            onConfirm={(next) => {
              setPreferences(next);
              if (next.pageSize !== preferences.pageSize && filters.page !== 1)
                setFilters({ ...filters, page: 1 });
            }}
          />
        </Suspense>
      ),
    empty: (
      <EmptyResult
        filtered={hasActiveFilters(filters)}
        suggestion={list.data?.suggestion ?? null}
        onSuggestion={(suggestion) => onChange(changeForSuggestion(suggestion))}
        onClear={onClear}
        searchText={filters.q}
      />
    ),
    onView: openProfile,
    onToggleSave: (investor: Investor, save: boolean) => void toggleSave(investor, save),
    savingId: actions.savingId,
  };

  const filterBar = (
    <FilterBar
      filters={filters}
      options={options.data}
      optionsLoading={options.isPending}
      optionsError={options.isError}
      facets={list.data?.facets}
      bestMatch={bestMatch}
      fold={!isMobile}
      search={!isMobile}
      onChange={onChange}
      onClear={onClear}
    />
  );
  const active = activeFilterCount(filters);
  const overview = (
    <section aria-label={i.overviewLabel} className="fs-overview">
      <Count label={i.totalInvestors} value={options.data?.total} failed={options.isError} />
      <Count
        label={i.filteredResults}
        value={list.isPending || list.isError ? undefined : total}
        failed={list.isError}
      />
      <Count label={i.yourSaved} value={me.data?.counts.saved} failed={me.isError} />
    </section>
  );

  return (
    <div className="fs-stack">
      <PageHeading />

      <UsageBanner />

      {isMobile ? (
        <>
          {/* Issue 38: on phones the search box is on the first screen, not in the collapsed panel */}
          <SearchBox q={filters.q} onChange={onChange} />
          <div className="fs-panel">{overview}</div>
          <FiltersPanel
            title={active > 0 ? i.filtersPanelActive(active) : i.filtersPanel}
            expanded={filtersOpen}
            onChange={setFiltersOpen}
          >
            {/* mounted when opened: the selects are the page's heaviest components */}
            {filtersOpen && <Suspense fallback={<FilterBarPlaceholder />}>{filterBar}</Suspense>}
          </FiltersPanel>
        </>
      ) : (
        <div className="fs-panel fs-stack">
          <Suspense fallback={<FilterBarPlaceholder />}>{filterBar}</Suspense>
          {overview}
        </div>
      )}

      {list.isError ? (
        <QueryErrorAlert query={list} header={i.error} />
      ) : (
        <>
          {preferences.view === 'table' ? (
            <Suspense fallback={<InvestorCards {...collection} loading />}>
              <InvestorTable {...collection} columns={preferences.columns} />
            </Suspense>
          ) : (
            <InvestorCards {...collection} actionsFirst={isMobile} />
          )}
          {total > 0 && (
            <div className="fs-pager-bottom">
              <small className="fs-secondary">{i.showing(from, to, total)}</small>
              {pager('bottom')}
            </div>
          )}
        </>
      )}

      {profileId !== undefined && profileQuery.isError && (
        <QueryErrorAlert query={profileQuery} header={f.profileError} />
      )}
      {profile && (
        <Suspense fallback={null}>
          <ProfileModal
            investor={profile}
            onDismiss={closeProfile}
            onReveal={(investor) => void reveal(investor)}
            revealing={profile !== null && actions.revealing}
            revealError={revealError}
            outOfActions={cannotReveal}
            onToggleSave={(investor, save) => void toggleSave(investor, save)}
            saving={profile !== null && actions.savingId === profile.id}
            pitching
          />
        </Suspense>
      )}
    </div>
  );
});
