/** Loading and error states of an admin query: a spinner, or an error alert with Retry. */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import { adminStrings as s } from './strings.js';

export function QueryView<T>({
  query,
  errorTitle,
  loadingText = s.common.loading,
  children,
}: {
  query: UseQueryResult<T>;
  errorTitle: string;
  loadingText?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status">
        <Box textAlign="center" padding="xl">
          <Spinner size="large" /> <Box variant="p">{loadingText}</Box>
        </Box>
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert
        type="error"
        header={errorTitle}
        action={<Button onClick={() => void query.refetch()}>{s.common.retry}</Button>}
      >
        {query.error instanceof Error ? query.error.message : String(query.error)}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
