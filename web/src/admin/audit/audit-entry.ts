/**
 * The sentence of an audit entry (issue 23: "readable entries, not raw ids"): who, what, and the subject by name
 * with a link to where it lives in the admin area, e.g. { actor: 'anna', verb: 'approved the application of',
 * subject: 'Lunar Ventures', href: '/admin/applications?status=approved' }. Used by the Audit log page.
 */
import type { AuditLogEntry } from '../../../../shared/audit-schemas.js';
import { ownValue } from '../../../../shared/lookup.js';
import { AUDIT_ACTION_TEXT, auditStrings as s } from './audit-strings.js';

export interface AuditSentence {
  actor: string;
  verb: string;
  /** The subject's name (never its id alone). */
  subject: string;
  /** Where the subject is shown in the admin area; null when it is gone (a deleted investor or administrator). */
  href: string | null;
}

/** The admin page of a subject, or null when the entry deleted it. */
export function auditSubjectHref(entry: Pick<AuditLogEntry, 'action' | 'subject'>): string | null {
  const { type, id } = entry.subject;
  if (entry.action.endsWith('.delete')) return null;
  switch (type) {
    case 'investor':
      return `/admin/investors?view=${encodeURIComponent(id)}`;
    case 'submission':
      return `/admin/applications?status=${entry.action === 'submission.reject' ? 'rejected' : 'approved'}`;
    case 'admin':
      return '/admin/admin-management';
    case 'message':
      return '/admin/inbox';
    case 'import':
      return '/admin/investors/import';
    case 'claim':
      return '/admin/claims';
    default:
      return null;
  }
}

/** The entry as a sentence: "anna approved the application of Lunar Ventures". */
export function describeAuditEntry(entry: AuditLogEntry): AuditSentence {
  const { label, id, type } = entry.subject;
  return {
    actor: entry.actor,
    verb: ownValue(AUDIT_ACTION_TEXT, entry.action)?.verb ?? entry.action,
    subject: label && label !== id ? label : s.unnamed(type),
    href: auditSubjectHref(entry),
  };
}
