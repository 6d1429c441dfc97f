/**
 * Text hygiene of every free-text field people type (issue 14): the value is NFC-normalised (so "é" typed two ways
 * is stored once, https://unicode.org/reports/tr15/) and trimmed, and refused with a message naming the field when
 * it holds characters that are not text a person meant:
 * - C0/C1 control characters and DEL (a multi-line field allows TAB, LF and CR);
 * - bidirectional overrides and isolates U+202A-U+202E, U+2066-U+2069 ("Trojan Source", CVE-2021-42574: text that
 *   displays differently from what it is);
 * - U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR (line breaks JavaScript and CSV readers disagree on);
 * - lone UTF-16 surrogates (not Unicode text; they break UTF-8 encoders and exports);
 * - invisible characters with no part in any writing (issue 22): ZERO WIDTH SPACE U+200B, WORD JOINER U+2060,
 *   ZERO WIDTH NO-BREAK SPACE / BOM U+FEFF, and the implicit direction marks U+200E, U+200F and U+061C (they hide
 *   text, split a name into two that look alike, or reorder it). ZERO WIDTH JOINER and NON-JOINER (U+200D,
 *   U+200C) stay: emoji sequences, Persian and Indic scripts need them.
 * Length limits count characters after normalisation and answer "<Label> must be at most N characters.".
 *
 * One text schema for every free-text field a client sends (issue 22): `cleanText`; links and link contacts go
 * through `safeUrl` (built on it: https only); identifiers through `identifier`. shared/text-fields.test.ts walks
 * every input schema of the route manifest and fails on a string field that uses none of them: a new field
 * uses `cleanText(max, label)` (or `safeUrl(label)`), and that is all it takes.
 */
import * as z from 'zod';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Invisible code points refused in text (see the module comment; ZWJ and ZWNJ are allowed). */
const INVISIBLE: ReadonlySet<number> = new Set([0x200b, 0x2060, 0xfeff, 0x200e, 0x200f, 0x061c]);

/** Why a string is refused, or undefined when it is clean text. `multiline` allows TAB, LF and CR. */
export function textProblem(value: string, multiline = false): string | undefined {
  if (LONE_SURROGATE.test(value)) return 'contains an unpaired surrogate (not Unicode text)';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (multiline && (ch === '\t' || ch === '\n' || ch === '\r')) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      return multiline ? 'contains control characters' : 'must be a single line of text';
    }
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) {
      return 'contains bidirectional control characters';
    }
    if (code === 0x2028 || code === 0x2029) return 'contains a line or paragraph separator';
    if (INVISIBLE.has(code)) return 'contains invisible characters';
  }
  return undefined;
}

export interface TextOptions {
  /** Allow TAB, LF, CR (a bio, a message). */
  multiline?: boolean;
  /** Refuse an empty value with "<label> is required." (default false: '' allowed). */
  required?: boolean;
}

/** The checks `cleanText` adds (by identity): what the input-schema walk recognises (shared/text-fields.test.ts). */
const CLEAN_CHECKS = new WeakSet<object>();

/** Schemas declared not to be free text, with the reason (a password, a honeypot, a file's raw text). */
const NOT_TEXT = new WeakMap<object, string>();

/**
 * Declares `schema` a string input that is not free text a person reads back (a password, a honeypot whose value
 * is thrown away, a CSV file whose rows are checked one by one), so the input-schema walk accepts it without
 * `cleanText`. The reason is shown by the walk. Use sparingly: anything stored and shown uses `cleanText`.
 */
export function notFreeText<T extends z.ZodType>(schema: T, reason: string): T {
  NOT_TEXT.set(schema, reason);
  return schema;
}

/** The reason `schema` was declared not free text (`notFreeText`), or undefined. */
export function notFreeTextReason(schema: z.ZodType): string | undefined {
  return NOT_TEXT.get(schema);
}

/** True when the string schema `schema` (zod `string` type) carries `cleanText`'s checks. */
export function isCleanText(schema: z.ZodType): boolean {
  const checks = (schema as unknown as { _zod: { def: { checks?: object[] } } })._zod.def.checks ?? [];
  return checks.some((check) => CLEAN_CHECKS.has(check));
}

/**
 * A zod string for a free-text field labelled `label` (the form's label, used in messages), at most `max`
 * characters: NFC-normalised, trimmed, clean (`textProblem`). Absent or not a string: "<label> is required." when
 * `required`, else zod's type message.
 */
export function cleanText(max: number, label: string, options: TextOptions = {}) {
  const multiline = options.multiline ?? false;
  const clean = z.superRefine((v: string, ctx) => {
    const problem = textProblem(v, multiline);
    if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}.`, input: v, abort: true });
  });
  CLEAN_CHECKS.add(clean);
  const base = z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
    })
    .normalize('NFC')
    .trim()
    .check(clean);
  return (options.required ? base.min(1, `${label} is required.`) : base).max(
    max,
    `${label} must be at most ${max} characters.`,
  );
}

/** Longest link accepted (characters). */
export const URL_MAX = 500;

/**
 * The one safe-URL schema (issue 22) for a link or a link contact labelled `label`: clean text (`cleanText`), then
 * an absolute `https:` URL with a domain name; a value without a scheme gets `https://` (founder-app.md section 5:
 * links get 'https://' when no scheme is present). `javascript:`, `data:`, `http:` and every other scheme are
 * refused with "<label> must be an https web address.". `''`, null or absent → null.
 */
export function safeUrl(label: string) {
  return cleanText(URL_MAX, label)
    .nullish()
    .transform((v) => (v ? (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`) : null))
    .pipe(
      z
        .url({
          protocol: /^https$/,
          hostname: z.regexes.domain,
          error: `${label} must be an https web address.`,
        })
        .nullable(),
    );
}

/** True when `value` is what `safeUrl` accepts as a link (an https URL with a domain name). */
export function isSafeUrl(value: string): boolean {
  return /^https:\/\//i.test(value) && safeUrl('Link').safeParse(value).success;
}

/**
 * An identifier a client names (an investor id, a list id): letters, digits and `_ . : -`, at most `max`
 * characters; `''` allowed (no choice). Not free text, so not `cleanText`; its pattern excludes every character
 * `textProblem` refuses.
 */
export function identifier(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .regex(/^[A-Za-z0-9_.:-]*$/, `${label} must be an identifier (letters, digits, '_', '.', ':', '-').`);
}
