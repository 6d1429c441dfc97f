/**
 * The app's paths that more than one area links to (the router of each area is its routes.tsx): the investor
 * portal's home and its pitch inbox, linked from the portal itself and from the public pitch-mail unsubscribe page.
 */

/** The investor portal's home: the investor's listings (investor/listings/listings-page.tsx). */
export const PORTAL_HOME = '/investors/portal';
/** The pitch inbox (investor/inbox/inbox-page.tsx); a pitch is `${INBOX_PATH}/{id}` (pitch-page.tsx). */
export const INBOX_PATH = `${PORTAL_HOME}/inbox`;
