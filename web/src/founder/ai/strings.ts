/**
 * User-facing strings of the AI tools (AI Tools tabs, AI Pitch Deck Generator, AI Investor Email Generator), aria
 * labels included. Wording marked "spec" is verbatim from founder-app.md (§2 "AI Tools", §4 "AI generation", §8
 * "AI tools").
 */
import { AI_MESSAGES } from '../../../../shared/ai-schemas.js';

export const aiStrings = {
  loading: 'Loading...', // spec
  tabs: {
    title: 'AI Tools', // spec route table
    description:
      'Draft a pitch deck or an investor email from your own facts. Each generation costs 2 actions.',
    pitchDeck: 'Pitch Deck', // spec
    email: 'Investor Email', // spec
  },
  upsell: {
    title: 'AI Tools - Premium Feature', // spec
    body: 'Generate a 13-slide pitch deck and investor emails grounded in the investors of the database. Every figure comes from your own inputs: where one is missing, the draft says so instead of inventing it.',
    deck: 'AI Pitch Deck Generator: 13 editable slides (title to the ask), downloadable as PowerPoint, Markdown and text.',
    email:
      'AI Investor Email Generator: a short email that says why the investor you pick fits your company.',
    // The spec's 'Upgrade to Pro' names a plan that is not sold (issue 23): the plan with the AI Tools is Premium.
    upgrade: 'Upgrade to Premium',
    upgradeLabel: 'Upgrade to Premium: opens Plans & Pricing in a new tab',
    trial: 'Start your 7-day free trial today', // spec; shown only to founders who may still start one
  },
  costNote: 'Costs 2 actions. If generation fails, the actions are refunded.',
  offline: AI_MESSAGES.offlineLabel,
  model: 'Written by the configured AI model',
  missingTitle: 'Missing Information', // spec
  authTitle: 'Authentication Required', // spec
  limitTitle: 'Action Limit Reached', // spec
  errorTitle: 'Error',
  refunded: 'Your 2 actions were refunded.',
  copy: 'Copy', // spec
  copied: 'Copied!', // spec
  copyFailed: 'Could not copy. Select the text and copy it instead.',
  past: {
    title: 'Past generations',
    description: 'Newest first. Opening one costs nothing.',
    empty: 'Nothing generated yet.',
    open: 'Open',
    openLabel: (title: string, when: string) => `Open ${title}, generated ${when}`,
    error: 'Could not load your past generations.',
    status: {
      pending: 'Waiting',
      running: 'Generating',
      succeeded: 'Ready',
      failed: 'Failed, refunded',
    },
    /** A failure of an earlier usage period: that usage was reset, so nothing was given back (ADR 0013). */
    failedKept: 'Failed',
  },
  deck: {
    pageTitle: 'AI Pitch Deck Generator', // spec
    description:
      'A 13-slide deck from your answers. Slides that need facts you did not give show a placeholder.',
    formTitle: 'Your company',
    companyName: 'Company name',
    industry: 'Industry',
    problem: 'Problem',
    solution: 'Solution',
    targetMarket: 'Target market',
    businessModel: 'Business model',
    fundingAmount: 'Funding amount',
    useOfFunds: 'Use of funds',
    traction: 'Traction (optional)',
    tractionHint: 'Users, revenue, growth: only figures you can stand behind.',
    team: 'Team (optional)',
    required: 'Required',
    generate: 'Generate Pitch Deck',
    generating: 'Generating Pitch Deck...', // spec
    missing: 'Please fill in at least the company name, problem, and solution fields.', // spec
    authMessage: 'Please log in to generate pitch decks.', // spec
    failed: AI_MESSAGES.deckFailed, // spec
    success: 'Pitch deck generated (2 actions consumed).', // spec
    progress: (done: number, total: number) => `${done} of ${total} slides`,
    progressLabel: 'Pitch deck progress',
    resultTitle: (company: string) => `${company}: pitch deck`,
    slideLabel: (n: number, total: number, title: string) => `Slide ${n} of ${total}: ${title}`,
    notes: 'Speaker notes',
    downloadPptx: 'Download .pptx',
    downloadMd: 'Download .md',
    downloadTxt: 'Download .txt',
    preparing: 'Preparing...',
  },
  email: {
    pageTitle: 'AI Investor Email Generator', // spec
    description:
      'A short email to one investor. Pick an investor from the database to ground it in their focus.',
    formTitle: 'Your email',
    investor: 'Investor from the database',
    investorHint: 'Optional. Type to search by name, company or description.',
    investorPlaceholder: 'Search investors',
    investorLoading: 'Searching investors...',
    investorEmpty: 'No investors match',
    investorError: 'Could not search investors.',
    enteredText: (value: string) => `Search for "${value}"`,
    picked: (name: string) => `Grounded in ${name}'s catalogue profile.`,
    clearInvestor: 'Clear investor',
    investorName: 'Investor name',
    companyName: 'Company name',
    pitchSummary: 'Pitch summary',
    fundingAmount: 'Funding amount',
    useOfFunds: 'Use of funds',
    contactInfo: 'Your contact info',
    contactInfoHint: 'Your name, email or phone for the sign-off.',
    generate: 'Generate Email',
    generating: 'Generating Email...', // spec
    missing: 'Please fill in at least the company name, pitch summary, and funding amount fields.', // spec
    authMessage: 'Please log in to generate investor emails.', // spec
    failed: AI_MESSAGES.emailFailed, // spec
    success: 'Investor email generated (2 actions consumed).', // spec
    progressLabel: 'Email progress',
    resultTitle: 'Generated email',
    to: 'To',
    noContact: 'No revealed contact: reveal it in the Investor Database to fill the To line.',
    subject: 'Subject',
    body: 'Body',
    openMail: 'Open in email app',
  },
} as const;
