/**
 * Strings of the admin Audit log page (issue 23), beside web/src/admin/strings.ts: the page, its filters, and the
 * sentence of each audit action ("Anna approved the application of Lunar Ventures"): `verb` reads between the
 * administrator and the subject's name; `label` names the action in the filter.
 */
import type { AuditAction } from '../../../../shared/audit-schemas.js';

export const AUDIT_ACTION_TEXT: Record<AuditAction, { verb: string; label: string }> = {
  'investor.create': { verb: 'added the investor', label: 'Investor added' },
  'investor.update': { verb: 'updated the investor', label: 'Investor updated' },
  'investor.delete': { verb: 'deleted the investor', label: 'Investor deleted' },
  'submission.approve': { verb: 'approved the application of', label: 'Application approved' },
  'submission.reject': { verb: 'rejected the application of', label: 'Application rejected' },
  'admin.create': { verb: 'added the administrator', label: 'Administrator added' },
  'admin.update': { verb: 'updated the administrator', label: 'Administrator updated' },
  'admin.delete': { verb: 'deleted the administrator', label: 'Administrator deleted' },
  'message.handle': { verb: 'handled the message', label: 'Message handled' },
  'message.reply': { verb: 'replied to the message', label: 'Message answered' },
  'import.upload': { verb: 'uploaded the CSV import', label: 'Import uploaded' },
  'import.dry_run': { verb: 'ran the dry run of the CSV import', label: 'Import dry run' },
  'import.apply': { verb: 'applied the CSV import', label: 'Import applied' },
  'claim.approve': { verb: 'approved the listing claim for', label: 'Claim approved' },
  'claim.reject': { verb: 'rejected the listing claim for', label: 'Claim rejected' },
  'founder.suspend_pitching': { verb: 'suspended the pitch sending of', label: 'Pitch sending suspended' },
  'team.rights_ended': {
    verb: 'ended a team membership (verified email left the domain) of',
    label: 'Team membership ended',
  },
  'founder.lift_pitching': {
    verb: 'lifted the pitch sending suspension of',
    label: 'Pitch sending restored',
  },
  'pitch_report.dismiss': { verb: 'dismissed the spam report on the pitch', label: 'Pitch report dismissed' },
  'investor_account.suspend': {
    verb: 'suspended the investor account at',
    label: 'Investor account suspended',
  },
  'investor_account.lift_suspension': {
    verb: 'lifted the suspension of the investor account at',
    label: 'Investor account restored',
  },
  'invitation.send': { verb: 'invited', label: 'Firm invited' },
};

export const auditStrings = {
  title: 'Audit log',
  description: 'Every change an administrator made, newest first.',
  filters: 'Filters',
  entries: 'Entries',
  administrator: 'Administrator',
  anyAdministrator: 'Any administrator',
  action: 'Action',
  anyAction: 'Any action',
  from: 'From',
  to: 'To',
  datePlaceholder: 'YYYY/MM/DD',
  datePicker: (field: string) => ({
    todayAriaLabel: 'Today',
    nextMonthAriaLabel: 'Next month',
    previousMonthAriaLabel: 'Previous month',
    openCalendarAriaLabel: (selected: string | null) =>
      selected ? `Choose the ${field} date, selected ${selected}` : `Choose the ${field} date`,
  }),
  pageOf: (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'} on this page`,
  clear: 'Clear filters',
  pageSize: 'Entries per page',
  newer: 'Newer',
  older: 'Older',
  columns: { when: 'When', entry: 'Entry', changed: 'Fields changed' },
  empty: 'No audit entries yet',
  noMatch: 'No entries match these filters',
  loadFailed: 'Failed to load the audit log',
  /** A subject whose stored name is only its id (entries written before names were recorded). */
  unnamed: (type: string) => `(a ${type} whose name was not recorded)`,
} as const;
