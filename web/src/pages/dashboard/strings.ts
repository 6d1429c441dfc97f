/**
 * User-facing strings of the signed-in dashboard (shell, Dashboard home, Investor Database), aria labels included.
 * Wording marked "spec" is verbatim from founder-app.md (§2 Dashboard shell, Dashboard home, Investor Database;
 * §4 Usage banner).
 */
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
    emailGenerator: 'Email Generator', // spec
    pitchDeck: 'Pitch Deck Generator', // spec
    billing: 'Billing & Usage', // spec
    settings: 'Account Settings', // spec
    pricing: 'Plans & Pricing', // spec
    aiTools: 'AI Tools', // spec route table
  },
  usage: {
    cardLabel: 'Action usage',
    plan: (tier: string) => `${tier} Plan`, // spec
    planUsage: (tier: string) => `${tier} Plan Usage`, // spec
    premiumPlan: 'Premium Plan', // spec
    unlimited: 'Unlimited',
    actionsUsed: (used: number, limit: number) => `${used} of ${limit} actions used this month`,
    actionsUsedUnlimited: (used: number) => `${used} actions used this month`,
    remaining: (n: number) => `${n} remaining`,
    resets: (date: string) => `Resets ${date}`,
    warningTitle: 'You are running low on actions',
    warningBody: (used: number, limit: number) =>
      `You have used ${used} of your ${limit} actions this month. Upgrade for more.`,
    limitTitle: 'Access Limit Reached', // spec
    limitBody: (limit: number) =>
      `You have used all ${limit} actions of this month. Upgrade your plan to keep going.`,
    viewPlans: 'View Plans', // spec
    loadError: 'Could not load your usage.',
    opensInNewTab: '(opens in a new tab)',
  },
  common: {
    retry: 'Retry',
    loading: 'Loading...',
    errorTitle: 'Something went wrong',
    comingSoon: 'Coming soon',
    comingSoonBody: 'This page is not built yet. It arrives in a later release of Fundscout.',
    backToDashboard: 'Back to the dashboard',
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
    recentActivity: 'Recent Activity', // spec
    noActivity: 'No actions used yet. Start exploring!', // spec
    activity: (used: number) => `${used} ${used === 1 ? 'action' : 'actions'} used this month.`,
    exploreInvestors: 'Explore investors',
    accountStatus: 'Account Status', // spec
    plan: 'Plan',
    actionsUsedLimit: 'Actions used / limit',
    periodEnds: 'Current period ends',
    viewPlans: 'View plans',
  },
  investors: {
    title: 'Investor Database', // spec
    description: 'Search and filter verified investors. Browsing, searching and filtering are free.',
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
    verified: 'Verified',
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
    showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
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
    revealNote: 'Revealing contacts arrives with metered actions',
    source: 'Source',
    sourceLine: (name: string, licence: string) => `${name}, ${licence}`,
    verifiedAt: (date: string) => `verified ${date}`,
    addedOn: (date: string) => `Listed ${date}`,
  },
} as const;
