import { describe, expect, it } from 'vitest';
import { pipelineLink, pitchMailLinks, portalLink } from './mail-links.js';

describe('pitchMailLinks', () => {
  it('links the text to the web page that asks first, and the one-click header to the POST route (RFC 8058)', () => {
    expect(pitchMailLinks('https://app.example/', 'tok_AB-12', 'p-1')).toEqual({
      inbox: 'https://app.example/investors/portal/inbox/p-1',
      page: 'https://app.example/investors/unsubscribe?token=tok_AB-12',
      oneClick: 'https://app.example/v1/pitch-mail/unsubscribe?token=tok_AB-12',
    });
  });

  it('has no links without an origin', () => {
    expect(pitchMailLinks(null, 'tok', 'p-1')).toBeNull();
  });
});

describe('portalLink', () => {
  it("is the investor portal's home under the origin, or nothing without one", () => {
    expect(portalLink('https://app.example/')).toBe('https://app.example/investors/portal');
    expect(portalLink(null)).toBeNull();
  });
});

describe('pipelineLink', () => {
  it("is the investor's entry in the founder's Saved Lists, or nothing without an origin (issue 37 item 4)", () => {
    expect(pipelineLink('https://app.example/', 'nordlicht capital')).toBe(
      'https://app.example/dashboard/saved?investor=nordlicht%20capital',
    );
    expect(pipelineLink(null, 'x')).toBeNull();
  });
});
