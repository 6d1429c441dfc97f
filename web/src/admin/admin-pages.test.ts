import { describe, expect, it } from 'vitest';
import type {
  AdminAccount,
  AdminInvestor,
  AdminInvestorRow,
  AdminUserRow,
} from '../../../shared/admin-schemas.js';
import { tierBadgeColor } from './admin-api.js';
import { stepOf } from './admin-auth.js';
import { matchesAdmin } from './admins/admins-page.js';
import { inputOf, valuesOf } from './investors/components/investor-form.js';
import { matchesInvestor } from '../../../shared/admin-investors.js';
import { matchesUser } from '../../../shared/admin-users.js';

describe('search (apply-settings-admin.md section 5: case-insensitive substring)', () => {
  const investor: AdminInvestorRow = {
    id: 'i',
    name: 'Ada Ventures',
    company: 'Ada Capital',
    location: ['Germany'],
    city: 'Berlin',
    funding_type: 'Venture Fund',
    funding_stage: [],
    verified: true,
    trust: {
      state: 'added',
      date: null,
      dataset: null,
      label: 'Listed by Fundscout, not checked yet',
      badge: 'Not checked',
    },
    created_at: '2026-01-01T00:00:00Z',
    source_name: null,
    version: 3,
  };
  it('finds investors by name, company or location', () => {
    expect(matchesInvestor(investor, 'ventures')).toBe(true);
    expect(matchesInvestor(investor, 'CAPITAL')).toBe(true);
    expect(matchesInvestor(investor, 'berlin')).toBe(true);
    expect(matchesInvestor(investor, 'germany')).toBe(true);
    expect(matchesInvestor(investor, 'fintech')).toBe(false);
    expect(matchesInvestor(investor, '  ')).toBe(true);
  });

  it('finds users by email, company or full name', () => {
    const user = {
      email: 'f@x.io',
      company: 'Acme',
      first_name: 'Grace',
      last_name: 'Hopper',
    } as AdminUserRow;
    expect(matchesUser(user, 'grace hopper')).toBe(true);
    expect(matchesUser(user, 'acme')).toBe(true);
    expect(matchesUser(user, 'F@X')).toBe(true);
    expect(matchesUser(user, 'nobody')).toBe(false);
  });

  it('finds administrators by username or email', () => {
    const admin = { username: 'ops', email: 'ops@fundscout.example' } as AdminAccount;
    expect(matchesAdmin(admin, 'OPS')).toBe(true);
    expect(matchesAdmin(admin, 'fundscout')).toBe(true);
    expect(matchesAdmin(admin, 'zzz')).toBe(false);
  });
});

describe('the investor form', () => {
  it('splits industries on commas, sends the location as a one-element list and stages as canonical values', () => {
    const input = inputOf({
      name: 'Fund',
      company: '',
      bio: '',
      contact: 'a@b.example',
      contact_type: 'email',
      location: ' France ',
      city: '',
      company_url: '',
      image_url: '',
      funding_type: 'Venture Fund',
      stages: ['Series C+', 'Seed'],
      industries: ' Fintech, , Climate ,',
      funding_description: '',
      check_sizes: '',
      verified: false,
      source_note: 'note',
    });
    expect(input).toMatchObject({
      location: ['France'],
      funding_industries: ['Fintech', 'Climate'],
      funding_stage: ['Seed', 'Series C', 'Series D+'],
      company_url: null,
      city: null,
      verified: false,
    });
    expect(input).not.toHaveProperty('version');
  });

  it("opens 'Checked by an administrator' on the listing's check, not on an open dataset's own verified column", () => {
    const accelerator = {
      name: 'Demo Accelerator',
      company: '',
      bio: '',
      contact: null,
      contact_type: null,
      location: ['France'],
      city: null,
      company_url: null,
      image_url: null,
      funding_type: 'Accelerator',
      funding_stage: [],
      funding_industries: [],
      funding_description: '',
      check_sizes: '',
      verified: true, // the dataset's column
      checked_at: null,
    } as unknown as AdminInvestor;
    expect(valuesOf(accelerator).verified).toBe(false);
    expect(valuesOf({ ...accelerator, checked_at: '2026-10-03T08:00:00.000Z' }).verified).toBe(true);
  });

  it('an edit sends back the version it was opened on (a 409 listing_changed when it moved: ADR 0056)', () => {
    const values = {
      name: 'Fund',
      company: '',
      bio: '',
      contact: '',
      contact_type: 'email' as const,
      location: '',
      city: '',
      company_url: '',
      image_url: '',
      funding_type: 'Venture Fund' as const,
      stages: [],
      industries: '',
      funding_description: '',
      check_sizes: '',
      verified: false,
      source_note: '',
    };
    expect(inputOf(values, [], null, 7)).toMatchObject({ version: 7 });
  });
});

describe('admin sign-in steps', () => {
  it('maps Amplify next steps to the form’s steps, with the TOTP secret and otpauth URI', () => {
    expect(stepOf({ signInStep: 'DONE' }, 'ops')).toEqual({ kind: 'done' });
    expect(stepOf({ signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' }, 'ops')).toEqual({
      kind: 'newPassword',
    });
    expect(stepOf({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }, 'ops')).toEqual({ kind: 'totpCode' });
    const setup = stepOf(
      {
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: {
          sharedSecret: 'ABC',
          getSetupUri: (app: string, account?: string) =>
            new URL(`otpauth://totp/${app}:${account}?secret=ABC`),
        },
      },
      'ops',
    );
    expect(setup).toMatchObject({ kind: 'totpSetup', secret: 'ABC' });
    expect(setup.kind === 'totpSetup' && setup.uri).toContain('ops');
    expect(() => stepOf({ signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' }, 'ops')).toThrow(/unsupported/);
  });
});

describe('tier badges (apply-settings-admin.md §9 "badge colours differ"; issue 23)', () => {
  it('give free, starter, premium and enterprise distinct colours; legacy pro looks like premium', () => {
    const colours = ['free', 'starter', 'premium', 'enterprise'].map(tierBadgeColor);
    expect(new Set(colours).size).toBe(4);
    expect(tierBadgeColor('pro')).toBe(tierBadgeColor('premium'));
  });
});
