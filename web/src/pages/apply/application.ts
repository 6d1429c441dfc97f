/**
 * The application form's values and the request they become (apply-settings-admin.md §5: location and stage are
 * single entries sent as one-element lists, empty list when blank; shared/schemas.ts ApplicationRequest).
 */
import type { ApplicationRequest } from '../../../../shared/schemas.js';
import type { ApplicationStage, ApplicationType } from '../../../../shared/vocabulary.js';

export interface ApplicationForm {
  name: string;
  company: string;
  bio: string;
  contact: string;
  location: string;
  company_url: string;
  funding_type: ApplicationType | '';
  funding_stage: ApplicationStage | '';
  check_sizes: string;
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
  funding_stage: '',
  check_sizes: '',
  funding_industries: [],
  funding_description: '',
  image_url: '',
  website_confirm: '',
};

/** The submit button is enabled once Full Name and Contact Email hold something (spec §5). */
export function canSubmit(form: Pick<ApplicationForm, 'name' | 'contact'>, submitting: boolean): boolean {
  return !submitting && form.name.trim() !== '' && form.contact.trim() !== '';
}

/** The request body of a filled form. */
export function toRequest(form: ApplicationForm): ApplicationRequest {
  const location = form.location.trim();
  return {
    name: form.name,
    company: form.company,
    bio: form.bio,
    contact: form.contact,
    location: location ? [location] : [],
    company_url: form.company_url.trim() || null,
    funding_type: form.funding_type || null,
    funding_stage: form.funding_stage ? [form.funding_stage] : [],
    check_sizes: form.check_sizes,
    funding_industries: form.funding_industries,
    funding_description: form.funding_description,
    image_url: form.image_url.trim() || null,
    website_confirm: form.website_confirm,
  };
}
