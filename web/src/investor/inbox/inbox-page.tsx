/**
 * The pitch inbox, `/investors/portal/inbox` (issue 20 item 2; docs/decisions/0049-pitches.md): one inbox per
 * listing the investor's team holds (a 'Listing' picker when they hold several), pitches newest first as cards
 * (who pitched, the subject, the round facts, the match score against the listing's own criteria with its reasons,
 * the sent date, the status New / Interested / Passed and the Blocked / Reported flags), filters (All / New /
 * Answered, stage, sector) kept in the address (inbox.ts), further pages by the API's cursor ('Show more pitches'),
 * and the listing's inbox settings above the list (inbox-settings.tsx). A card's subject opens the pitch (pitch-page.tsx).
 * Loading, empty ('No pitches yet', saying what lets founders pitch) and error states; on a phone the cards stack.
 */
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { ListingSummary } from '../../../../shared/claim-schemas.js';
import { plainDate } from '../../../../shared/listing.js';
import type { InboxPitch, PitchStatus } from '../../../../shared/pitch-schemas.js';
import { FUNDING_STAGES, SECTORS } from '../../../../shared/vocabulary.js';
import { QueryState } from '../../common/query-state.js';
import { useDocumentTitle } from '../../common/title.js';
import {
  fromLine,
  INBOX_SHOW,
  inboxSearchOf,
  inboxViewOf,
  isFiltered,
  roundFacts,
  statusOf,
  type InboxShow,
  type InboxView,
} from './inbox.js';
import { useInbox } from './inbox-api.js';
import { InboxSettings } from './inbox-settings.js';
import { useInvestorAccount, useListing } from '../investor-api.js';
import { INBOX_PATH, PORTAL_HOME } from '../../common/paths.js';
import { investorStrings } from '../strings.js';
import './inbox.css';

const t = investorStrings.inbox;
const p = investorStrings.portal;

export const STATUS_TYPE: Record<PitchStatus, StatusIndicatorProps.Type> = {
  open: 'info',
  interested: 'success',
  passed: 'stopped',
};

/** The status and flags of a pitch: 'New' (or Interested / Passed) and the Blocked / Reported badges. */
export function PitchStatusLine({ pitch }: { pitch: InboxPitch }) {
  const { status, flags } = statusOf(pitch);
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <StatusIndicator type={STATUS_TYPE[pitch.status]}>{status}</StatusIndicator>
      {flags.map((flag) => (
        <Badge key={flag} color="red">
          {flag}
        </Badge>
      ))}
    </SpaceBetween>
  );
}

