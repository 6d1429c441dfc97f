import { describe, expect, it } from 'vitest';
import { cardBadges, companyLine, initials, photoUrl } from './card-state.js';

describe('cardBadges (saved and revealed state on each card)', () => {
  it('shows saved, then contact revealed, and nothing for an untouched investor', () => {
    expect(cardBadges({ saved: true, contact_revealed: true })).toEqual(['saved', 'revealed']);
    expect(cardBadges({ saved: false, contact_revealed: true })).toEqual(['revealed']);
    expect(cardBadges({ saved: true, contact_revealed: false })).toEqual(['saved']);
    expect(cardBadges({ saved: false, contact_revealed: false })).toEqual([]);
  });
});

describe('companyLine (no repeated company name)', () => {
  it('leaves the company out when it equals the name, whatever the case and spacing', () => {
    expect(companyLine({ name: 'Sequoia Capital', company: 'Sequoia Capital' })).toBeNull();
    expect(companyLine({ name: 'Sequoia  Capital', company: ' sequoia capital ' })).toBeNull();
    expect(companyLine({ name: 'Jane Doe', company: '' })).toBeNull();
  });

  it('shows a different company', () => {
    expect(companyLine({ name: 'a16z speedrun', company: 'Andreessen Horowitz' })).toBe(
      'Andreessen Horowitz',
    );
  });
});

describe('photo helpers', () => {
  it('loads only http(s) photo URLs', () => {
    expect(photoUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(photoUrl('javascript:alert(1)')).toBeNull();
    expect(photoUrl('not a url')).toBeNull();
    expect(photoUrl(null)).toBeNull();
  });

  it('draws up to two initials for the fallback', () => {
    expect(initials('Sequoia Capital Partners')).toBe('SC');
    expect(initials('500 Global')).toBe('5G');
    expect(initials('  ')).toBe('');
  });
});
