/** Text hygiene of the stored free-text fields (issue 14), through the request schemas that use it. */
import { describe, expect, it } from 'vitest';
import { ApplicationRequest, ContactMessageRequest, ProfileUpdate } from './schemas.js';

const contact = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Hi',
  message: 'Hello',
};
const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const issue = result.error?.issues[0];
  return issue ? { field: issue.path.join('.'), message: issue.message } : undefined;
};

describe('text fields', () => {
  it.each([
    ['RIGHT-TO-LEFT OVERRIDE', 'inv\u202Eoice', 'message', 'bidirectional'],
    ['LEFT-TO-RIGHT ISOLATE', 'a\u2066b', 'first_name', 'bidirectional'],
    ['LINE SEPARATOR', 'a\u2028b', 'message', 'separator'],
    ['PARAGRAPH SEPARATOR', 'a\u2029b', 'company', 'separator'],
    ['lone high surrogate', 'a\uD83Db', 'message', 'surrogate'],
    ['lone low surrogate', 'a\uDE00b', 'last_name', 'surrogate'],
    ['NUL in the subject', 'Hi\u0000there', 'subject', 'single line'],
    ['CR LF in the subject (header injection)', 'Hi\r\nBcc: x@example.com', 'subject', 'single line'],
    ['a C1 control', 'a\u0085b', 'message', 'control'],
    ['DEL', 'a\u007Fb', 'first_name', 'single line'],
  ])('refuse %s with a 400 naming the field', (_, value, field, words) => {
    const issue = firstIssue(ContactMessageRequest.safeParse({ ...contact, [field]: value }));
    expect(issue?.field).toBe(field);
    expect(issue?.message).toContain(words);
  });

  it('are NFC-normalised and trimmed; a message keeps its line breaks; emoji pairs are fine', () => {
    const parsed = ContactMessageRequest.parse({
      ...contact,
      first_name: '  Rene\u0301e ',
      message: 'Line 1\r\nLine 2\tTabbed 😀',
    });
    expect(parsed.first_name).toBe('Ren\u00e9e');
    expect(parsed.message).toBe('Line 1\r\nLine 2\tTabbed 😀');
  });

  it('too long says "at most N characters", not "is required"', () => {
    expect(firstIssue(ContactMessageRequest.safeParse({ ...contact, subject: 'x'.repeat(121) }))).toEqual({
      field: 'subject',
      message: 'Subject must be at most 120 characters.',
    });
    expect(firstIssue(ApplicationRequest.safeParse({ name: 'x'.repeat(121), contact: 'a@b.co' }))).toEqual({
      field: 'name',
      message: 'Full Name must be at most 120 characters.',
    });
    expect(firstIssue(ProfileUpdate.safeParse({ bio: 'x'.repeat(1001) }))?.message).toBe(
      'Bio must be at most 1000 characters.',
    );
  });

  it('absent or blank required fields still say "is required"', () => {
    expect(firstIssue(ContactMessageRequest.safeParse({ ...contact, subject: undefined }))?.message).toBe(
      'Subject is required.',
    );
    expect(firstIssue(ContactMessageRequest.safeParse({ ...contact, subject: '   ' }))?.message).toBe(
      'Subject is required.',
    );
  });

  it('apply to the investor application and Account Settings', () => {
    expect(firstIssue(ApplicationRequest.safeParse({ name: 'A\u202Eb', contact: 'a@b.co' }))?.field).toBe(
      'name',
    );
    expect(
      firstIssue(
        ApplicationRequest.safeParse({ name: 'Ada', contact: 'a@b.co', funding_industries: ['A\u202EI'] }),
      )?.field,
    ).toBe('funding_industries.0');
    expect(firstIssue(ProfileUpdate.safeParse({ company: 'Acme\u202E' }))?.field).toBe('company');
    expect(ProfileUpdate.parse({ bio: 'Cafe\u0301\nline' }).bio).toBe('Caf\u00e9\nline');
  });
});