/** The match score and its reasons (what fits the listing's criteria, what does not). */
export function MatchReasons({ pitch }: { pitch: InboxPitch }) {
  const { for: pro, against } = pitch.match.reasons;
  return (
    <div className="inbox-match">
      {pro.length > 0 && (
        <ul aria-label={t.fits}>
          {pro.map((reason) => (
            <li key={reason}>
              <StatusIndicator type="success">{reason}</StatusIndicator>
            </li>
          ))}
        </ul>
      )}
      {against.length > 0 && (
        <ul aria-label={t.misses}>
          {against.map((reason) => (
            <li key={reason}>
              <StatusIndicator type="warning">{reason}</StatusIndicator>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function InboxPage() {
  useDocumentTitle(p.titles.inbox);
  const [search, setSearch] = useSearchParams();
  const view = inboxViewOf(search);
  const account = useInvestorAccount();
  const setView = (next: InboxView) => setSearch(inboxSearchOf(next), { replace: true });
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t.description}>
        {p.titles.inbox}
      </Header>
      <QueryState layout="page" query={account} errorTitle={p.loadFailed} loadingText={p.loading}>
        {(data) =>
          data.listings.length === 0 ? (
            <Box>
              {t.noListing} <Link to={`${PORTAL_HOME}/claim`}>{investorStrings.listings.claimCta}</Link>
            </Box>
          ) : (
            <Inbox
              listings={data.listings}
              view={view}
              setView={setView}
              // A listing named in the address that the team does not hold: the first held one instead.
              listing={data.listings.find((l) => l.id === view.listing) ?? data.listings[0]!}
            />
          )
        }
      </QueryState>
    </SpaceBetween>
  );
}

const stageOptions = [
  { value: '', label: t.filters.anyStage },
  ...FUNDING_STAGES.map((s) => ({ value: s, label: s })),
];
const sectorOptions = [
  { value: '', label: t.filters.anySector },
  ...SECTORS.map((s) => ({ value: s, label: s })),
];

function Inbox({
  listings,
  listing,
  view,
  setView,
}: {
  listings: readonly ListingSummary[];
  listing: ListingSummary;
  view: InboxView;
  setView: (view: InboxView) => void;
}) {
  const here = { ...view, listing: listings.length > 1 ? listing.id : '' };
  const showLabelId = useId();
  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={listings.length > 1 ? 4 : 3} minColumnWidth={180}>
        {listings.length > 1 && (
          <FormField label={t.listing}>
            <Select
              selectedOption={{ value: listing.id, label: listing.name }}
              options={listings.map((l) => ({ value: l.id, label: l.name }))}
              onChange={({ detail }) => setView({ ...view, listing: detail.selectedOption.value ?? '' })}
            />
          </FormField>
        )}
        {/* One visible 'Show': the control is labelled by the field's label (issue 38: on a phone Cloudscape turns a
            labelled SegmentedControl into a Select with a second 'Show' label above it) */}
        <FormField label={<span id={showLabelId}>{t.filters.show}</span>}>
          <SegmentedControl
            ariaLabelledby={showLabelId}
            selectedId={view.show}
            options={INBOX_SHOW.map((id) => ({ id, text: id === 'all' ? t.filters.all : t.filters[id] }))}
            onChange={({ detail }) => setView({ ...here, show: detail.selectedId as InboxShow })}
          />
        </FormField>
        <FormField label={t.filters.stage}>
          <Select
            selectedOption={stageOptions.find((o) => o.value === (view.stage ?? ''))!}
            options={stageOptions}
            onChange={({ detail }) =>
              setView({ ...here, stage: (detail.selectedOption.value || null) as InboxView['stage'] })
            }
          />
        </FormField>
        <FormField label={t.filters.sector}>
          <Select
            selectedOption={sectorOptions.find((o) => o.value === (view.sector ?? ''))!}
            options={sectorOptions}
            filteringType="auto"
            onChange={({ detail }) =>
              setView({ ...here, sector: (detail.selectedOption.value || null) as InboxView['sector'] })
            }
          />
        </FormField>
      </ColumnLayout>
      <InboxSettings key={listing.id} listing={listing} />
      <PitchList
        listing={listing}
        view={here}
        onClear={() => setView({ ...here, show: 'all', stage: null, sector: null })}
      />
    </SpaceBetween>
  );
}

function PitchList({
  listing,
  view,
  onClear,
}: {
  listing: ListingSummary;
  view: InboxView;
  onClear: () => void;
}) {
  const inbox = useInbox(listing.id, view);
  const held = useListing(listing.id);
  const pitches = inbox.data?.pages.flatMap((page) => page.pitches) ?? [];
  const search = inboxSearchOf(view);
  const closed = held.data?.open_to_pitches?.open !== true;
  if (inbox.isError) {
    return (
      <Alert
        type="error"
        header={t.loadFailed}
        action={<Button onClick={() => void inbox.refetch()}>{p.retry}</Button>}
      >
        {inbox.error.message}
      </Alert>
    );
  }
  return (
    <SpaceBetween size="m">
      <Cards
        items={pitches}
        trackBy="id"
        loading={inbox.isPending}
        loadingText={p.loading}
        ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: '', cardsLabel: t.listHeading }}
        cardsPerRow={[{ cards: 1 }, { minWidth: 900, cards: 2 }]}
        header={
          <Header
            variant="h2"
            counter={inbox.data ? `(${t.count(pitches.length, inbox.hasNextPage)})` : undefined}
          >
            {t.listHeading}
          </Header>
        }
        empty={
          isFiltered(view) ? (
            <Box textAlign="center" padding="l">
              <SpaceBetween size="s">
                <Box variant="strong">{t.emptyFiltered}</Box>
                <Button onClick={onClear}>{t.filters.clear}</Button>
              </SpaceBetween>
            </Box>
          ) : (
            <Box textAlign="center" padding="l">
              <SpaceBetween size="xs">
                <Box variant="h3" tagOverride="p">
                  {t.empty}
                </Box>
                <Box variant="p" color="text-body-secondary">
                  {held.isPending ? '' : closed ? t.emptyClosed : t.emptyOpen}
                </Box>
              </SpaceBetween>
            </Box>
          )
        }
        cardDefinition={{
          header: (pitch) => (
            <Link
              to={`${INBOX_PATH}/${encodeURIComponent(pitch.id)}${search}`}
              aria-label={t.open(pitch.subject)}
              className="inbox-subject"
            >
              {pitch.subject}
            </Link>
          ),
          sections: [
            {
              id: 'from',
              content: (pitch) => (
                <SpaceBetween size="xxs">
                  <Box variant="strong">{fromLine(pitch)}</Box>
                  <Box variant="small" color="text-body-secondary">
                    {t.sent(plainDate(pitch.sent_at))}
                  </Box>
                  <PitchStatusLine pitch={pitch} />
                </SpaceBetween>
              ),
            },
            {
              id: 'round',
              content: (pitch) => (
                <dl className="inbox-facts">
                  {roundFacts(pitch.round)
                    .slice(0, 4)
                    .map((fact) => (
                      <div key={fact.label}>
                        <dt>{fact.label}</dt>
                        <dd>{fact.value}</dd>
                      </div>
                    ))}
                </dl>
              ),
            },
            {
              id: 'match',
              header: '',
              content: (pitch) => (
                <SpaceBetween size="xxs">
                  <Box variant="strong">{t.match(pitch.match.score)}</Box>
                  <MatchReasons pitch={pitch} />
                </SpaceBetween>
              ),
            },
          ],
        }}
      />
      {inbox.hasNextPage && (
        <Box textAlign="center">
          <Button loading={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
            {t.more}
          </Button>
        </Box>
      )}
    </SpaceBetween>
  );
}
