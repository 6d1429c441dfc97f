/**
 * The operator's statements of support times (issue 38 "Copy that must be true"): the Contact page's business hours,
 * how soon a Contact message is answered, how soon an investor application is reviewed. The product cannot measure
 * or keep these promises itself (administrators answer from the admin Inbox), so they are operator settings, shown
 * only where set: unset, the pages say that the answer comes by email and name no time
 * (docs/decisions/0059-one-intent-one-charge.md). Read by the local stack from the environment
 * (scripts/local/stack.ts) and by the CDK stack from context (infra/app.ts), and served to the browser in
 * `/config.json` (web/src/common/config.ts `support`). No zod here: the web bundle imports this module.
 */

/** What the operator states; `null`: say nothing about it. */
export interface SupportSettings {
  /** Business hours as shown on the Contact page, e.g. 'Mon-Fri 9AM-6PM PT'. */
  hours: string | null;
  /** How soon a Contact message is answered, completing 'We reply within …', e.g. 'one business day'. */
  replyTime: string | null;
  /** How soon an application is reviewed, completing 'We review it within …', e.g. '2-3 business days'. */
  reviewTime: string | null;
}

export const NO_SUPPORT_SETTINGS: SupportSettings = { hours: null, replyTime: null, reviewTime: null };

/** The environment variables of the local stack (and the CDK context keys in camelCase). */
export const SUPPORT_SETTINGS_ENV = {
  hours: 'SUPPORT_HOURS',
  replyTime: 'SUPPORT_REPLY_TIME',
  reviewTime: 'SUPPORT_REVIEW_TIME',
} as const satisfies Record<keyof SupportSettings, string>;

/** The longest statement, in characters (a line of the Contact page). */
export const SUPPORT_SETTING_MAX = 120;

/**
 * The settings of `source` (variable name → value, e.g. `process.env`): each trimmed, empty or absent → null.
 * @throws Error naming the variable when a value is longer than `SUPPORT_SETTING_MAX` or holds a control character
 */
export function supportSettingsFrom(source: Readonly<Record<string, string | undefined>>): SupportSettings {
  const read = (name: string): string | null => {
    const value = source[name]?.trim() ?? '';
    if (value === '') return null;
    if (value.length > SUPPORT_SETTING_MAX || /\p{Cc}/u.test(value))
      throw new Error(`${name} must be one line of at most ${SUPPORT_SETTING_MAX} characters.`);
    return value;
  };
  return {
    hours: read(SUPPORT_SETTINGS_ENV.hours),
    replyTime: read(SUPPORT_SETTINGS_ENV.replyTime),
    reviewTime: read(SUPPORT_SETTINGS_ENV.reviewTime),
  };
}
