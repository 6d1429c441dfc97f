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
