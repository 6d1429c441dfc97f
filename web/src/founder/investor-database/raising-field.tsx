/**
 * The Investor Database's "I am raising" filter (filter-bar.tsx): the amount a founder raises, typed as text and
 * committed like the search text. A valid amount (filter-state.ts `parseRaising`) is sent after
 * `SEARCH_DEBOUNCE_MS` of quiet or on Enter; an invalid one is never sent, and its error shows after the same quiet,
 * on Enter or on leaving the field.
 */
import { useEffect, useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { formatRaising, parseRaising, type FilterChange } from './filter-state.js';
import { searchStrings as f } from './search-strings.js';
import { SEARCH_DEBOUNCE_MS, useDraft } from './search-box.js';

/** The raising amount's draft: its text, its error once checked, and how to commit or clear it. */
export interface RaisingDraft {
  amount: string;
  setAmount: (text: string) => void;
  /** The error to show (format or range), once the text was checked. */
  error: string | undefined;
  /** Shows the error of a non-empty text (the field was left). */
  check: () => void;
  /** Checks the text and sends a valid amount that differs from the filter's (Enter). */
  commit: () => void;
  /** Empties the text and hides the error (Clear). */
  reset: () => void;
}

/** The draft of the filter's amount `raising` (USD, or null); `onChange` receives `{ raising }` when committed. */
export function useRaisingDraft(
  raising: number | null,
  onChange: (change: FilterChange) => void,
): RaisingDraft {
  const [amount, setAmount] = useDraft(raising, formatRaising, (text) => {
    const parsed = parseRaising(text);
    return parsed.ok && parsed.value === raising;
  });
  const [checked, setChecked] = useState(false);
  const parsed = parseRaising(amount);
  const error =
    checked && !parsed.ok
      ? parsed.reason === 'range'
        ? f.raisingRangeError
        : f.raisingFormatError
      : undefined;

  useEffect(() => {
    const next = parseRaising(amount);
    if (next.ok && next.value === raising) return;
    const timer = setTimeout(() => {
      if (next.ok) onChange({ raising: next.value });
      else setChecked(true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [amount, raising, onChange]);

  return {
    amount,
    setAmount,
    error,
    check: () => {
      if (amount.trim() !== '') setChecked(true);
    },
    commit: () => {
      setChecked(true);
      if (parsed.ok && parsed.value !== raising) onChange({ raising: parsed.value });
    },
    reset: () => {
      setAmount('');
      setChecked(false);
    },
  };
}

/** The "I am raising" field of `draft`. */
export function RaisingField({ draft }: { draft: RaisingDraft }) {
  return (
    <FormField
      label={f.raisingLabel}
      constraintText={draft.error ? undefined : f.raisingConstraint}
      errorText={draft.error}
    >
      <Input
        type="text"
        inputMode="numeric"
        value={draft.amount}
        placeholder={f.raisingPlaceholder}
        ariaLabel={f.raisingLabel}
        invalid={draft.error !== undefined}
        onChange={({ detail }) => draft.setAmount(detail.value)}
        onBlur={draft.check}
        onKeyDown={({ detail }) => {
          if (detail.key === 'Enter') draft.commit();
        }}
      />
    </FormField>
  );
}
