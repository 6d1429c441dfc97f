/**
 * The application form's values and the request they become (apply-settings-admin.md §5, with issue 13's changes:
 * several preferred stages, the check size as a structured minimum and maximum in US dollars, a Full Name of at
 * least 2 letters; shared/schemas.ts ApplicationRequest is the authority and checks the same rules on the server).
 */
import type { ApplicationRequest } from '../../../../shared/schemas.js';
import {
  MIN_NAME_LETTERS,
  type ApplicationStage,
  type ApplicationType,
} from '../../../../shared/vocabulary.js';
import { applyStrings as t } from './strings.js';

export interface ApplicationForm {
  name: string;
  company: string;
  bio: string;
  contact: string;
  location: string;
  company_url: string;
  funding_type: ApplicationType | '';
  funding_stage: ApplicationStage[];
  /** As typed: '50000', '50,000', '$50K', '1.5M'. */
  check_size_min: string;
  check_size_max: string;
  funding_industries: string[];
  funding_description: string;
  image_url: string;
  /** Honeypot (never shown). */
  website_confirm: string;
}

export const EMPTY_APPLICATION: ApplicationForm = {
  name: '',
  company: '',
  bio: '',
  contact: '',
  location: '',
  company_url: '',
  funding_type: '',
  funding_stage: [],
  check_size_min: '',
  check_size_max: '',
  funding_industries: [],
  funding_description: '',
  image_url: '',
  website_confirm: '',
};

const SUFFIX: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };

/**
 * An amount as people type it, in whole US dollars: '50000', '50,000', '$50 000', '50K', '1.5M', '2B' → number;
 * '' → null; anything else ('lots', '-5', '1e3') is returned as typed so that the API's schema names the field.
 */
export function parseUsd(text: string): number | null | string {
  const compact = text
    .trim()
    .replace(/^(us)?\$/i, '')
    .replace(/[\s,]/g, '')
    .replace(/usd$/i, '');
  if (compact === '') return text.trim() === '' ? null : text.trim();
  const match = /^(\d+(?:\.\d+)?)([kmb])?$/i.exec(compact);
  if (!match) return text.trim();
  const value = Number(match[1]) * (match[2] ? SUFFIX[match[2].toLowerCase()]! : 1);
  return Number.isFinite(value) ? Math.round(value) : text.trim();
}

/** Letters in a name (any script). */
function letters(name: string): number {
  return (name.match(/\p{L}/gu) ?? []).length;
}

/**
 * What still keeps the form from being sent, as the labels the Submit button's hint lists: Full Name (with at
 * least 2 letters) and Contact Email. Empty when it can be sent.
 */
export function missingForSubmit(form: Pick<ApplicationForm, 'name' | 'contact'>): string[] {
  const missing: string[] = [];
  if (letters(form.name) < MIN_NAME_LETTERS) {
    missing.push(form.name.trim() ? t.missing.nameTooShort : t.missing.name);
  }
  if (!form.contact.trim()) missing.push(t.missing.contact);
  return missing;
}

/** The request body: `check_size_*` are numbers when they parse, else the typed text (the schema refuses it). */
export type ApplicationBody = Omit<ApplicationRequest, 'check_size_min_usd' | 'check_size_max_usd'> & {
  check_size_min_usd: number | null | string;
  check_size_max_usd: number | null | string;
};

/** The request body of a filled form. */
export function toRequest(form: ApplicationForm): ApplicationBody {
  const location = form.location.trim();
  return {
    name: form.name,
    company: form.company,
    bio: form.bio,
    contact: form.contact,
    location: location ? [location] : [],
    company_url: form.company_url.trim() || null,
    funding_type: form.funding_type || null,
    funding_stage: form.funding_stage,
    check_size_min_usd: parseUsd(form.check_size_min),
    check_size_max_usd: parseUsd(form.check_size_max),
    funding_industries: form.funding_industries,
    funding_description: form.funding_description,
    image_url: form.image_url.trim() || null,
    website_confirm: form.website_confirm,
  };
}

/** Toggles `stage` in the chosen stages, keeping the vocabulary's order. */
export function toggleStage(
  chosen: readonly ApplicationStage[],
  stage: ApplicationStage,
  order: readonly ApplicationStage[],
): ApplicationStage[] {
  const next = chosen.includes(stage) ? chosen.filter((s) => s !== stage) : [...chosen, stage];
  return order.filter((s) => next.includes(s));
}
