/**
 * A failed query's words and the page-level error alert (plain React: the Investor Database shows it on its first
 * screen without Cloudscape, issue 23 "Speed", docs/decisions/0053-investor-database-without-cloudscape.md).
 * Card-level loading and error states are query-state.tsx.
 */
import { ApiError } from '../../api.js';
import { LiteAlert, LiteButton } from '../../components/lite/lite.js';
import { dashboardStrings as s } from './strings.js';

/** What the dashboard's loading and error states read of a react-query result. */
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

/** A page-level failure of a list query: an error alert titled `header` with the message and Retry. */
export function QueryErrorAlert({ query, header }: { query: QueryLike; header: string }) {
  return (
    <LiteAlert
      type="error"
      header={header}
      action={
        <LiteButton onClick={() => void query.refetch()} loading={query.isFetching}>
          {s.common.retry}
        </LiteButton>
      }
    >
      {errorText(query.error)}
    </LiteAlert>
  );
}
