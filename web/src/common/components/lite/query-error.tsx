/**
 * A failed query's words and the page-level error alert drawn without Cloudscape (the Investor Database shows it
 * on its first screen, issue 23 "Speed", docs/decisions/0053-investor-database-without-cloudscape.md). Every other
 * loading and error state is common/query-state.tsx `QueryState`, which shares `QueryLike` and `errorText`.
 */
import { ApiError } from '../../api.js';
import { LiteAlert, LiteButton } from './lite.js';
import { strings } from '../../strings.js';

const s = strings.query;

/** What the loading and error states read of a react-query result. */
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
  return s.errorTitle;
}

/** A page-level failure of a list query: an error alert titled `header` with the message and Retry. */
export function QueryErrorAlert({ query, header }: { query: QueryLike; header: string }) {
  return (
    <LiteAlert
      type="error"
      header={header}
      action={
        <LiteButton onClick={() => void query.refetch()} loading={query.isFetching}>
          {s.retry}
        </LiteButton>
      }
    >
      {errorText(query.error)}
    </LiteAlert>
  );
}
