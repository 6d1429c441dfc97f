/**
 * The page of investors as cards (issue 13): photo, name, its trust state (issue 34 item 3: `TrustStatus`, the same
 * badge as every screen's), the company when it is not the name, saved and revealed state; type and check sizes,
 * stages and location side by side; a few industry badges; 'View profile' and the Save toggle; sorted by best
 * match, the match score beside the name and the reasons (issue 23). The collection's header (title, counter, view
 * toggle), top pagination and preferences sit in a panel above the cards, as Cloudscape's Cards placed them; the page adds a second pager below. Two cards a row where the list is
 * at least 720 px wide, one below; an odd last card takes the whole row (investors.css), so no page leaves an orphan.
 *
 * Plain React and CSS, drawn like Cloudscape (issue 23 "Speed", docs/decisions/0053-investor-database-without-cloudscape.md):
 * the cards are the Investor Database's first screen, and Cloudscape's Cards, Box, Badge, StatusIndicator and
 * ToggleButton were most of its main-thread work. The table view (investor-table.tsx) is still Cloudscape's Table,
 * loaded when chosen, and shares the slots and cells below.
 */
import type { ReactNode } from 'react';
import { LiteBadge, LiteButton, LiteSpinner } from '../../common/components/lite/lite.js';
import { TrustStatus } from '../../common/components/trust-status.js';
import type { Investor, ListedInvestor } from '../../../../shared/schemas.js';
import { trustOf, type TrustFields } from '../../../../shared/trust.js';
import { MatchReasons, MatchScore } from '../match/match-reasons.js';
import { matchStrings } from '../match/strings.js';
import { dashboardStrings as s } from '../strings.js';
import { cardBadges, companyLine } from './card-state.js';
import { DirectContactBadge } from './direct-contact-badge.js';
import { firstOf, formatLocation } from './format.js';
import { InvestorPhoto } from './investor-photo.js';

const i = s.investors;
const MAX_INDUSTRY_BADGES = 3;

/** A value that is missing ('Not listed'), in the inactive text colour. */
export function Muted({ children }: { children: ReactNode }) {
  return <div className="fs-inactive">{children}</div>;
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

/** The slots of Cloudscape's Table for the table view (the same as the cards show). */
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
    <LiteButton
      pressed={investor.saved}
      iconName={investor.saved ? 'star-filled' : 'star'}
      ariaLabel={investor.saved ? a.savedLabel(investor.name) : a.saveLabel(investor.name)}
      // Not disabled while busy (a disabled button drops keyboard focus); repeated presses are ignored instead.
      onClick={() => {
        if (!busy) onToggle(!investor.saved);
      }}
    >
      {investor.saved ? a.saved : a.save}
    </LiteButton>
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
          <LiteBadge key={badge} color="blue">
            {i.savedState}
          </LiteBadge>
        ) : (
          <LiteBadge key={badge} color="green">
            {i.revealedState}
          </LiteBadge>
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
    <div className="fs-industry-badges">
      {shown.map((tag) => (
        <LiteBadge key={tag}>{tag}</LiteBadge>
      ))}
      {more > 0 && <small className="fs-secondary">{i.more(more)}</small>}
    </div>
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
    <div className="fs-card-actions">
      <LiteButton
        ariaLabel={i.viewProfileOf(item.name)}
        onClick={(event) => onView(item, event.currentTarget)}
      >
        {i.viewProfile}
      </LiteButton>
      <SaveToggle investor={item} busy={savingId === item.id} onToggle={(save) => onToggleSave(item, save)} />
    </div>
  );
}

/** The investor's trust state (shared/trust.ts), as on every screen: the cards' and the table's name cell. */
export function InvestorTrust({ investor }: { investor: TrustFields }) {
  return <TrustStatus trust={trustOf(investor)} />;
}

/** One titled part of a card; `half` sits beside the next half where there is room. */
function Section({
  header,
  half = false,
  children,
}: {
  header?: string;
  half?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="fs-card__section" data-half={half || undefined}>
      {header && <div className="fs-key-label">{header}</div>}
      <div>{children}</div>
    </div>
  );
}

/** One investor's card. */
function InvestorCard({
  item,
  matched,
  actionsFirst,
  actions,
}: {
  item: ListedInvestor;
  matched: boolean;
  actionsFirst: boolean;
  actions: ReactNode;
}) {
  const company = companyLine(item);
  return (
    <li className="fs-card">
      <div className="fs-card-head">
        <InvestorPhoto investor={item} />
        <div className="fs-card-head__text">
          <div className="fs-card-head__title">
            <h3 className="fs-card__name">{item.name}</h3>
            <InvestorTrust investor={item} />
            {item.match && <MatchScore score={item.match.score} />}
          </div>
          {company && (
            <div className="fs-card__company fs-secondary">
              <span className="fs-visually-hidden">{i.company}: </span>
              {company}
            </div>
          )}
          <StateBadges investor={item} />
          <DirectContactBadge investor={item} />
        </div>
      </div>
      <div className="fs-card__sections">
        {actionsFirst && <Section>{actions}</Section>}
        <Section header={i.typeLabel} half>
          {item.funding_type}
        </Section>
        <Section header={i.checkSizes} half>
          {item.check_sizes || <Muted>{i.notListed}</Muted>}
        </Section>
        <Section header={i.stages} half>
          {item.funding_stage.length ? item.funding_stage.join(', ') : <Muted>{i.notListed}</Muted>}
        </Section>
        <Section header={i.location} half>
          {formatLocation(item) || <Muted>{i.notListed}</Muted>}
        </Section>
        <Section header={i.industries}>
          <IndustryBadges investor={item} />
        </Section>
        {/* Sorted by best match ('See all matches'): why each investor fits, as on Dashboard home (issue 23) */}
        {matched && (
          <Section header={matchStrings.recommended.fitsLabel}>
            {item.match ? <MatchReasons name={item.name} reasons={item.match.reasons} /> : null}
          </Section>
        )}
        {!actionsFirst && <Section>{actions}</Section>}
      </div>
    </li>
  );
}

/** The collection's header panel: the title row, then the top pagination and the preferences. */
export function CollectionHeader({
  header,
  pagination,
  preferences,
}: Pick<InvestorCollectionProps, 'header' | 'pagination' | 'preferences'>) {
  return (
    <div className="fs-panel fs-collection__header">
      {header}
      <div className="fs-collection__tools">
        {pagination}
        {preferences && <div className="fs-collection__preferences">{preferences}</div>}
      </div>
    </div>
  );
}

export function InvestorCards(props: InvestorCardsProps) {
  const { busy = false, onView, onToggleSave, savingId, actionsFirst = false, items, loading } = props;
  const matched = items.some((item) => item.match);
  return (
    <BusyRegion busy={busy}>
      <CollectionHeader header={props.header} pagination={props.pagination} preferences={props.preferences} />
      {loading ? (
        <div className="fs-collection__loading" role="status">
          <LiteSpinner />
          {i.loading}
        </div>
      ) : items.length === 0 ? (
        <div className="fs-collection__empty">{props.empty}</div>
      ) : (
        <ol className="fs-card-list">
          {items.map((item) => (
            <InvestorCard
              key={item.id}
              item={item}
              matched={matched}
              actionsFirst={actionsFirst}
              actions={
                <InvestorActions
                  item={item}
                  onView={onView}
                  onToggleSave={onToggleSave}
                  savingId={savingId}
                />
              }
            />
          ))}
        </ol>
      )}
    </BusyRegion>
  );
}
