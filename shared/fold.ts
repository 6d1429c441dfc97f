/**
 * Text folding shared by the investor search (functions/investors/search/tokenise.ts) and the browser-side warm-intro
 * matcher (shared/network-match.ts, issue 24): lower-case ASCII words, accents removed, every run of other
 * characters one space. Pure; no dependency, so the web bundle may import it.
 */

/** Lower-case ASCII text: accents removed (only when there are any), every run of other characters one space. */
export function fold(text: string): string {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim();
}

/** Lower-case ASCII words of a text (accents removed; '&' and punctuation split words). */
export function words(text: string): string[] {
  const folded = fold(text);
  return folded ? folded.split(' ') : [];
}
