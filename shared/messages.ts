/**
 * Messages the server sends and the web app shows, verbatim from founder-app.md section 8 (the error catalogue),
 * declared once for both (functions/lib/errors.ts maps domain errors to them; web/src/founder/strings.ts
 * shows them).
 */

/** 402 of an export without an action left (founder-app.md section 8, Actions, Export). */
export const EXPORT_LIMIT_MESSAGE = 'You need at least 1 action to export data.';

/** 400 `no_data_to_export` of an export of an empty saved list (founder-app.md section 8). */
export const NO_DATA_TO_EXPORT_MESSAGE = 'No data to export';

/** 402 of a reveal without enough actions (founder-app.md section 8, Actions, Reveal). */
export function revealLimitMessage(remaining: number, cost: number): string {
  return `You need at least ${cost} action to reveal contact information. You have ${remaining} actions remaining.`;
}

/**
 * 402 of an AI tool without enough actions (founder-app.md section 8, AI tools: 'You need at least 2 actions to use
 * this AI tool' followed by a request to upgrade the plan), with the numbers.
 */
export function aiLimitMessage(remaining: number, cost: number): string {
  return `You need at least ${cost} actions to use this AI tool. You have ${remaining} actions remaining. Please upgrade your plan.`;
}

/**
 * 402 of any other metered action without enough actions: the spec's generic 'Action Limit Reached' text
 * (founder-app.md section 8: "You don't have enough actions. Required: N, Remaining: M. Please upgrade.").
 */
export function actionLimitMessage(required: number, remaining: number): string {
  return `You don't have enough actions. Required: ${required}, Remaining: ${remaining}. Please upgrade.`;
}

/**
 * 409 `no_direct_contact` of POST /v1/investors/{id}/reveal: the investor has no direct contact on file, so nothing
 * is sold and nothing is charged (docs/decisions/0014-contacts-model.md).
 */
/**
 * 409 `confirmation_lapsed` of POST /v1/investors/{id}/reveal (issue 19 item 5): the investor's team has not
 * confirmed the listing for over 365 days; `since` is the plain date of the last confirmation ('25 Nov 2025').
 */
export function confirmationLapsedMessage(since: string): string {
  return `Not confirmed since ${since}: the investor has not confirmed this listing for over a year, so its direct contact cannot be revealed until they do. No action was used.`;
}

export const NO_DIRECT_CONTACT_MESSAGE =
  'This investor has no direct contact on file, so there is nothing to reveal and no action was used. Use the public links on the profile.';
