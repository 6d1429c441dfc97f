/**
 * Shared and institutional email domains (issue 33 item 2; docs/decisions/0058-verified-identity-and-anonymous-figures.md):
 * addresses whose domain many unrelated people hold, so an address there proves membership of the domain's
 * organisation, not of the listing. A claim from one is never verified at once: it goes to the administrators' Claims
 * queue with the reason (functions/claims/domain.ts `decideClaim`). Pure; the lists load once per container.
 *
 * Data-driven, three sources:
 * 1. Academic public suffixes: `academic-tld` (CC0, the suffix list of JetBrains' swot, the list behind academic
 *    discounts): `edu`, `ac.uk`, `edu.au`, `ac.jp`, ... A host at or under one (`andrew.cmu.edu`, `ox.ac.uk`) is a
 *    university's.
 * 2. `MAINTAINED_INSTITUTIONS` below: universities outside those suffixes (`ethz.ch`, `tum.de`, ...) and large
 *    organisations that host many unrelated listings or programmes under their domain (corporate accelerators and
 *    CVCs of a company with a large workforce). Maintained here: add a domain when the Claims queue shows a claim
 *    that should not have been verified at once (a review of the ADR's list in each security round).
 * 3. Student and alumni subdomains of any organisation (`alumni.stanford.edu`, `student.uni.example`): the labels in
 *    `MEMBER_LABELS`.
 * The catalogue's own shared domains (a registrable domain the websites of more than one listing share) are the
 * fourth source, computed from the catalogue by the claims function (`sharedDomainsOf`).
 */
import academicSuffixes from 'academic-tld';
import type { InvestorRecord } from '../data/investor.js';
import { normaliseHost, websiteDomain } from './registrable.js';

/** Universities outside the academic suffixes, and organisations hosting many unrelated listings (see above). */
export const MAINTAINED_INSTITUTIONS: ReadonlySet<string> = new Set([
  // Universities (registrable domains not under an academic suffix)
  'ethz.ch',
  'epfl.ch',
  'uzh.ch',
  'unisg.ch',
  'tum.de',
  'lmu.de',
  'uni-muenchen.de',
  'tu-berlin.de',
  'rwth-aachen.de',
  'kit.edu',
  'uva.nl',
  'tudelft.nl',
  'kuleuven.be',
  'ku.dk',
  'kth.se',
  'aalto.fi',
  'helsinki.fi',
  'polimi.it',
  'unibocconi.it',
  'sorbonne-universite.fr',
  'hec.fr',
  'utoronto.ca',
  'ubc.ca',
  'mcgill.ca',
  'uwaterloo.ca',
  'hku.hk',
  'cuhk.hk',
  // Large organisations hosting many unrelated programmes and listings under one domain
  'google.com',
  'microsoft.com',
  'amazon.com',
  'apple.com',
  'meta.com',
  'ibm.com',
  'intel.com',
  'nvidia.com',
  'salesforce.com',
  'oracle.com',
  'sap.com',
  'cisco.com',
  'samsung.com',
  'siemens.com',
  'bosch.com',
  'qualcomm.com',
  'dell.com',
  'hp.com',
  'accenture.com',
  'deloitte.com',
  'pwc.com',
  'kpmg.com',
  'ey.com',
  'mckinsey.com',
]);

/** Host labels that mark students' and alumni's addresses at any organisation. */
export const MEMBER_LABELS: ReadonlySet<string> = new Set([
  'alumni',
  'alum',
  'alumnae',
  'alumnus',
  'student',
  'students',
  'stud',
  'studenti',
  'etu',
  'etud',
  'etudiant',
  'etudiants',
  'estudiante',
  'estudiantes',
  'alunos',
  'learner',
  'learners',
]);

const ACADEMIC: readonly string[] = (academicSuffixes as readonly string[]).map((s) => s.toLowerCase());

/** Why an address's domain is institutional, or null (`host`: normalised, e.g. from registrable.ts `emailHost`). */
export function institutionalReason(
  host: string,
  registrable: string | null,
): 'academic' | 'maintained' | 'member_subdomain' | null {
  const normal = normaliseHost(host);
  if (!normal) return null;
  if (ACADEMIC.some((suffix) => normal === suffix || normal.endsWith(`.${suffix}`))) return 'academic';
  if (registrable && MAINTAINED_INSTITUTIONS.has(registrable)) return 'maintained';
  const below = registrable ? normal.slice(0, -registrable.length).split('.') : normal.split('.');
  if (below.some((label) => MEMBER_LABELS.has(label))) return 'member_subdomain';
  return null;
}

/**
 * The registrable domains the websites of more than one listing share (the catalogue's own shared domains), e.g.
 * a university whose programmes are listed apart. Computed from the catalogue's records; pure.
 */
export function sharedDomainsOf(records: Iterable<Pick<InvestorRecord, 'company_url'>>): ReadonlySet<string> {
  const counts = new Map<string, number>();
  for (const record of records) {
    const domain = websiteDomain(record.company_url);
    if (domain) counts.set(domain, (counts.get(domain) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n > 1).map(([domain]) => domain));
}
