/**
 * The Investor Database's search box on phones (issue 38 "Phones": at 390x844 the search box was inside the
 * collapsed 'Filters' panel, and after a search the first result started near y = 1,400). Below 768 px it stands on
 * the first screen, above the panel, in plain React and CSS (the page's first screen stays free of Cloudscape,
 * docs/decisions/0053-investor-database-without-cloudscape.md); wide screens keep it in the filter bar.
 *
 * It behaves as the filter bar's box: the text is committed 300 ms after typing stops or on Enter (`useDraft`,
 * shared with filter-bar.tsx); Enter also closes the phone's keyboard (blur), so the results below are what the
 * founder sees.
 */
import { useEffect, useId, useState } from 'react';
import { LiteIcon } from '../../common/components/lite/icon.js';
import { dashboardStrings as s } from '../strings.js';
import { searchStrings as f } from './search-strings.js';

const i = s.investors;

/** The search and amount debounce in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Text kept by a field while it is being edited, replaced when the committed value changes from outside (Clear,
 * back button, a suggestion) unless the text already stands for it.
 */
export function useDraft<T>(
  committed: T,
  format: (value: T) => string,
  standsFor: (text: string) => boolean,
) {
  const [text, setText] = useState(() => format(committed));
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (!standsFor(text)) setText(format(committed));
  }
  return [text, setText] as const;
}

/**
 * The search text of `q` (committed, from the URL), committing `{ q }` through `onChange` 300 ms after typing stops
 * or at once with `commit()`.
 */
export function useSearchDraft(q: string, onChange: (change: { q: string }) => void) {
  const [text, setText] = useDraft(
    q,
    (value) => value,
    (t) => t.trim() === q,
  );
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, onChange]);
  const commit = () => {
    if (text.trim() !== q) onChange({ q: text.trim() });
  };
  return { text, setText, commit };
}

/** The phone search box: a labelled search field in a search landmark, with a clear button. */
export function SearchBox({ q, onChange }: { q: string; onChange: (change: { q: string }) => void }) {
  const { text, setText, commit } = useSearchDraft(q, onChange);
  const id = useId();
  return (
    <form
      role="search"
      aria-label={i.searchLabel}
      className="fs-search"
      onSubmit={(event) => {
        event.preventDefault();
        commit();
        (document.activeElement as HTMLElement | null)?.blur();
      }}
    >
      <label htmlFor={id} className="fs-key-label">
        {i.searchLabel}
      </label>
      <div className="fs-search__field">
        <span className="fs-search__icon" aria-hidden="true">
          <LiteIcon name="search" />
        </span>
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          className="fs-search__input"
          value={text}
          placeholder={i.searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
        />
        {text !== '' && (
          <button
            type="button"
            className="fs-search__clear"
            aria-label={f.clearSearch}
            onClick={() => {
              setText('');
              onChange({ q: '' });
            }}
          >
            <LiteIcon name="close" />
          </button>
        )}
      </div>
    </form>
  );
}
