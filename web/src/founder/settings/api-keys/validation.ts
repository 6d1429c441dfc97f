/** The API key form's checks. */
import { API_KEY_NAME_MAX } from '../../../../../shared/api-keys-schemas.js';
import { settingsStrings } from '../strings.js';

const t = settingsStrings.apiKeys;

/** The name check the API makes (shared/api-keys-schemas.ts), for the form: an error message or undefined. */
export function apiKeyNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return t.nameRequired;
  if (trimmed.length > API_KEY_NAME_MAX) return t.nameTooLong;
  return undefined;
}
