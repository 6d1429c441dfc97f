/**
 * The page of investors as Cloudscape Cards (name, verified badge, company, type, stages, location, a few
 * industry badges, check sizes, 'View profile' and the Save toggle). Loading, empty ('No investors match your
 * filters' + Clear) and pagination are slots of the Cards component.
 */
import type { ReactNode } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import type { Investor } from '../../../../../shared/schemas.js';
import { dashboardStrings as s } from '../strings.js';
import { firstOf, formatLocation } from './format.js';

const i = s.investors;
const MAX_INDUSTRY_BADGES = 3;

function Muted({ children }: { children: ReactNode }) {
  return <Box color="text-status-inactive">{children}</Box>;
}

export interface InvestorCardsProps {
  items: Investor[];
  loading: boolean;
  /** Showing the previous answer while a new one loads: marked `aria-busy` and dimmed. */
  busy?: boolean;
  header: ReactNode;
  pagination: ReactNode;
  empty: ReactNode;
  onView: (investor: Investor, trigger: HTMLElement | null) => void;
  /** Save (true) or remove (false) an investor. */
  onToggleSave: (investor: Investor, save: boolean) => void;
  /** The investor whose save is in flight. */
  savingId?: string;
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

export function InvestorCards({
  items,
  loading,
  busy = false,
  header,
  pagination,
  empty,
  onView,
  onToggleSave,
  savingId,
}: InvestorCardsProps) {
  return (
    <div className="fs-cards" aria-busy={busy} data-busy={busy || undefined}>
      <Cards
        items={items}
        loading={loading}
        loadingText={i.loading}
        header={header}
        pagination={pagination}
        empty={empty}
        trackBy="id"
        ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: '' }}
        cardsPerRow={[{ cards: 1 }, { minWidth: 720, cards: 2 }, { minWidth: 1100, cards: 3 }]}
        cardDefinition={{
          header: (item) => (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Box variant="h3" padding="n" fontSize="heading-s">
                {item.name}
              </Box>
              {item.verified && <StatusIndicator type="success">{i.verified}</StatusIndicator>}
            </SpaceBetween>
          ),
          sections: [
            {
              id: 'company',
              header: i.company,
              content: (item) => item.company || <Muted>{i.notListed}</Muted>,
            },
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
            },
            {
              id: 'location',
              header: i.location,
              content: (item) => formatLocation(item) || <Muted>{i.notListed}</Muted>,
            },
            {
              id: 'industries',
              header: i.industries,
              content: (item) => {
                const { shown, more } = firstOf(item.funding_industries, MAX_INDUSTRY_BADGES);
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
              },
            },
            {
              id: 'actions',
              content: (item) => (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    ariaLabel={i.viewProfileOf(item.name)}
                    onClick={() =>
                      onView(
                        item,
                        document.activeElement instanceof HTMLElement ? document.activeElement : null,
                      )
                    }
                  >
                    {i.viewProfile}
                  </Button>
                  <SaveToggle
                    investor={item}
                    busy={savingId === item.id}
                    onToggle={(save) => onToggleSave(item, save)}
                  />
                </SpaceBetween>
              ),
            },
          ],
        }}
      />
    </div>
  );
}
