/**
 * The page of investors as Cloudscape Cards (issue 13): photo, name, verified, the company when it is not the
 * name, saved and revealed state; type and check sizes, stages and location side by side; a few industry badges;
 * 'View profile' and the Save toggle; sorted by best match, the match score beside the name and the reasons
 * (issue 23). Loading, empty, preferences and the top pagination are slots of the Cards
 * component (the page adds a second pager below). Two cards a row from 720 px, one below; an odd last card
 * takes the whole row (investors.css), so no page leaves an orphan.
 */
import type { ReactNode } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import type { Investor, ListedInvestor } from '../../../../../shared/schemas.js';
import { MatchReasons, MatchScore } from '../match/match-reasons.js';
import { matchStrings } from '../match/strings.js';
import { dashboardStrings as s } from '../strings.js';
import { cardBadges, companyLine } from './card-state.js';
import { DirectContactBadge } from './direct-contact-badge.js';
import { firstOf, formatLocation } from './format.js';
import { InvestorPhoto } from './investor-photo.js';

const i = s.investors;
const MAX_INDUSTRY_BADGES = 3;

export function Muted({ children }: { children: ReactNode }) {
  return <Box color="text-status-inactive">{children}</Box>;
}

/** Props shared by the cards and the table view of a page of investors. */
export interface InvestorCollectionProps {
  /** With `match` (score and reasons) when the page is sorted by best match. */
  items: ListedInvestor[];
  loading: boolean;
  /** Showing the previous answer while a new one loads: marked `aria-busy` and dimmed. */
  busy?: boolean;
  header: ReactNode;
  pagination: ReactNode;
  preferences: ReactNode;
  empty: ReactNode;
  onView: (investor: Investor, trigger: HTMLElement | null) => void;
  /** Save (true) or remove (false) an investor. */
  onToggleSave: (investor: Investor, save: boolean) => void;
  /** The investor whose save is in flight. */
  savingId?: string;
}

/** The slots the cards and the table view share (Cloudscape Cards and Table take the same props). */
export function collectionSlots({
  items,
  loading,
  header,
  pagination,
  preferences,
  empty,
}: InvestorCollectionProps) {
  return { items, loading, loadingText: i.loading, header, pagination, preferences, empty, trackBy: 'id' };
}

/** The list region: `aria-busy` and dimmed while the previous answer stays on screen. */
export function BusyRegion({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="fs-cards" aria-busy={busy} data-busy={busy || undefined}>
      {children}
    </div>
  );
}

/** Card-only options. */
export interface InvestorCardsProps extends InvestorCollectionProps {
  /** Put 'View profile' and Save right under the card header (phones: the first action shows without scrolling). */
  actionsFirst?: boolean;
}

/** The Save / Saved toggle of an investor (aria-pressed tells its state). */
export function SaveToggle({
  investor,
  busy,
  onToggle,
}: {
  investor: Investor;
  busy: boolean;
  onToggle: (save: boolean) => void;
}) {
  const a = s.actions;
  return (
    <ToggleButton
      pressed={investor.saved}
      iconName="star"
      pressedIconName="star-filled"
      ariaLabel={investor.saved ? a.savedLabel(investor.name) : a.saveLabel(investor.name)}
      // Not disabled while busy (a disabled button drops keyboard focus); repeated presses are ignored instead.
      onChange={({ detail }) => {
        if (!busy) onToggle(detail.pressed);
      }}
    >
      {investor.saved ? a.saved : a.save}
    </ToggleButton>
  );
}

/** The saved / contact revealed badges of an investor (nothing when neither). */
export function StateBadges({ investor }: { investor: Investor }) {
  const badges = cardBadges(investor);
  if (badges.length === 0) return null;
  return (
    <span className="fs-state-badges" data-state={badges.join(' ')}>
      {badges.map((badge) =>
        badge === 'saved' ? (
          <Badge key={badge} color="blue">
            {i.savedState}
          </Badge>
        ) : (
          <Badge key={badge} color="green">
            {i.revealedState}
          </Badge>
        ),
      )}
    </span>
  );
}

