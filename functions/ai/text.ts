/**
 * Small text helpers of the AI tools: sentences of a founder's answer, and truncation on a word boundary (so a
 * figure is never cut in half into a different number).
 */

/**
 * `text` at most `max` characters, cut at the last space before the limit and ended with '…'. Runs of white space
 * become one space, or with `keepLines` runs of spaces one space and line breaks stay.
 */
export function clip(text: string, max: number, keepLines = false): string {
  const clean = (keepLines ? text.replace(/[ \t]+/g, ' ') : text.replace(/\s+/g, ' ')).trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The sentences (or lines) of `text`, trimmed, without empties. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The first sentence of `text`, or '' when empty. */
export function firstSentence(text: string): string {
  return sentences(text)[0] ?? '';
}

/** "a, b and c" */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Base-form verbs a use of funds starts with ("Hire two engineers"): they take "to", a noun phrase takes "for". */
const FUNDING_VERBS = new Set(
  (
    'accelerate achieve acquire add build buy complete cover create deliver develop double enter establish expand ' +
    'extend finance finish fund get grow hire improve increase invest launch make market move open pay prove ' +
    'reach recruit run scale secure sell ship start strengthen support take test triple'
  ).split(' '),
);

/** `text` with its first letter lower-cased unless it starts an acronym or a name-like word ("EU", "iOS"). */
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

/**
 * What the round pays for, as the end of "We are raising $1.5M…": " to hire two engineers and launch in France"
 * for verbs, " for engineering hires" for a noun phrase (issue 23: "raising $1.5M seed to Engineering hires");
 * '' when `useOfFunds` is empty. At most three sentences, joined with commas and "and", no final stop.
 */
export function useOfFundsPhrase(useOfFunds: string | undefined): string {
  const parts = sentences(useOfFunds ?? '')
    .slice(0, 3)
    .map((part) => lowerFirst(part.replace(/^(to|for)\s+/i, '').replace(/[\s.!;:,]+$/, '')))
    .filter(Boolean);
  if (parts.length === 0) return '';
  const first = parts[0]!.split(/\s+/)[0]!.toLowerCase();
  return `${FUNDING_VERBS.has(first) ? ' to' : ' for'} ${listPhrase(parts)}`;
}

/** "a $1.5M seed round" for an amount that names its round ("$1.5M seed"), else the amount as typed. */
export function raisingPhrase(amount: string): string {
  const named = /^(.*?\d.*?)\s+(pre-seed|seed|series [a-e]|bridge)(\s+round)?$/i.exec(amount.trim());
  return named
    ? `a ${named[1]} ${named[2]!.toLowerCase().replace(/^series (\w)/, (_, l: string) => `Series ${l.toUpperCase()}`)} round`
    : amount.trim();
}
