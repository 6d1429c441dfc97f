/**
 * Grounding an email in a picked investor (issue 10 "Grounded emails"): the catalogue facts the prompt and the
 * offline generator may use (name, type, stages, sectors, check size, focus, locations), and why the investor fits
 * the founder's pitch. Built from the PUBLIC record only (functions/data/investor.ts): a contact is never part of
 * the facts, so it can never reach the model or a generated text.
 */
import type { InvestorFacts } from '../../shared/ai-schemas.js';
import type { Investor } from '../../shared/schemas.js';
import { clip, listPhrase } from './text.js';

/** The public fields of an investor record an email may be grounded in. */
export type InvestorPublicRecord = Pick<
  Investor,
  | 'id'
  | 'name'
  | 'company'
  | 'funding_type'
  | 'funding_stage'
  | 'funding_industries'
  | 'check_sizes'
  | 'funding_description'
  | 'location'
>;

/** The facts of `record`, bounded (focus at most 600 characters, at most 8 sectors). */
export function investorFacts(record: InvestorPublicRecord): InvestorFacts {
  return {
    id: record.id,
    name: record.name,
    company: record.company,
    type: record.funding_type,
    stages: [...record.funding_stage],
    sectors: record.funding_industries.slice(0, 8),
    checkSize: record.check_sizes,
    focus: clip(record.funding_description, 600),
    locations: record.location.slice(0, 5),
  };
}

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2),
  );

/** The investor's sectors whose words appear in the founder's text (case-insensitive), in the record's order. */
export function matchingSectors(facts: InvestorFacts, founderText: string): string[] {
  const said = words(founderText);
  return facts.sectors.filter((sector) => [...words(sector)].some((w) => said.has(w)));
}

/**
 * Why this investor fits, as a founder would write it to them (issue 23: no "Hanna Berg (Nordlicht…) is a Venture
 * Fund…"), made only of catalogue facts and the founder's words: the sectors and stages they invest in, their
 * typical check size, and which of their sectors the pitch names. Names are never shortened.
 */
export function fitReasons(facts: InvestorFacts, founderText: string): string[] {
  const reasons: string[] = [];
  const stages = facts.stages.length > 0 ? ` at ${listPhrase(facts.stages)} stage` : '';
  const named = facts.sectors.filter((sector) => !/agnostic/i.test(sector)).slice(0, 4);
  const sectors =
    named.length > 0 ? ` in ${listPhrase(named)}` : facts.sectors.length > 0 ? ' across sectors' : '';
  const checks = facts.checkSize ? `, with typical checks of ${facts.checkSize}` : '';
  if (sectors || stages || checks) reasons.push(`I understand you invest${sectors}${stages}${checks}.`);
  const matched = matchingSectors(facts, founderText);
  if (matched.length > 0) reasons.push(`We work in ${listPhrase(matched)}, so I think we fit your focus.`);
  return reasons;
}

/**
 * The email's To line: the investor's contact only when the founder revealed it AND it is an email address (a
 * LinkedIn or website contact cannot be a mail recipient); otherwise null. An unrevealed contact never leaves here.
 */
export function toLine(
  contact: { contact: string; contact_type: string } | undefined,
  revealed: boolean,
): string | null {
  if (!revealed || !contact || contact.contact_type !== 'email') return null;
  return /^[^\s@]+@[^\s@]+$/.test(contact.contact) ? contact.contact : null;
}
