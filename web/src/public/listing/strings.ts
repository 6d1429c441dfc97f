/** The public listing page for an investor (issue 37 item 2): what a claim gives and how to claim. */
export const listingPageStrings = {
  title: (name: string) => `${name} on Fundscout`,
  loading: 'Loading the listing…',
  missing: 'This listing is not in the catalogue.',
  failed: 'The listing could not be loaded. Try again later.',
  lead: 'Founders search Fundscout for investors like you. This listing comes from open data; claim it to keep it right and to decide how founders reach you.',
  claimedLead: 'This listing is claimed by its investor: the team keeps it current.',
  demandHeading: 'Founders want to reach you',
  noDemand: 'Founders’ demand shows here from 5 founders on.',
  givesHeading: 'What a claim gives',
  gives: [
    'Keep your listing current: type, stages, sectors, check size, thesis, portfolio. Founders see who set each field and when.',
    'Choose whether founders see a direct contact (they spend 1 action to reveal it; free for you).',
    'Open or close your pitch inbox: founders send a message, a deck and their round facts; you answer Interested or Pass.',
    'Hide the listing if you prefer not to be listed.',
  ],
  howHeading: 'How to claim',
  how: [
    'Create an investor account with your email at the firm’s website domain.',
    'Search your firm and claim this listing: an address at the website’s domain is verified at once; anything else goes to our administrators.',
  ],
  claim: 'Claim this listing',
  signIn: 'I have an investor account',
  website: 'Website',
} as const;
