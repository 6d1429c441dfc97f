/**
 * The startup profile form's values and their check before sending (the server checks again and names the field:
 * shared/match-schemas.ts StartupProfileInput). Pure.
 */
import {
  STARTUP_LIMITS,
  type StartupProfile,
  type StartupProfileInput,
} from '../../../../shared/match-schemas.js';
import { matchStrings } from './strings.js';

const t = matchStrings.profile;

export interface StartupValues {
  stage: string;
  sectors: string[];
  country: string;
  /** As typed: digits, maybe with commas, spaces or a leading '$'. */
  raising: string;
  needs_lead: boolean;
  description: string;
}

export type StartupField = 'stage' | 'sectors' | 'country' | 'raising_usd' | 'description';

/** The form's values for a stored profile (empty for none). */
export function valuesOf(profile: StartupProfile | null): StartupValues {
  return {
    stage: profile?.stage ?? '',
    sectors: profile ? [...profile.sectors] : [],
    country: profile?.country ?? '',
    raising: profile ? String(profile.raising_usd) : '',
    needs_lead: profile?.needs_lead ?? false,
    description: profile?.description ?? '',
  };
}

/** Whole dollars from what was typed ('1,500,000', '$ 2000000'); NaN when it is not a whole number. */
export function parseUsd(text: string): number {
  const digits = text.replace(/[\s,$]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : NaN;
}

/** The request body, or the errors per field. */
export function checkStartup(
  values: StartupValues,
): { ok: true; input: StartupProfileInput } | { ok: false; errors: Partial<Record<StartupField, string>> } {
  const errors: Partial<Record<StartupField, string>> = {};
  if (!values.stage) errors.stage = t.stageRequired;
  if (values.sectors.length === 0) errors.sectors = t.sectorsRequired;
  else if (values.sectors.length > STARTUP_LIMITS.sectors)
    errors.sectors = t.sectorsTooMany(STARTUP_LIMITS.sectors);
  if (!values.country) errors.country = t.countryRequired;
  const raising = parseUsd(values.raising);
  if (
    !Number.isSafeInteger(raising) ||
    raising < STARTUP_LIMITS.raisingMin ||
    raising > STARTUP_LIMITS.raisingMax
  )
    errors.raising_usd = t.raisingRequired;
  if (values.description.trim().length > STARTUP_LIMITS.description)
    errors.description = `Description must be at most ${STARTUP_LIMITS.description} characters.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      stage: values.stage as StartupProfileInput['stage'],
      sectors: values.sectors as StartupProfileInput['sectors'],
      country: values.country,
      raising_usd: raising,
      needs_lead: values.needs_lead,
      description: values.description.trim(),
    },
  };
}
