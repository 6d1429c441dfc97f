/**
 * Loading, error and content states of a react-query result for the dashboard's cards: a skeleton while
 * pending, the error message with Retry on failure, otherwise the content.
 */
import type { ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { ApiError } from '../../api.js';
import { dashboardStrings as s } from './strings.js';

export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Error text of a failed query: the API's message when there is one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return s.common.errorTitle;
}

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

/** A page-level failure of a list query: an error alert titled `header` with the message and Retry. */
export function QueryErrorAlert({ query, header }: { query: QueryLike; header: string }) {
  return (
    <Alert
      type="error"
      header={header}
      action={
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          {s.common.retry}
        </Button>
      }
    >
      {errorText(query.error)}
    </Alert>
  );
}
