/**
 * The public forms' honeypot (docs/decisions/0006-public-site.md). What the forms store is built by the entity
 * modules functions/data/submission.ts and functions/data/contact-message.ts.
 */
/** True when a request body's honeypot field holds anything but whitespace. */
export function honeypotFilled(body: { website_confirm?: unknown }): boolean {
  return typeof body.website_confirm === 'string'
    ? body.website_confirm.trim() !== ''
    : body.website_confirm !== undefined && body.website_confirm !== null;
}
