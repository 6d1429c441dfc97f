import { describe, expect, it } from 'vitest';
import { PORTAL_HOME } from '../common/paths.js';
import { investorSignInUrl, nextInvestorPage, safeInvestorNext } from './next.js';

describe('the investor area around sign-in (issue 19)', () => {
  it('follows next only inside the portal', () => {
    expect(safeInvestorNext('/investors/portal/claim')).toBe('/investors/portal/claim');
    expect(safeInvestorNext('/investors/portal?x=1')).toBe('/investors/portal?x=1');
    // A founder page, another site, or a look-alike prefix: the portal's home.
    expect(safeInvestorNext('/dashboard')).toBe(PORTAL_HOME);
    expect(safeInvestorNext('//evil.example/investors/portal')).toBe(PORTAL_HOME);
    expect(safeInvestorNext('/investors/portalx')).toBe(PORTAL_HOME);
    expect(nextInvestorPage('?next=%2Finvestors%2Fportal%2Faccount')).toBe('/investors/portal/account');
  });

  it('says why the investor is signing in, and comes back only after an expiry or a first visit', () => {
    expect(investorSignInUrl('/investors/portal/claim', null)).toBe(
      '/investors/auth?next=%2Finvestors%2Fportal%2Fclaim',
    );
    expect(investorSignInUrl('/investors/portal/claim', 'expired')).toBe(
      '/investors/auth?reason=expired&next=%2Finvestors%2Fportal%2Fclaim',
    );
    expect(investorSignInUrl('/investors/portal/claim', 'signedOut')).toBe(
      '/investors/auth?reason=signed_out',
    );
    expect(investorSignInUrl('/investors/portal', null)).toBe('/investors/auth');
  });
});
