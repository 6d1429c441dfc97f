/**
 * The one component for a react-query result's loading, error and content states (Cloudscape), in two layouts:
 * - `card` (default): a skeleton of `lines` lines while pending, the error message with Retry on failure (the
 *   founder dashboard's cards);
 * - `page`: a large spinner with `loadingText` while pending, an error alert titled `errorTitle` with Retry on
 *   failure (a whole page of the admin console or the investor portal).
 * Otherwise it renders `children(data)`. The Investor Database's first screen, which loads no Cloudscape (ADR 0053),
 * shows a page-level failure with components/lite/query-error.tsx `QueryErrorAlert` instead, and shares its
 * `errorText`.
 */
import type { ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { errorText, type QueryLike } from './components/lite/query-error.js';
import { strings } from './strings.js';

const s = strings.query;

type QueryStateProps<T> = {
  query: QueryLike & { data?: T };
  children: (data: T) => ReactNode;
} & ({ layout?: 'card'; lines?: number } | { layout: 'page'; errorTitle: string; loadingText?: string });

/** Loading, error with Retry, or `children(data)`, in the card or the page layout. */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, children } = props;
  if (props.layout === 'page') {
    if (query.isPending) {
      return (
        <div role="status">
          <Box textAlign="center" padding="xl">
            <Spinner size="large" /> <Box variant="p">{props.loadingText ?? s.loading}</Box>
          </Box>
        </div>
      );
    }
    if (query.isError) {
      return (
        <Alert
          type="error"
          header={props.errorTitle}
          action={<Button onClick={() => void query.refetch()}>{s.retry}</Button>}
        >
          {query.error instanceof Error ? query.error.message : String(query.error)}
        </Alert>
      );
    }
    return <>{children(query.data as T)}</>;
  }
  if (query.isPending) {
    return (
      <SpaceBetween size="xs">
        {Array.from({ length: props.lines ?? 1 }, (_, i) => (
          <Skeleton key={i} height="1.75rem" width={i === 0 ? '60%' : '90%'} />
        ))}
        <span className="fs-visually-hidden">{s.loading}</span>
      </SpaceBetween>
    );
  }
  if (query.isError) {
    return (
      <SpaceBetween size="xs">
        <StatusIndicator type="error">{errorText(query.error)}</StatusIndicator>
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          {s.retry}
        </Button>
      </SpaceBetween>
    );
  }
  return <>{children(query.data as T)}</>;
}
