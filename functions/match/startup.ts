/**
 * The startup profile as the API answers it (shared/match-schemas.ts StartupProfileResponse): the stored record
 * with its country's name, the onboarding state and the form's options (stages, sectors, countries).
 */
import type { StartupRecord, StartupState } from '../data/startup.js';
import { SECTORS, type StartupProfile, type StartupProfileResponse } from '../../shared/match-schemas.js';
import { FUNDING_STAGES } from '../../shared/vocabulary.js';
import { countryOptions, hqCountryName } from './countries.js';

/** The API view of a stored profile. */
export function startupView(profile: StartupRecord): StartupProfile {
  return { ...profile, country_name: hqCountryName(profile.country) ?? profile.country };
}

/** The answer of the startup routes for a stored state. */
export function startupResponse(state: StartupState): StartupProfileResponse {
  return {
    startup: state.profile ? startupView(state.profile) : null,
    onboarding: state.profile ? 'done' : state.skipped_at ? 'skipped' : 'pending',
    options: { stages: [...FUNDING_STAGES], sectors: [...SECTORS], countries: [...countryOptions()] },
  };
}
