/**
 * The Investor Database's empty state (founder-app.md §2; issue 12 "An empty result suggests the nearest non-empty
 * change"): with filters set, 'No investors match your filters', the API's suggestion as a one-click change
 * ("Try Industry: Fintech (223)", `GET /v1/investors` `suggestion`) when there is one, and 'Clear'; with no filter
 * set, the catalogue is empty.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SearchSuggestion } from '../../../../../shared/catalogue-schemas.js';
import { dashboardStrings as s } from '../strings.js';
import { searchStrings as f } from './search-strings.js';
import './investors.css';

const i = s.investors;

export interface EmptyResultProps {
  /** True when any filter or search text is set. */
  filtered: boolean;
  suggestion: SearchSuggestion | null;
  onSuggestion: (suggestion: SearchSuggestion) => void;
  onClear: () => void;
}

export function EmptyResult({ filtered, suggestion, onSuggestion, onClear }: EmptyResultProps) {
  return (
    <Box textAlign="center" color="inherit" padding="l">
      <SpaceBetween size="s">
        <Box variant="h3" color="inherit">
          {filtered ? i.empty : i.emptyCatalogue}
        </Box>
        {filtered && suggestion && (
          <div className="fs-suggestion">
            <Box color="text-body-secondary">{f.emptyTry}</Box>
            <Button
              variant="primary"
              ariaLabel={f.suggestionLabel(suggestion.label, suggestion.total)}
              onClick={() => onSuggestion(suggestion)}
            >
              {f.suggestion(suggestion.label, suggestion.total)}
            </Button>
          </div>
        )}
        {filtered && (
          <>
            {!suggestion && <Box color="text-body-secondary">{i.emptyBody}</Box>}
            <Button onClick={onClear}>{i.clear}</Button>
          </>
        )}
      </SpaceBetween>
    </Box>
  );
}
