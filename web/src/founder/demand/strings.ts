/** What founders read about asking an investor to join and requesting a missing firm (issue 37 item 1). */
export const demandStrings = {
  ask: {
    title: 'Not on Fundscout yet',
    text: 'This investor has no direct contact on file and takes no pitches through Fundscout yet. Ask them to join: our administrators invite the firms founders ask for, and the firm sees how many founders asked (never who).',
    button: 'Ask this investor to join Fundscout',
    free: 'Free: no action used.',
    asked: (date: string) => `You asked on ${date}. The firm sees how many founders asked, never who.`,
    undo: 'Undo',
    failed: 'That did not work. Try again.',
    /** Asked, and the firm can be reached now (claimed and open to pitches, or a contact on file). */
    reachableTitle: 'Now reachable',
    reachable: (date: string) => `You asked on ${date}, and this investor can be reached now: see above.`,
  },
  firm: {
    title: 'Missing a firm?',
    text: 'Tell us which firm you are looking for: the administrators invite firms that founders ask for.',
    name: 'Firm name',
    website: 'Firm website',
    websitePlaceholder: 'https://',
    submit: 'Request this firm',
    sent: (domain: string) => `Thanks: we noted your request for ${domain}.`,
    again: (domain: string) => `You already requested ${domain}: it is counted once.`,
    nameRequired: 'Firm name is required.',
    websiteRequired: 'Firm website is required.',
  },
} as const;
