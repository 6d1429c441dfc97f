/**
 * Every string a client sends is clean text (issue 22): this walks every input schema of the route manifest (body
 * and query of shared/routes.ts and shared/admin-routes.ts) and the CSV import's row schema, and fails on a string
 * field that does not use shared/text.ts `cleanText` (or `safeUrl`, which is built on it). Excepted by their own
 * schemas: enums and literals (not strings), emails and dates (zod formats), identifiers (a pattern), and what
 * `notFreeText` declares with a reason.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { ADMIN_ROUTES } from './admin-routes.js';
import { AdminInvestorInput, ImportedInvestor } from './admin-schemas.js';
import { EmailRequest, PitchDeckRequest } from './ai-schemas.js';
import { ROUTES, type RouteDef } from './routes.js';
import { isCleanText, notFreeTextReason } from './text.js';

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  format?: string;
} & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** String formats that constrain the alphabet themselves (an email, a date, an id); `url` is not one: use safeUrl. */
const CONSTRAINED_FORMATS = new Set([
  'email',
  'datetime',
  'date',
  'time',
  'duration',
  'uuid',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'regex',
]);

function constrained(def: Def): boolean {
  if (def.format && CONSTRAINED_FORMATS.has(def.format)) return true;
  return (def.checks ?? []).some(
    (c) => c._zod.def.check === 'string_format' && CONSTRAINED_FORMATS.has(c._zod.def.format ?? ''),
  );
}

/** The paths of string fields of `schema` that are not clean text, each with why. */
function uncleanStrings(schema: z.ZodType, path: string, ancestors: readonly z.ZodType[] = []): string[] {
  // A schema shared by two fields is walked under each path; only a recursive (lazy) one stops here.
  if (ancestors.includes(schema) || notFreeTextReason(schema)) return [];
  const def = defOf(schema);
  const walk = (child: unknown, at = path) => uncleanStrings(child as z.ZodType, at, [...ancestors, schema]);
  switch (def.type) {
    case 'string':
      return isCleanText(schema) || constrained(def) ? [] : [path];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
        walk(child, `${path}.${key}`),
      );
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType);
    case 'pipe': {
      // The raw input meets `in`; a plain string piped into a constrained format (an email) is that format.
      const inner = walk(def.in);
      if (inner.length === 0) return [];
      const out = defOf(def.out as z.ZodType);
      return out.type === 'string' && constrained(out) ? [] : inner;
    }
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'lazy':
      return walk((def.getter as () => z.ZodType)());
    default:
      return []; // numbers, booleans, enums, literals, transforms of no input of their own
  }
}

const inputs = [
  ...[...(ROUTES as readonly RouteDef[]), ...(ADMIN_ROUTES as readonly RouteDef[])].flatMap((route) =>
    (['body', 'query'] as const).flatMap((part) =>
      route[part] ? [{ name: `${route.method} ${route.path} ${part}`, schema: route[part]! }] : [],
    ),
  ),
  // The CSV import's rows arrive inside a file (the `csv` body field), each checked by its own schema.
  { name: 'CSV import row', schema: ImportedInvestor as z.ZodType },
];

describe('every string field of every input schema is clean text (issue 22)', () => {
  it('finds input schemas to walk', () => {
    expect(inputs.length).toBeGreaterThan(20);
  });

  it.each(inputs)('$name', ({ name, schema }) => {
    const found = uncleanStrings(schema, name.split(' ').at(-1)!);
    expect(
      found,
      `${name}: these string fields do not use shared/text.ts cleanText (free text) or safeUrl (a link or contact): ` +
        'build each with cleanText(max, label) or safeUrl(label); an email, a date or an id gets its own format ' +
        '(z.email(), z.iso.datetime(), a .regex()); a value that is not text (a password) is declared with ' +
        'notFreeText(schema, reason).',
    ).toEqual([]);
  });
});

/** Characters that are not text a person meant (issue 22's findings: the admin form stored all six). */
const HOSTILE = [
  ['RIGHT-TO-LEFT OVERRIDE', 'Ada\u202EVentures', 'bidirectional'],
  ['NUL', 'Ada\u0000Ventures', '(single line|control)'],
  ['LINE SEPARATOR', 'Ada\u2028Ventures', 'separator'],
  ['a lone surrogate', 'Ada\uD83DVentures', 'surrogate'],
  ['ZERO WIDTH SPACE', 'Ada\u200BVentures', 'invisible'],
  ['ZERO WIDTH NO-BREAK SPACE (BOM)', 'Ada\uFEFFVentures', 'invisible'],
] as const;

const messageOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') ?? '';

describe('the findings (issue 22): each field refuses what it stored before', () => {
  const investor = {
    name: 'Ada Ventures',
    contact: 'deals@ada.example',
    funding_type: 'Venture Fund',
    source_note: 'Their website',
  };

  it.each(HOSTILE)('the admin investor form refuses %s in the name and the bio', (_, value, words) => {
    for (const field of ['name', 'bio', 'source_note'] as const) {
      const result = AdminInvestorInput.safeParse({ ...investor, [field]: value });
      expect(result.success, field).toBe(false);
      expect(messageOf(result)).toMatch(new RegExp(`^${field}: .*${words}`));
    }
  });

  it('keeps the joiners emoji and scripts need (ZWJ, ZWNJ)', () => {
    expect(
      AdminInvestorInput.safeParse({ ...investor, bio: 'Founders 👩\u200D💻; می\u200Cخواهم' }).success,
    ).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'linkedin'],
    ['data:text/html,<script>alert(1)</script>', 'twitter'],
    ['http://linkedin.com/in/ada', 'linkedin'],
  ])('the admin investor form refuses the link contact %s (https only)', (contact, type) => {
    const result = AdminInvestorInput.safeParse({ ...investor, contact, contact_type: type });
    expect(messageOf(result)).toBe('contact: Contact must be an https web address.');
  });

  it('links are https only: javascript:, data: and http: are refused, a bare domain gets https://', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'http://ada.example',
      'https://ada\u202E.example',
    ])
      expect(AdminInvestorInput.safeParse({ ...investor, company_url: url }).success, url).toBe(false);
    expect(AdminInvestorInput.parse({ ...investor, company_url: 'ada.example' }).company_url).toBe(
      'https://ada.example',
    );
  });

  it.each(HOSTILE)('the AI inputs refuse %s', (_, value, words) => {
    const pitch = PitchDeckRequest.safeParse({ companyName: value, problem: 'p', solution: 's' });
    expect(messageOf(pitch)).toMatch(new RegExp(`^companyName: Company Name .*${words}`));
    const email = EmailRequest.safeParse({ companyName: 'Acme', pitchSummary: value, fundingAmount: '$1M' });
    expect(messageOf(email)).toMatch(new RegExp(`^pitchSummary: Pitch Summary .*${words}`));
    expect(
      EmailRequest.safeParse({
        companyName: 'Acme',
        pitchSummary: 'p',
        fundingAmount: '$1M',
        investorId: value,
      }).success,
    ).toBe(false);
  });

  it('an AI text field keeps line breaks where it is multi-line', () => {
    expect(PitchDeckRequest.parse({ companyName: 'Acme', problem: 'One\nTwo', solution: 's' }).problem).toBe(
      'One\nTwo',
    );
  });
});
