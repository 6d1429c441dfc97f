/**
 * The saved investors of the list shown, in the layout the page chose: a Table from 768 px (or the Board), the
 * same collection as Cards below (every field, nothing clipped on a phone), with the text filter, pagination, the
 * empty list and no-match states; the loading and error states of the list.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { PipelineListResponse } from '../../../../../shared/pipeline-schemas.js';
import { QueryErrorAlert } from '../../../common/components/lite/query-error.js';
import { RouteLink } from '../../route-link.js';
import { dashboardStrings as s } from '../../strings.js';
import type { useSavedCollection } from '../hooks.js';
import { reasonText } from '../pipeline-format.js';
import { pipelineStrings as ps } from '../pipeline-strings.js';
import { savedCardDefinition, savedColumns, type SavedInvestor } from '../saved-config.js';
import { BoardView, type EntryActions } from './board-view.js';
import { StageSelect } from './stage-select.js';

const t = s.saved;

interface SavedCollectionProps {
  saved: UseQueryResult<PipelineListResponse>;
  collection: ReturnType<typeof useSavedCollection>;
  layout: 'table' | 'board' | 'cards';
  /** The list's name while its entries load. */
  listName: string;
  isDefaultList: boolean;
  entryActions: EntryActions;
  rowActions: (item: SavedInvestor) => ReactNode;
}

function EmptyList({ isDefaultList }: { isDefaultList: boolean }) {
  return (
    <Box textAlign="center" color="inherit" padding="l">
      <SpaceBetween size="s">
        <Box variant="h3" color="inherit">
          {isDefaultList ? t.empty : ps.emptyList}
        </Box>
        <Box color="text-body-secondary">{isDefaultList ? t.emptyBody : ps.emptyListBody}</Box>
        {isDefaultList && <RouteLink to="/dashboard/investors">{t.browse}</RouteLink>}
      </SpaceBetween>
    </Box>
  );
}

export function SavedCollection({
  saved,
  collection,
  layout,
  listName,
  isDefaultList,
  entryActions,
  rowActions,
}: SavedCollectionProps) {
  const { items, filteredItemsCount, collectionProps, filterProps, paginationProps, actions } = collection;
  const entries = saved.data?.items ?? [];

  if (saved.isError) return <QueryErrorAlert query={saved} header={t.error} />;
  if (layout === 'board') {
    if (saved.isPending) return <Box color="text-status-inactive">{t.loading}</Box>;
    if (entries.length === 0)
      return (
        <Container>
          <EmptyList isDefaultList={isDefaultList} />
        </Container>
      );
    return <BoardView entries={entries} actions={entryActions} />;
  }

  const filtering = entries.length > 0;
  const noMatch = (
    <Box textAlign="center" color="inherit" padding="l">
      <SpaceBetween size="s">
        <Box variant="h3" color="inherit">
          {t.noMatches}
        </Box>
        <Button onClick={() => actions.setFiltering('')}>{t.clearFilter}</Button>
      </SpaceBetween>
    </Box>
  );
  // What the phone cards and the desktop table share (the same collection, the same slots).
  const slots = {
    ...collectionProps,
    items,
    loading: saved.isPending,
    loadingText: t.loading,
    trackBy: 'id',
    variant: 'container' as const,
    header: (
      <Header variant="h2" counter={saved.data ? `(${saved.data.summary.total})` : undefined}>
        {saved.data?.list.name ?? listName}
      </Header>
    ),
    filter: filtering ? (
      <TextFilter
        {...filterProps}
        filteringPlaceholder={t.filterPlaceholder}
        filteringAriaLabel={t.filterLabel}
        countText={t.matches(filteredItemsCount ?? 0)}
      />
    ) : undefined,
    pagination:
      paginationProps.pagesCount > 1 ? (
        <Pagination {...paginationProps} ariaLabels={s.investors.pagination} />
      ) : undefined,
    empty: filtering ? noMatch : <EmptyList isDefaultList={isDefaultList} />,
  };

  if (layout === 'cards') {
    // Phone cards: the stage is a Select (move without a board).
    const stageCell = (item: SavedInvestor) => (
      <SpaceBetween size="xxs">
        <StageSelect entry={item} listId={entryActions.listId} onPassed={entryActions.onPassed} />
        {item.stage === 'passed' && item.passed_reason && (
          <Box variant="small" display="block">
            {ps.passedBecause(reasonText(item))}
          </Box>
        )}
      </SpaceBetween>
    );
    return (
      <div className="fs-saved-cards">
        <Cards
          {...slots}
          ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: t.listLabel }}
          cardsPerRow={[{ cards: 1 }]}
          cardDefinition={savedCardDefinition(rowActions, stageCell)}
        />
      </div>
    );
  }
  return (
    <Table
      {...slots}
      wrapLines
      ariaLabels={{ tableLabel: t.listLabel }}
      columnDefinitions={savedColumns(rowActions)}
    />
  );
}
