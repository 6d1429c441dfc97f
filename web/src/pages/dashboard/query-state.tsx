/**
 * Loading, error and content states of a react-query result for the dashboard's cards: a skeleton while
 * pending, the error message with Retry on failure, otherwise the content. A page-level failure is
 * query-error.tsx's `QueryErrorAlert`.
 */
import type { ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { errorText, type QueryLike } from './query-error.js';
import { dashboardStrings as s } from './strings.js';

/** Loading skeleton, error with Retry, or the content of a card. */
export function QueryState({
  query,
  children,
  lines = 1,
}: {
  query: QueryLike;
  children: () => ReactNode;
  lines?: number;
}) {
  if (query.isPending) {
    return (
      <SpaceBetween size="xs">
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} height="1.75rem" width={i === 0 ? '60%' : '90%'} />
        ))}
        <span className="fs-visually-hidden">{s.common.loading}</span>
      </SpaceBetween>
    );
  }
  if (query.isError) {
    return (
      <SpaceBetween size="xs">
        <StatusIndicator type="error">{errorText(query.error)}</StatusIndicator>
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          {s.common.retry}
        </Button>
      </SpaceBetween>
    );
  }
  return <>{children()}</>;
}
