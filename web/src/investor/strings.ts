/**
 * Strings of the investors' side of the web app (issue 19): the public "For investors" page (`/investors`), the
 * investor sign-in (`/investors/auth`) and the portal (`/investors/portal/*`). The reveal cost and what founders
 * see are stated as the server enforces them (docs/decisions/0030-investor-accounts-and-claims.md; one action
 * per reveal, shared/vocabulary.ts ACTION_COSTS).
 */
import { plainDate } from '../../../shared/listing.js';
import { ACTION_COSTS } from '../../../shared/vocabulary.js';
import { PRODUCT_NAME } from '../strings.js';

/** '1 action': what revealing a contact costs a founder. */
export const REVEAL_COST = `${ACTION_COSTS.reveal} action${ACTION_COSTS.reveal === 1 ? '' : 's'}`;

export const investorStrings = {
  page: {
    title: 'For investors',
    hero: 'Own your listing. Hear from the founders who fit.',
    lead: `${PRODUCT_NAME} lists investment firms for founders raising their next round. Claim your firm’s listing to keep it accurate and choose how founders reach you. It is free for investors.`,
    signUp: 'Create an investor account',
    signIn: 'Sign in',
    free: 'Free for investors: no plan, no card, no fees.',
    sections: {
      listing: {
        heading: 'What a listing is',
        body: 'One page per firm in the Investor Database: name, type, stages, sectors, where you invest, check size and thesis. Most start from open data with its source and licence; once you claim yours, your team keeps it up to date and each field says who set it and when.',
      },
      founders: {
        heading: 'What founders see',
        body: 'Signed-in founders search and filter listings and read every public field. A claimed listing shows ‘Claimed by the investor’. Your direct contact is never shown on a list, a profile or an export until a founder chooses to reveal it.',
      },
      reveal: {
        heading: 'What a reveal costs them',
        body: `Revealing a contact costs a founder ${REVEAL_COST} of their monthly plan, charged once per founder and listing. That cost keeps outreach deliberate: founders reveal the investors that fit.`,
      },
      free: {
        heading: 'Free for investors',
        body: 'Claiming and keeping a listing costs you nothing. Delete your account whenever you like: when the last person of your team leaves, the listing goes back to the open data.',
      },
    },
    how: {
      heading: 'How claiming works',
      steps: [
        'Create an account with your work email; we mail you a confirmation code.',
        'Search for your firm and claim its listing.',
        'An email at your firm’s own website domain is verified at once. Any other address goes to our administrators with the evidence you give (a note and a link).',
        'Personal addresses (Gmail, Outlook and the like) cannot claim a listing.',
      ],
    },
    notListed: 'Not listed yet?',
    apply: 'Apply to be listed',
  },
  auth: {
    titlePrefix: 'Investors: ',
    brandLabel: `${PRODUCT_NAME} for investors`,
    brandSuffix: 'for investors',
    /** An investor signs up with a work address at the firm's domain (the claim rule), not a startup's. */
    emailPlaceholder: 'you@yourfirm.com',
    sideTitle: 'Your firm’s listing, in your hands',
    sideBody:
      'An investor account is separate from a founder account: use your work email at your firm’s domain to claim its listing at once.',
    sideBullets: [
      'Free for investors',
      'Claim your firm’s listing',
      'You choose the contact founders can reveal',
      'Delete your account at any time',
    ],
  },
  portal: {
    name: `${PRODUCT_NAME} for investors`,
    navLabel: 'Investor portal',
    signedInAs: (email: string) => `Signed in as ${email}`,
    signOut: 'Sign out',
    nav: { listings: 'My listings', claim: 'Claim a listing', account: 'Account' },
    loading: 'Loading…',
    loadFailed: 'Could not load your account',
    retry: 'Retry',
    titles: { listings: 'My listings', claim: 'Claim a listing', account: 'Account', editor: 'Edit listing' },
  },
  listings: {
    description: 'The listings your team holds and your claims.',
    heldHeading: 'Listings you hold',
    heldEmpty: 'You do not hold a listing yet.',
    claimCta: 'Claim a listing',
    claimsHeading: 'Your claims',
    claimsEmpty: 'No claims yet.',
    columns: { listing: 'Listing', website: 'Website', status: 'Status', evidence: 'Evidence', date: 'Date' },
    noWebsite: 'No website on file',
    status: {
      verified: 'Verified',
      approved: 'Approved',
      pending: 'Pending review',
      rejected: 'Rejected',
    },
    rejectedBecause: (reason: string) => `Rejected: ${reason}`,
    noEvidence: 'None given',
  },
  claim: {
    description:
      'Find your firm in the catalogue and claim its listing. An email at the firm’s website domain is verified at once; anything else goes to our administrators with the evidence you give.',
    searchLabel: 'Firm name or website',
    resultsHeading: 'Listings in the catalogue',
    searchPlaceholder: 'e.g. Example Ventures or example.vc',
    searchHint: `Type at least 2 characters.`,
    searching: 'Searching…',
    noResults: 'No listing matches. Not listed yet? Apply to be listed.',
    applyLink: 'Apply to be listed',
    results: (n: number) => `${n} listing${n === 1 ? '' : 's'}`,
    columns: { name: 'Listing', type: 'Type', location: 'Location', website: 'Website', claimed: 'Team' },
    claimedBadge: 'Claimed',
    unclaimed: 'Unclaimed',
    choose: 'Claim this listing',
    chosen: 'Chosen',
    formHeading: (name: string) => `Claim ${name}`,
    domainMatch: (domain: string) =>
      `Your sign-in email is at ${domain}, the listing’s website: the claim is verified at once.`,
    domainReview: (domain: string | null) =>
      domain
        ? `Your sign-in email is not at ${domain}, the listing’s website: an administrator reviews your claim. Tell them who you are.`
        : 'This listing has no website on file: an administrator reviews your claim. Tell them who you are.',
    note: 'Note for the administrators',
    noteHint: 'Your role at the firm, how to check it. Required when the claim goes to review.',
    link: 'Evidence link (optional)',
    linkHint: 'An https:// page that shows you work there: the team page, your LinkedIn profile.',
    whatFoundersSee: 'What founders will see',
    foundersSee: [
      'The listing’s public fields, as now, with ‘Claimed by the investor’ once your claim is accepted.',
      'Each field you set says it came from the investor and when.',
      `A direct contact you add later stays hidden until a founder reveals it; a reveal costs that founder ${REVEAL_COST} of their plan.`,
      'Your sign-in email is never shown to founders.',
    ],
    consent: `I understand what founders will see and that revealing a contact costs a founder ${REVEAL_COST}.`,
    consentRequired: 'Confirm that you understand what founders will see.',
    submit: 'Claim listing',
    cancel: 'Cancel',
    verified: (name: string) => `Verified: you now hold ${name}.`,
    pending: (name: string) =>
      `Sent to the administrators: your claim of ${name} is pending review. You will see their answer under My listings.`,
    refused: 'Claim refused',
    failed: 'Could not send the claim',
    seeListings: 'See my listings',
  },
  editor: {
    description:
      'What founders see of your firm. Each field says who set it and when; Save sends only what you changed.',
    back: 'My listings',
    loadFailed: 'Could not load the listing',
    notFound: 'This listing is not one your team holds.',
    sections: {
      firm: 'Firm',
      investing: 'How you invest',
      story: 'Thesis and portfolio',
      availability: 'Availability',
    },
    fields: {
      name: 'Name',
      funding_type: 'Type',
      funding_stage: 'Stages',
      funding_industries: 'Sectors',
      city: 'HQ city',
      hq_country: 'HQ country',
      location: 'Countries you invest in',
      check_size: 'Check size',
      check_min_usd: 'Minimum (USD)',
      check_max_usd: 'Maximum (USD)',
      leads_rounds: 'Leads rounds',
      thesis: 'Thesis',
      portfolio_highlights: 'Portfolio highlights',
      investing: 'Currently investing',
      investing_until: 'Investing until',
      pitches: 'Open to cold pitches',
      pitch_channel: 'Preferred channel',
    },
    placeholders: {
      stages: 'Choose stages',
      sectors: 'Choose sectors',
      country: 'Choose a country',
      countries: 'Choose countries',
      filter: 'Find',
      usd: 'e.g. 250000',
      highlight: 'A portfolio company',
      channel: 'e.g. Email with deck, warm intro',
      until: 'YYYY/MM/DD',
    },
    hints: {
      usd: 'A whole number of US dollars; leave empty when you do not say.',
      highlights: (n: number, max: number) => `${n} of ${max} names.`,
      thesis: (n: number, max: number) => `${n}/${max} characters.`,
    },
    addHighlight: 'Add',
    removeHighlight: (name: string) => `Remove ${name}`,
    yes: 'Yes',
    no: 'No',
    notStated: 'Not stated',
    investingOptions: {
      yes: 'Yes',
      until: 'Yes, until a date',
      paused: 'Paused',
    },
    noValue: 'Nothing on file yet',
    save: 'Save changes',
    discard: 'Discard changes',
    saved: 'Saved. Founders see the new values once the catalogue reloads (a few seconds).',
    noChanges: 'No changes to save.',
    unsaved: 'You have unsaved changes.',
    saveFailed: 'Could not save the listing',
    fixErrors: 'Some fields need a look: see the messages beside them.',
    errors: {
      nameRequired: 'Name is required.',
      tooLong: (max: number) => `At most ${max} characters.`,
      tooMany: (max: number) => `At most ${max}.`,
      usd: 'A whole number of US dollars, e.g. 250000.',
      usdTooLarge: 'That is more than any check we list.',
      maxBelowMin: 'The maximum must be at least the minimum.',
      untilRequired: 'Choose the date you invest until.',
    },
    unsavedGuard: {
      title: 'Leave without saving?',
      body: 'You have changes to the listing that are not saved. If you leave now, they are lost.',
      stay: 'Stay on this page',
      leave: 'Leave without saving',
    },
    confirmation: {
      heading: 'Confirmation',
      confirmed: (at: string, due: string | null) =>
        due
          ? `Confirmed on ${plainDate(at)}, valid until ${plainDate(due)}`
          : `Confirmed on ${plainDate(at)}`,
      lapsed: (at: string | null) => (at ? `Not confirmed since ${plainDate(at)}` : 'Not confirmed yet'),
      never: 'Not confirmed yet',
      body: 'Confirm once a year that the listing is current. Past a year without confirmation, founders see ‘Not confirmed since …’ and cannot reveal your direct contact until you confirm again.',
      button: 'Confirm listing is up to date',
      done: 'Confirmed: the listing is up to date for another 365 days.',
      failed: 'Could not confirm the listing',
    },
    contact: {
      heading: 'Direct contact',
      body: 'The one contact founders can reveal. It is never shown on a list, a profile or an export until a founder chooses to reveal it.',
      founderSees: `A founder who reveals it sees exactly this address or profile, and the reveal costs that founder ${REVEAL_COST} of their plan (once per founder).`,
      onFile: 'On file',
      none: 'No direct contact on file: founders cannot reveal one.',
      kind: 'Contact type',
      email: 'Email at your firm’s domain',
      linkedin: 'LinkedIn profile',
      emailLabel: 'Email address',
      emailHint: (domain: string | null) =>
        domain
          ? `An address at ${domain} (or a subdomain). We mail it a 6-digit code; it is on file once you enter the code.`
          : 'An address at your firm’s website domain. We mail it a 6-digit code; it is on file once you enter the code.',
      linkedinLabel: 'LinkedIn profile URL',
      linkedinHint: 'https://www.linkedin.com/in/… : on file at once.',
      sendCode: 'Send code',
      saveLinkedin: 'Save LinkedIn profile',
      pending: (email: string) =>
        `We mailed a 6-digit code to ${email}. Enter it to put the address on file.`,
      codeLabel: 'Code from the email',
      attemptsLeft: (n: number) => `${n} ${n === 1 ? 'try' : 'tries'} left.`,
      verify: 'Verify',
      verified: 'Verified: founders can now reveal this contact.',
      savedLinkedin: 'Saved: founders can now reveal this LinkedIn profile.',
      failed: 'Could not set the contact',
    },
    visibility: {
      heading: 'Visibility',
      shown: 'Founders can find this listing.',
      hidden:
        'Hidden: founders do not see this listing, and new imports of the open data do not bring it back.',
      hide: 'Hide listing',
      show: 'Show listing',
      hideTitle: 'Hide this listing from founders?',
      hideBody: [
        'Founders stop finding it in search, matches and profiles.',
        'Founders who saved it see ‘Removed at the investor’s request’ in their Saved Lists.',
        'Later imports of the open data keep it hidden. You can show it again here.',
      ],
      showTitle: 'Show this listing to founders again?',
      showBody: ['Founders find it in search and matches again, and those who saved it see it as before.'],
      cancel: 'Cancel',
      hiddenDone: 'Hidden: founders no longer see this listing.',
      shownDone: 'Shown: founders can find this listing again.',
      failed: 'Could not change the visibility',
      byAdmin: 'Removed by an administrator: only they can restore it.',
    },
  },
  account: {
    description: 'Your investor account.',
    emailLabel: 'Sign-in email',
    deleteHeading: 'Delete your account',
    deleteBody:
      'Deleting your account signs you out, removes your claims and your sign-in, and takes you off every listing team you are on. A listing nobody else on your team holds becomes unclaimed: its data goes back to the open dataset’s values and its direct contact is no longer revealable.',
    deleteButton: 'Delete account',
    confirmTitle: 'Delete your investor account?',
    confirmListings: (names: string[]) =>
      names.length === 0
        ? 'You hold no listing.'
        : `You leave the team of: ${names.join(', ')}. A listing with nobody else on its team becomes unclaimed.`,
    confirmEmail: 'Type your sign-in email to confirm',
    confirmMismatch: 'Type your sign-in email exactly.',
    cancel: 'Cancel',
    confirm: 'Delete account',
    failed: 'Could not delete the account',
  },
} as const;
