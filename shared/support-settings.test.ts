import { describe, expect, it } from 'vitest';
import { NO_SUPPORT_SETTINGS, SUPPORT_SETTING_MAX, supportSettingsFrom } from './support-settings.js';

describe('supportSettingsFrom (issue 38: promised times only as the operator sets them)', () => {
  it('reads the three settings, trimmed; unset or blank ones say nothing', () => {
    expect(supportSettingsFrom({})).toEqual(NO_SUPPORT_SETTINGS);
    expect(
      supportSettingsFrom({
        SUPPORT_HOURS: ' Mon-Fri 9AM-6PM PT ',
        SUPPORT_REPLY_TIME: 'one business day',
        SUPPORT_REVIEW_TIME: '  ',
      }),
    ).toEqual({ hours: 'Mon-Fri 9AM-6PM PT', replyTime: 'one business day', reviewTime: null });
  });

  it('refuses an over-long or multi-line value, naming the variable', () => {
    expect(() => supportSettingsFrom({ SUPPORT_HOURS: 'x'.repeat(SUPPORT_SETTING_MAX + 1) })).toThrow(
      /^SUPPORT_HOURS must be one line/,
    );
    expect(() => supportSettingsFrom({ SUPPORT_REVIEW_TIME: 'two\ndays' })).toThrow(
      /SUPPORT_REVIEW_TIME/,
    );
  });
});
