/**
 * The Investor Database's empty state (founder-app.md §2; issue 12 "An empty result suggests the nearest non-empty
 * change"): with filters set, 'No investors match your filters', the API's suggestion as a one-click change
 * ("Try Industry: Fintech (223)", `GET /v1/investors` `suggestion`) when there is one, and 'Clear'; with no filter
 * set, the catalogue is empty; with a search text, 'Missing a firm?' (issue 37 item 1, demand/firm-request.tsx). Plain
 * React (the Investor Database's first screen, ADR 0053).
 */
import { LiteButton } from '../../common/components/lite/lite.js';
import type { SearchSuggestion } from '../../../../shared/catalogue-schemas.js';
import { dashboardStrings as s } from '../strings.js';
import { searchStrings as f } from './search-strings.js';
import { FirmRequestForm } from '../demand/firm-request.js';
import './investors.css';

const i = s.investors;

export interface EmptyResultProps {
  /** True when any filter or search text is set. */
  filtered: boolean;
  suggestion: SearchSuggestion | null;
  onSuggestion: (suggestion: SearchSuggestion) => void;
  onClear: () => void;
  /** The search text: with one, the founder can request a firm the catalogue lacks (issue 37 item 1). */
  searchText?: string;
}

export function EmptyResult({
  filtered,
  suggestion,
  onSuggestion,
  onClear,
  searchText = '',
}: EmptyResultProps) {
  return (
    <div className="fs-empty">
      <h3 className="fs-empty__title">{filtered ? i.empty : i.emptyCatalogue}</h3>
      {filtered && suggestion && (
        <div className="fs-suggestion">
          <div className="fs-secondary">{f.emptyTry}</div>
          <LiteButton
            variant="primary"
            ariaLabel={f.suggestionLabel(suggestion.label, suggestion.total)}
            onClick={() => onSuggestion(suggestion)}
          >
            {f.suggestion(suggestion.label, suggestion.total)}
          </LiteButton>
        </div>
      )}
      {filtered && (
        <>
          {!suggestion && <div className="fs-secondary">{i.emptyBody}</div>}
          <div>
            <LiteButton onClick={onClear}>{i.clear}</LiteButton>
          </div>
        </>
      )}
      {searchText.trim() !== '' && <FirmRequestForm key={searchText} initialName={searchText.trim()} />}
    </div>
  );
}
