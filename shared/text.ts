/**
 * Text hygiene of every free-text field people type (issue 14): the value is NFC-normalised (so "é" typed two ways
 * is stored once, https://unicode.org/reports/tr15/) and trimmed, and refused with a message naming the field when
 * it holds characters that are not text a person meant:
 * - C0/C1 control characters and DEL (a multi-line field allows TAB, LF and CR);
 * - bidirectional overrides and isolates U+202A-U+202E, U+2066-U+2069 ("Trojan Source", CVE-2021-42574: text that
 *   displays differently from what it is);
 * - U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR (line breaks JavaScript and CSV readers disagree on);
 * - lone UTF-16 surrogates (not Unicode text; they break UTF-8 encoders and exports).
 * Length limits count characters after normalisation and answer "<Label> must be at most N characters.".
 */
import * as z from 'zod';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

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
  }
  return undefined;
}

export interface TextOptions {
  /** Allow TAB, LF, CR (a bio, a message). */
  multiline?: boolean;
  /** Refuse an empty value with "<label> is required." (default false: '' allowed). */
  required?: boolean;
}

/**
 * A zod string for a free-text field labelled `label` (the form's label, used in messages), at most `max`
 * characters: NFC-normalised, trimmed, clean (`textProblem`). Absent or not a string: "<label> is required." when
 * `required`, else zod's type message.
 */
export function cleanText(max: number, label: string, options: TextOptions = {}) {
  const multiline = options.multiline ?? false;
  const base = z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
    })
    .normalize('NFC')
    .trim()
    .check(
      z.superRefine((v: string, ctx) => {
        const problem = textProblem(v, multiline);
        if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}.`, input: v, abort: true });
      }),
    );
  return (options.required ? base.min(1, `${label} is required.`) : base).max(
    max,
    `${label} must be at most ${max} characters.`,
  );
}
