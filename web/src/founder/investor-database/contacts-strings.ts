/**
 * Strings of the contacts-model and profile components (docs/decisions/0014-contacts-model.md): the direct contact
 * badge, the "no direct contact" note with the public links, and the structured profile sections.
 */
import { formatCount } from '../../common/format.js';

export const contactStrings = {
  directBadge: 'Direct contact',
  directBadgeLabel: 'A direct contact is on file: revealing it costs 1 action',
  directContact: 'Direct contact',
  contactOfType: (type: string) => `Direct contact (${type})`,
  noDirect:
    'No direct contact on file. Reach this investor through its public links; nothing to reveal, no action used.',
  publicLinks: 'Public links',
  website: 'Website',
  application: 'Application page',
  sourcePage: 'Source page',
  hasDirectFilter: 'Has direct contact',
  hasDirectFilterCount: (n: number) => `Has direct contact (${formatCount(n)})`,
} as const;

export const profileStrings = {
  sectionsLabel: 'Profile',
  focus: 'Focus',
  hq: 'Headquarters',
  founded: 'Founded',
  portfolio: 'Portfolio companies',
  exits: 'Exits',
  leads: 'Leads rounds',
  leadsYes: 'Yes',
  leadsNo: 'No',
  ledRounds: (n: number) => `${formatCount(n)} led rounds recorded`,
  programme: 'Programme terms',
  format: 'Format',
  application: 'Application',
  provenance: 'Provenance',
  provenanceLine: (source: string, licence: string) => `${source}, ${licence}`,
  /** The date a source gives for its record: its own statement, not a check by Fundscout (issue 34 item 3). */
  asOf: (date: string) => `as of ${date}`,
  datasetDateHover:
    'The date the open dataset gives for this record. Fundscout has not checked it: the status beside the name says who has.',
  sourceDateHover: 'The date this source gave the record.',
} as const;
