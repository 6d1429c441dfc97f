/** Strings of the founder's notices (issue 37 item 4): Dashboard home's 'Notices'. */
export const noticeStrings = {
  title: 'Notices',
  description: 'Investors you asked for or saved that can be reached now.',
  unread: (n: number) => `${n} unread`,
  empty:
    'No notices yet. When an investor you asked for or saved joins Fundscout, takes pitches, is currently investing or gets a direct contact, it shows here.',
  markAllRead: 'Mark all read',
  dismiss: (text: string) => `Dismiss: ${text}`,
  open: (name: string) => `Open ${name}`,
  newBadge: 'New',
  mailChoice: 'Mail about notices: Account Settings',
  failed: 'That did not work',
};
