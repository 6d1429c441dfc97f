/**
 * What a team's block of a founder also covers (issue 33 item 4: a blocked founder's new account at the same email
 * domain or startup is blocked too; docs/decisions/0058-verified-identity-and-anonymous-figures.md). Pure.
 * - `blockDomainOf`: the registrable domain of the founder's sign-in email, typed literally in ASCII (punycode), when
 *   it names an organisation: never a free-mail domain (`email-providers`: blocking gmail.com would block every
 *   Gmail founder) nor an institutional one (a university's or a large organisation's, claims/institutional.ts);
 * - `startupKeyOf`: the founder's company name folded (NFKC, case, punctuation and a trailing legal form dropped):
 *   'Acme, Inc.' and 'ACME inc' are one startup; null when too short to mean anything (under 3 characters).
 */
import freeMailDomains from 'email-providers/all.json' with { type: 'json' };
import { institutionalReason } from '../claims/institutional.js';
import { literalEmailHost, registrableDomain } from '../claims/registrable.js';

let freeMail: ReadonlySet<string> | undefined;
const isFreeMail = (domain: string) => {
  freeMail ??= new Set((freeMailDomains as readonly string[]).map((d) => d.toLowerCase()));
  return freeMail.has(domain);
};

/** The domain a block of the founder with `email` also covers, or null (see the module comment). */
export function blockDomainOf(email: string): string | null {
  const literal = literalEmailHost(email);
  if (literal.kind !== 'ascii') return null;
  const domain = registrableDomain(literal.host);
  if (!domain || isFreeMail(domain) || isFreeMail(literal.host)) return null;
  return institutionalReason(literal.host, domain) ? null : domain;
}

const LEGAL_FORMS =
  /(inc|llc|ltd|limited|gmbh|ug|ag|sas|sa|sarl|bv|nv|oy|ab|as|plc|corp|corporation|co|company)$/;

/** The startup a block also covers: `name` folded, or null (see the module comment). */
export function startupKeyOf(name: string | null | undefined): string | null {
  const folded = (name ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
  const stem = folded.length > 5 ? folded.replace(LEGAL_FORMS, '') : folded;
  return stem.length >= 3 ? stem : null;
}
