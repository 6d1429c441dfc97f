/**
 * The page of investors as Cloudscape Cards (name, verified badge, company, type, stages, location, a few
 * industry badges, check sizes, 'View profile'). Loading, empty ('No investors match your filters' + Clear) and
 * pagination are slots of the Cards component.
 */
import type { ReactNode } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
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
}

export function InvestorCards({
  items,
  loading,
  busy = false,
  header,
  pagination,
  empty,
  onView,
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
              ),
            },
          ],
        }}
      />
    </div>
  );
}
