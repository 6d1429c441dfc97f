/**
 * User-facing strings of the signed-in dashboard (shell, Dashboard home, Investor Database, Saved Lists, Billing &
 * Usage, Account Settings), aria labels included. Wording marked "spec" is verbatim from founder-app.md (§2, §4
 * Usage banner, §8 error catalogue) or apply-settings-admin.md (§2 Account Settings, §8).
 */
import { EXPORT_LIMIT_MESSAGE, NO_DATA_TO_EXPORT_MESSAGE } from '../../../shared/messages.js';
import { formatCount } from '../common/format.js';

/** What `cost` actions read as on a button: '1 action', '2 actions', or 'free on your plan' for 0. */
function costOf(cost: number): string {
  return cost === 0 ? 'free on your plan' : `${cost} ${cost === 1 ? 'action' : 'actions'}`;
}

export const dashboardStrings = {
  shell: {
    logo: 'Fundscout',
    logoLabel: 'Fundscout home',
    navLabel: 'Dashboard navigation',
    adminNavLabel: 'Admin',
    toggleSidebar: 'Toggle sidebar',
    collapseSidebar: 'Collapse sidebar',
    expandSidebar: 'Expand sidebar',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    shortcutHint: 'Ctrl or Cmd + B',
    signOut: 'Sign out',
    signingOut: 'Signing out...',
    signedInAs: (email: string) => `Signed in as ${email}`,
    skipToContent: 'Skip to content',
  },
  nav: {
    dashboard: 'Dashboard', // spec
    investors: 'Investor Database', // spec
    saved: 'Saved Lists', // spec
    network: 'Network', // issue 24
    emailGenerator: 'Email Generator', // spec
    pitchDeck: 'Pitch Deck Generator', // spec
    billing: 'Billing & Usage', // spec
    settings: 'Account Settings', // spec
    pricing: 'Plans & Pricing', // spec
    aiTools: 'AI Tools', // spec route table
    deckRooms: 'Deck rooms', // issue 39
  },
  usage: {
    cardLabel: 'Action usage',
    counterLabel: (text: string, period = 'this month') =>
      `Actions used ${period}: ${text}. Open Billing & Usage`,
    counterUnlimited: (used: number) => `${used} used`,
    plan: (tier: string) => `${tier} Plan`, // spec
    planUsage: (tier: string) => `${tier} Plan Usage`, // spec
    premiumPlan: 'Premium Plan', // spec
    unlimited: 'Unlimited',
    actionsUsed: (used: number, limit: number, period = 'this month') =>
      `${used} of ${limit} actions used ${period}`,
    actionsUsedUnlimited: (used: number, period = 'this month') => `${used} actions used ${period}`,
    remaining: (n: number) => `${n} remaining`,
    resets: (date: string) => `Resets ${date}`,
    warningTitle: 'You are running low on actions',
    warningBody: (used: number, limit: number, period = 'this month') =>
      `You have used ${used} of your ${limit} actions ${period}. Upgrade for more.`,
    limitTitle: 'Access Limit Reached', // spec
    limitBody: (limit: number, period = 'this month') =>
      `You have used all ${limit} actions of ${period}. Upgrade your plan to keep going.`,
    viewPlans: 'View Plans', // spec
    loadError: 'Could not load your usage.',
    opensInNewTab: '(opens in a new tab)',
    bannerLabel: 'Plan usage',
    normalBody: (used: number, limit: number, remaining: number, period = 'this month') =>
      `${used} of ${limit} actions used ${period} · ${remaining} remaining.`,
    unlimitedBody: (used: number, period = 'this month') =>
      `${used} actions used ${period}. Your plan has no action limit.`,
  },
  /**
   * What a charged button says it spends (issue 38: 'Export CSV · 1 action'; where the plan includes it, 'free on
   * your plan'). `cost` in whole actions (shared/vocabulary.ts ACTION_COSTS; 0 where the plan does not meter it).
   */
  cost: {
    of: costOf,
    label: (label: string, cost: number) => `${label} · ${costOf(cost)}`,
  },
  actions: {
    // spec §8 Actions
    authTitle: 'Authentication Error', // spec
    authMessage: 'You must be logged in to perform actions.', // spec
    limitTitle: 'Action Limit Reached', // spec
    errorTitle: 'Error', // spec
    revealFailed: 'Failed to consume action for contact reveal.', // spec
    notRevealableTitle: 'Contact not available',
    revealedTitle: 'Success', // spec
    revealedMessage: 'Contact information revealed!', // spec
    exportNoData: NO_DATA_TO_EXPORT_MESSAGE, // spec
    exportLimit: EXPORT_LIMIT_MESSAGE, // spec
    exportedTitle: 'Export successful', // spec
    exportedMessage: (n: number) => `Exported ${n} investors to CSV`, // spec
    consumeErrorTitle: 'Error Consuming Action', // spec
    consumeErrorMessage: 'There was an issue updating your action count.', // spec
    removedTitle: 'Investor removed from saved list', // spec
    subscriptionError: 'Could not fetch your subscription details.', // spec
    save: 'Save',
    saved: 'Saved',
    saveLabel: (name: string) => `Save ${name}`,
    savedLabel: (name: string) => `Saved: ${name}. Press to remove from saved list`,
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name} from saved list`,
  },
  common: {
    retry: 'Retry',
    loading: 'Loading...',
    errorTitle: 'Something went wrong',
  },
  home: {
    title: 'Welcome back!', // spec
    description: 'Your fundraising at a glance.',
    totalInvestors: 'Total Investors', // spec
    totalInvestorsHint: 'In the database',
    savedInvestors: 'Saved Investors', // spec
    savedInvestorsHint: 'In your saved list',
    actionsUsed: 'Actions Used', // spec
    thisMonth: 'This month', // spec
    thisPeriod: 'This period', // a trial's period (shell/usage.ts periodName)
    recentActivity: 'Recent Activity', // spec
    noActivity: 'No actions used yet. Start exploring!', // spec
    /** Issue 38: Recent Activity shows the used-actions count (spec) above the ledger of every period. */
    usedThisPeriod: (used: number) => `${used} ${used === 1 ? 'action' : 'actions'} used this period`,
    earlierPeriod: 'Earlier period',
    /** While GET /v1/me loads nobody is greeted (issue 38: a new founder read 'Welcome back!' meanwhile). */
    loadingTitle: 'Dashboard',
    activityLabel: 'Recent actions',
    activityKinds: {
      reveal: 'Revealed contact',
      export: 'Exported saved list',
      email: 'Generated investor email',
      pitch_deck: 'Generated pitch deck',
      pitch: 'Sent a pitch',
      refund: 'Refunded actions',
    },
    activityCost: (cost: number) =>
      cost === 0
        ? 'included in plan'
        : cost < 0
          ? `${-cost} ${cost === -1 ? 'action' : 'actions'} refunded`
          : `${cost} ${cost === 1 ? 'action' : 'actions'}`,
    exploreInvestors: 'Explore investors',
    accountStatus: 'Account Status', // spec
    plan: 'Plan',
    actionsUsedLimit: 'Actions used', // spec: "plan and actions used / limit"
    periodEnds: 'Resets on',
    viewPlans: 'View plans',
  },
  investors: {
    title: 'Investor Database', // spec
    // Most listings come from open data and are not verified (issue 23): say what the database is.
    description:
      'Search and filter investors from open data and their own applications. Browsing, searching and filtering are free.',
    totalInvestors: 'Total Investors', // spec
    filteredResults: 'Filtered Results', // spec
    yourSaved: 'Your Saved', // spec
    filtersLabel: 'Filters',
    searchLabel: 'Search investors',
    searchPlaceholder: 'Search by name, company or description',
    country: 'Country',
    type: 'Type',
    stage: 'Stage',
    industry: 'Industry',
    all: 'All',
    industryPlaceholder: 'Choose industries',
    industryFilterPlaceholder: 'Find an industry',
    removeIndustry: (name: string) => `Remove ${name}`,
    clear: 'Clear',
    listLabel: 'Investors',
    loading: 'Loading investors...',
    empty: 'No investors match your filters',
    emptyBody: 'Try fewer filters or a different search.',
    emptyCatalogue: 'No investors in the database yet.',
    error: 'Could not load investors.',
    unavailable: 'Not available',
    filtersError: 'Could not load the filter options.',
    viewProfile: 'View profile',
    viewProfileOf: (name: string) => `View profile of ${name}`,
    company: 'Company',
    typeLabel: 'Type',
    stages: 'Stages',
    location: 'Location',
    industries: 'Industries',
    checkSizes: 'Check sizes',
    more: (n: number) => `+${n} more`,
    notListed: 'Not listed',
    pagination: {
      nextPageLabel: 'Next page',
      previousPageLabel: 'Previous page',
      pageLabel: (n: number) => `Page ${n} of all pages`,
    },
    showing: (from: number, to: number, total: number) =>
      `Showing ${formatCount(from)}–${formatCount(to)} of ${formatCount(total)}`,
    // issue 13: view toggle, collection preferences, card state, photos, filters panel
    overviewLabel: 'Overview',
    paginationLabel: (position: 'top' | 'bottom') =>
      position === 'top' ? 'Investor pages' : 'Investor pages, below the list',
    filtersPanel: 'Filters',
    filtersLoading: 'Loading filters',
    filtersPanelActive: (n: number) => `Filters (${n} active)`,
    viewLabel: 'View',
    viewCards: 'Cards',
    viewTable: 'Table',
    savedState: 'Saved',
    revealedState: 'Contact revealed',
    name: 'Name',
    status: 'Status',
    actions: 'Actions',
    photoAlt: (name: string) => `Photo of ${name}`,
    preferences: {
      title: 'Preferences',
      confirm: 'Confirm',
      cancel: 'Cancel',
      pageSizeTitle: 'Page size',
      pageSize: (n: number) => `${n} investors`,
      columnsTitle: 'Visible columns',
      columnsDescription: 'Choose the columns of the table view.',
      triggerLabel: 'Preferences',
    },
  },
  profile: {
    close: 'Close',
    closeLabel: 'Close profile',
    description: 'Investment focus',
    bio: 'About',
    website: 'Website',
    contact: 'Contact',
    contactType: (type: string) => `Contact (${type})`,
    masked: '••••••••',
    maskedLabel: 'Contact hidden',
    reveal: 'Reveal contact',
    revealing: 'Revealing...',
    revealLabel: (name: string) => `Reveal contact of ${name} (1 action)`,
    revealCost: 'Costs 1 action. Revealed contacts stay revealed.',
    revealDisabledHere: 'Contacts are revealed from the Investor Database.',
    source: 'Source',
    sourceLine: (name: string, licence: string) => `${name}, ${licence}`,
    addedOn: (date: string) => `Listed ${date}`,
    // issue 13: reveal at 0 actions
    outOfActions: 'You have no actions left this month. Upgrade your plan to reveal more contacts.',
    viewPlans: 'View Plans', // spec
  },
  saved: {
    title: 'Saved Lists', // spec
    description: 'The investors you saved. Contacts show here once revealed in the Investor Database.',
    exportCsv: 'Export CSV', // spec
    exporting: 'Exporting...',
    exportNote: (metered: boolean) =>
      metered ? 'Exporting costs 1 action.' : 'Exports are included in your plan.',
    totalSaved: 'Total Saved', // spec
    contactsRevealed: 'Contacts Revealed', // spec
    verifiedInvestors: 'Verified Investors', // spec
    verifiedHint: 'Confirmed by the investor or checked by an administrator',
    loading: 'Loading saved investors...', // spec
    empty: 'No saved investors yet', // spec
    emptyBody: 'Save investors from the Investor Database to build your list.',
    browse: 'Browse the Investor Database',
    error: 'Could not load your saved investors.',
    listLabel: 'Saved investors',
    name: 'Name',
    actions: 'Actions',
    savedOn: (date: string) => `Saved ${date}`,
    contact: 'Contact',
    hidden: 'Hidden',
    /** Issue 23: 'Hidden' only where a contact is on file to reveal. */
    noContact: 'None on file',
    // issue 13: export at 0 actions, phone cards, client-side collection
    outOfActions: 'You have no actions left this month. Upgrade your plan to export your list.',
    viewPlans: 'View Plans', // spec
    filterPlaceholder: 'Find saved investors',
    filterLabel: 'Find saved investors',
    matches: (n: number) => `${n} ${n === 1 ? 'match' : 'matches'}`,
    noMatches: 'No saved investors match',
    clearFilter: 'Clear filter',
    savedColumn: 'Saved',
  },
  billing: {
    title: 'Billing & Usage', // spec
    description: 'Your plan, this month’s actions and your billing cycle.',
    currentPlan: 'Current plan',
    price: 'Price',
    perMonth: (dollars: number) => `$${dollars} / month`,
    perYear: (dollars: number) => `$${dollars} / year`,
    free: '$0',
    actionsPerMonth: 'Actions per month',
    unlimited: 'Unlimited',
    billingCycle: 'Billing cycle',
    cycleMonthly: 'Monthly',
    cycleYearly: 'Yearly',
    upgrade: 'Upgrade Plan',
    changePlan: 'Change Plan',
    viewPlans: 'View Plans',
    usageStatistics: 'Usage statistics',
    used: 'Actions used',
    remaining: 'Actions remaining',
    usedPercent: 'Used',
    quickStats: 'Quick stats',
    contactsRevealed: 'Contacts revealed',
    savedInvestors: 'Saved investors',
    daysLeft: 'Days until reset',
    billingCycleCard: 'Billing cycle',
    periodStart: 'Period started',
    periodEnd: 'Resets on',
    renewsAndResets: 'Renews and resets on',
    // The rule itself is stated once, on Plans & Pricing (issue 38): this page shows its dates and links to it
    resetNote: 'Unused actions do not roll over.',
    resetRuleLink: 'When usage resets',
    loadError: 'Could not load your plan and usage.',
  },
  settings: {
    title: 'Account Settings', // spec
    description: 'Your personal details and account.',
    profile: 'Profile',
    firstName: 'First Name', // spec
    lastName: 'Last Name', // spec
    company: 'Company', // spec
    phone: 'Phone Number', // spec
    phoneHint: 'Digits, spaces and + ( ) - . only, e.g. +1 415 555 0100',
    bio: 'Bio', // spec
    save: 'Save Changes', // spec
    saving: 'Saving...', // spec
    successTitle: 'Success', // spec
    successMessage: 'Profile updated successfully', // spec
    errorTitle: 'Error', // spec
    overview: 'Account Overview', // spec
    email: 'Email',
    tier: 'Subscription tier',
    memberSince: 'Member since',
    notAvailable: 'N/A', // spec
    accountActions: 'Account Actions', // spec
    signOut: 'Sign Out', // spec
    signingOut: 'Signing out...',
    tooLong: (max: number) => `At most ${max} characters.`,
    singleLine: 'Must be a single line of text.',
    phoneInvalid: 'Enter a phone number such as +1 415 555 0100.',
    loadError: 'Could not load your profile.',
    unsaved: 'You have unsaved changes.',
  },
  /**
   * The Send pitch form's text for the API's error codes (issue 20; POST /v1/pitches, shared/pitch-routes.ts), shown
   * beside the form; codes not listed here show the API's own message.
   */
  pitchErrors: {
    // An administrator suspended the founder's sending (ADR 0052): nothing was charged
    pitch_sending_suspended:
      'Sending pitches is suspended for your account, so this pitch was not sent and no action was used. If you think this is a mistake, write to us from the Contact page.',
  } as Readonly<Record<string, string>>,
} as const;
