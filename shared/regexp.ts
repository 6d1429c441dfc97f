/** Regular-expression helpers of every layer (functions, web, scripts, tests). */

/** `text` as a literal inside a RegExp: every character a pattern gives a meaning to is escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
