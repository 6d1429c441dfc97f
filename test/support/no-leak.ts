/**
 * The no-leak scan (issue 12; docs/decisions/0014-contacts-model.md): finds direct contacts in a response or an
 * export anywhere in the payload, not only in `contact`: the exact values on file that the caller has not
 * revealed, and anything that looks like a direct contact (an email address, a LinkedIn profile, a Twitter / X
 * account) that is not allowed (the caller's own email, contacts the caller revealed).
 */

/** Email addresses, LinkedIn profile URLs and Twitter / X account URLs. */
export const DIRECT_CONTACT_PATTERN =
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}|linkedin\.com\/in\/[^\s"',;]+|(?<![\w.-])(?:www\.|mobile\.)?(?:twitter|x)\.com\/[A-Za-z0-9_]+/gi;

/**
 * What `text` leaks: the `hidden` values it contains, and pattern matches that no `allowed` value contains.
 * @returns [] when nothing leaks.
 */
export function leaks(text: string, hidden: Iterable<string>, allowed: readonly string[] = []): string[] {
  const found = [...hidden].filter((value) => value !== '' && text.includes(value));
  for (const match of text.matchAll(DIRECT_CONTACT_PATTERN)) {
    const value = match[0];
    if (!allowed.some((a) => a.toLowerCase().includes(value.toLowerCase()))) found.push(value);
  }
  return [...new Set(found)];
}
