/** What administrators read on /admin/invitations (issue 37 item 3). */
export const invitationStrings = {
  title: 'Invitations',
  description:
    'Firms founders want to reach: the listings they asked for or saved this month and the firms they requested, highest demand first. An invitation mails a claim link to the address you enter; a firm is invited at most once in 90 days, and never again once it unsubscribes.',
  ranked: 'By founders’ demand',
  month: (month: string) => `Asks and saves of ${month} (UTC); requested firms since the first request.`,
  error: 'The invitations could not be loaded.',
  empty: 'No founder asked for a listing or requested a firm this month.',
  columns: { name: 'Firm', website: 'Website', asked: 'Asked', saved: 'Saved', invitation: 'Invitation' },
  listing: 'Listing',
  requestedFirm: 'Requested firm (not listed)',
  claimed: 'claimed',
  noWebsite: 'No website on file',
  notInvited: 'Not invited',
  suppressed: 'Unsubscribed: not invited again',
  status: { sent: 'Sent', opened: 'Opened', claimed: 'Claimed' },
  sentTo: (email: string, date: string, by: string) => `${email}, ${date}, by ${by}`,
  nextAt: (date: string) => `Can be invited again from ${date}`,
  invite: 'Invite',
  dialogTitle: (name: string) => `Invite ${name}`,
  dialogText:
    'One mail with the founders’ demand (from 5 founders on, rounded, never who), a link to claim the listing for free, and an unsubscribe.',
  email: 'Address to invite',
  emailHint: 'Preferably at the firm’s own domain: a claim from that domain is verified at once.',
  send: 'Send invitation',
  cancel: 'Cancel',
  sent: (name: string) => `Invitation sent to ${name}`,
} as const;
