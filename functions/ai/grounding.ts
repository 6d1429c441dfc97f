/**
 * "No invented facts" (issue 10): every figure in a generated deck or email must come from the founder's inputs or
 * the picked investor's catalogue record. AI deck tools are known for hallucinated statistics; this module is the
 * check and the repair.
 *
 * A figure is a run of digits with optional thousands commas and one decimal point ("2,500", "2.5", "2026"); it is
 * compared by value, so "$2,500,000" in the output is grounded by "2500000" in the input, and "40%" by "40". Units
 * are not converted: "2.5M" is NOT grounded by "2,500,000" (the model is told to quote figures as given).
 */

const FIGURE = /\d+(?:,\d{3})*(?:\.\d+)?/g;
/** A figure with the currency sign, percent, multiplier or scale word attached to it (what a repair removes). */
const FIGURE_WITH_UNIT =
  /(?:[$€£]\s?)?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?(?:%|[kKmMbB]\b|bn\b|x\b|million\b|billion\b|thousand\b|percent\b))?/g;

/** The visible placeholder that replaces a figure the inputs do not contain. */
export const UNGROUNDED_FIGURE = '[add a figure from your own data]';

/** The value of one figure token ("2,500.50" → "2500.5"). */
export function canonicalFigure(token: string): string {
  return String(Number(token.replaceAll(',', '')));
}

/** Every figure in `text`, canonical, in order (duplicates kept). */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(FIGURE)].map((m) => canonicalFigure(m[0]));
}

/** The set of figures that `sources` (inputs and investor record values, any nesting) contain. */
export function groundedFigures(sources: unknown): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') for (const f of figuresIn(value)) found.add(f);
    else if (typeof value === 'number' && Number.isFinite(value)) found.add(String(value));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(sources);
  return found;
}

/** Every string inside `output` (any nesting), for checking. */
function stringsOf(output: unknown): string[] {
  if (typeof output === 'string') return [output];
  if (Array.isArray(output)) return output.flatMap(stringsOf);
  if (output && typeof output === 'object') return Object.values(output).flatMap(stringsOf);
  return [];
}

/**
 * The figures in `output` that appear nowhere in `sources` (canonical, de-duplicated, in order of appearance).
 * Empty means the output is grounded.
 */
export function ungroundedFigures(output: unknown, sources: unknown): string[] {
  const allowed = groundedFigures(sources);
  const missing: string[] = [];
  for (const text of stringsOf(output)) {
    for (const figure of figuresIn(text))
      if (!allowed.has(figure) && !missing.includes(figure)) missing.push(figure);
  }
  return missing;
}

/** `text` with every ungrounded figure (and its unit) replaced by `UNGROUNDED_FIGURE`. */
export function scrubText(text: string, allowed: ReadonlySet<string>): string {
  return text.replace(FIGURE_WITH_UNIT, (token) => {
    const figures = figuresIn(token);
    return figures.every((f) => allowed.has(f)) ? token : UNGROUNDED_FIGURE;
  });
}

/**
 * `output` with every string scrubbed (`scrubText`) against the figures of `sources`; the shape is kept. The
 * result has no ungrounded figure: `ungroundedFigures(scrub(o, s), s)` is always empty.
 */
export function scrub<T>(output: T, sources: unknown): T {
  const allowed = groundedFigures(sources);
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return scrubText(value, allowed);
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
    }
    return value;
  };
  return visit(output) as T;
}
