import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditLogEntry } from '../../../../shared/audit-schemas.js';
import { auditSubjectHref, describeAuditEntry } from './audit-entry.js';

const entry = (over: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: '2026-11-26T04:00:00.000Z#a',
  at: '2026-11-26T04:00:00.000Z',
  actor: 'anna',
  action: 'submission.approve',
  subject: { type: 'submission', id: 'sub-1', label: 'Lunar Ventures' },
  changed: [],
  ...over,
});

const sentence = (e: AuditLogEntry) => {
  const d = describeAuditEntry(e);
  return `${d.actor} ${d.verb} ${d.subject}`;
};

describe('audit entries as sentences (issue 23: readable, not raw ids)', () => {
  it('reads as who did what to which subject, by name', () => {
    expect(sentence(entry({}))).toBe('anna approved the application of Lunar Ventures');
    expect(
      sentence(
        entry({
          action: 'investor.update',
          subject: { type: 'investor', id: 'inv-9', label: 'Bessemer Venture Partners' },
        }),
      ),
    ).toBe('anna updated the investor Bessemer Venture Partners');
    expect(
      sentence(entry({ action: 'claim.reject', subject: { type: 'claim', id: 'c', label: 'Nordlicht' } })),
    ).toBe('anna rejected the listing claim for Nordlicht');
  });

  it('has a sentence for every action', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(describeAuditEntry(entry({ action })).verb).not.toBe(action);
    }
  });

  it('never shows a raw id as the name', () => {
    const old = entry({
      action: 'message.handle',
      subject: { type: 'message', id: 'm-123', label: 'm-123' },
    });
    expect(sentence(old)).toBe('anna handled the message (a message whose name was not recorded)');
    expect(describeAuditEntry(old).subject).not.toContain('m-123');
  });

  it('links the subject where it lives, and nowhere once deleted', () => {
    expect(auditSubjectHref(entry({}))).toBe('/admin/applications?status=approved');
    expect(auditSubjectHref(entry({ action: 'submission.reject' }))).toBe(
      '/admin/applications?status=rejected',
    );
    expect(
      auditSubjectHref(
        entry({ action: 'investor.update', subject: { type: 'investor', id: 'a b', label: 'X' } }),
      ),
    ).toBe('/admin/investors?view=a%20b');
    expect(
      auditSubjectHref(
        entry({ action: 'investor.delete', subject: { type: 'investor', id: 'i', label: 'X' } }),
      ),
    ).toBeNull();
    expect(
      auditSubjectHref(
        entry({ action: 'message.reply', subject: { type: 'message', id: 'm', label: 'Hi' } }),
      ),
    ).toBe('/admin/inbox');
    expect(
      auditSubjectHref(
        entry({ action: 'import.apply', subject: { type: 'import', id: 'j', label: 'a.csv' } }),
      ),
    ).toBe('/admin/investors/import');
  });
});
