/**
 * Client-side checks of the Account Settings form, the same rules the API enforces (shared/schemas.ts
 * `ProfileUpdate`, limits in shared/vocabulary.ts): values are trimmed; names and company are single lines; the
 * phone number is empty or looks like one; lengths are capped. The server stays the authority (a 400 names the
 * field); this only saves a round trip. Pure, and free of zod so the dashboard bundle stays small.
 */
import { PHONE_PATTERN, PROFILE_LIMITS } from '../../../../shared/vocabulary.js';
import { dashboardStrings as s } from '../strings.js';

export const PROFILE_FIELDS = ['first_name', 'last_name', 'company', 'phone', 'bio'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

const MAX: Record<ProfileField, number> = {
  first_name: PROFILE_LIMITS.name,
  last_name: PROFILE_LIMITS.name,
  company: PROFILE_LIMITS.company,
  phone: PROFILE_LIMITS.phone,
  bio: PROFILE_LIMITS.bio,
};

function hasControl(value: string, allowed: string): boolean {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if ((code < 32 || code === 127) && !allowed.includes(ch)) return true;
  }
  return false;
}

/** The trimmed values. */
export function trimmed(values: ProfileValues): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, values[f].trim()])) as ProfileValues;
}

/** Error message per invalid field (empty when everything is valid). */
export function validateProfile(values: ProfileValues): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  const v = trimmed(values);
  for (const field of PROFILE_FIELDS) {
    if (v[field].length > MAX[field]) errors[field] = s.settings.tooLong(MAX[field]);
    else if (field === 'bio' ? hasControl(v[field], '\n\r\t') : hasControl(v[field], '')) {
      errors[field] = s.settings.singleLine;
    } else if (field === 'phone' && v.phone !== '' && !PHONE_PATTERN.test(v.phone)) {
      errors[field] = s.settings.phoneInvalid;
    }
  }
  return errors;
}

/** The fields whose trimmed value differs from `saved` (what PATCH /v1/me is sent). */
export function changedFields(values: ProfileValues, saved: ProfileValues): Partial<ProfileValues> {
  const v = trimmed(values);
  return Object.fromEntries(PROFILE_FIELDS.filter((f) => v[f] !== saved[f]).map((f) => [f, v[f]]));
}