/** The investor's industries as a few badges and '+N more'. */
export function IndustryBadges({ investor }: { investor: Investor }) {
  const { shown, more } = firstOf(investor.funding_industries, MAX_INDUSTRY_BADGES);
  if (shown.length === 0) return <Muted>{i.notListed}</Muted>;
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      {shown.map((tag) => (
        <Badge key={tag}>{tag}</Badge>
      ))}
      {more > 0 && (
        <Box variant="small" color="text-body-secondary">
          {i.more(more)}
        </Box>
      )}
    </SpaceBetween>
  );
}

/** 'View profile' and the Save toggle of one investor. */
export function InvestorActions({
  item,
  onView,
  onToggleSave,
  savingId,
}: { item: Investor } & Pick<InvestorCollectionProps, 'onView' | 'onToggleSave' | 'savingId'>) {
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button
        ariaLabel={i.viewProfileOf(item.name)}
        onClick={() =>
          onView(item, document.activeElement instanceof HTMLElement ? document.activeElement : null)
        }
      >
        {i.viewProfile}
      </Button>
      <SaveToggle investor={item} busy={savingId === item.id} onToggle={(save) => onToggleSave(item, save)} />
    </SpaceBetween>
  );
}

export function InvestorCards(props: InvestorCardsProps) {
  const { busy = false, onView, onToggleSave, savingId, actionsFirst = false } = props;
  const actionsSection = {
    id: 'actions',
    content: (item: Investor) => (
      <InvestorActions item={item} onView={onView} onToggleSave={onToggleSave} savingId={savingId} />
    ),
  };
  // Sorted by best match ('See all matches'): why each investor fits, as on Dashboard home (issue 23)
  const matched = props.items.some((item) => item.match);
  const matchSection = {
    id: 'match',
    header: matchStrings.recommended.fitsLabel,
    content: (item: ListedInvestor) =>
      item.match ? <MatchReasons name={item.name} reasons={item.match.reasons} /> : null,
  };
  return (
    <BusyRegion busy={busy}>
      <Cards<ListedInvestor>
        {...collectionSlots(props)}
        ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: '' }}
        cardsPerRow={[{ cards: 1 }, { minWidth: 720, cards: 2 }]}
        cardDefinition={{
          header: (item) => {
            const company = companyLine(item);
            return (
              <div className="fs-card-head">
                <InvestorPhoto investor={item} />
                <div className="fs-card-head__text">
                  <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                    <Box variant="h3" padding="n" fontSize="heading-s">
                      {item.name}
                    </Box>
                    {item.verified && <StatusIndicator type="success">{i.verified}</StatusIndicator>}
                    {item.match && <MatchScore score={item.match.score} />}
                  </SpaceBetween>
                  {company && (
                    <Box color="text-body-secondary" fontSize="body-s">
                      <span className="fs-visually-hidden">{i.company}: </span>
                      {company}
                    </Box>
                  )}
                  <StateBadges investor={item} />
                  <DirectContactBadge investor={item} />
                </div>
              </div>
            );
          },
          sections: [
            ...(actionsFirst ? [actionsSection] : []),
            { id: 'type', header: i.typeLabel, content: (item) => item.funding_type, width: 50 },
            {
              id: 'checks',
              header: i.checkSizes,
              content: (item) => item.check_sizes || <Muted>{i.notListed}</Muted>,
              width: 50,
            },
            {
              id: 'stages',
              header: i.stages,
              content: (item) =>
                item.funding_stage.length ? item.funding_stage.join(', ') : <Muted>{i.notListed}</Muted>,
              width: 50,
            },
            {
              id: 'location',
              header: i.location,
              content: (item) => formatLocation(item) || <Muted>{i.notListed}</Muted>,
              width: 50,
            },
            {
              id: 'industries',
              header: i.industries,
              content: (item) => <IndustryBadges investor={item} />,
            },
            ...(matched ? [matchSection] : []),
            ...(actionsFirst ? [] : [actionsSection]),
          ],
        }}
      />
    </BusyRegion>
  );
}
