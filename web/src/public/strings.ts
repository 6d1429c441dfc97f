/**
 * User-facing strings of the public site: landing (founder-app.md §2 Landing page, §1 marketing figures, §9 plan
 * table), static pages and the investor application (apply-settings-admin.md §2, §8, §9). Wording marked "spec" is
 * verbatim from the spec. Marketing figures are not the spec's static text (issue 12): the catalogue's come from
 * `GET /v1/catalogue/stats` (common/catalogue-stats.ts); prices, actions and savings come from the plan table
 * (shared/vocabulary.ts PLANS).
 */
import { ACTION_COSTS } from '../../../shared/vocabulary.js';
import { planCopy } from '../common/plan-copy.js';
import { PRODUCT_NAME } from '../common/strings.js';
import { formatCount } from '../common/format.js';

/** '1 action': what a reveal and a pitch cost a founder, from the plan table. */
const actions = (n: number) => `${n} action${n === 1 ? '' : 's'}`;
const REVEAL_COST = actions(ACTION_COSTS.reveal);
const PITCH_COST = actions(ACTION_COSTS.pitch);

/** Where support mail goes (FAQ link, Contact page). */
export const SUPPORT_EMAIL = 'support@fundscout.app';

export const publicStrings = {
  header: {
    home: `${PRODUCT_NAME} home`,
    nav: 'Main',
    features: 'Features', // spec
    whyUs: 'Why Us', // spec
    pricing: 'Pricing', // spec
    joinAsInvestor: 'Join as Investor', // spec
    signIn: 'Sign in', // spec
    getStarted: 'Get Started', // spec
    dashboard: 'Dashboard',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  ticker: {
    label: 'Market ticker',
    sample: 'Sample prices',
    sampleNote: 'Illustrative prices, not market data.',
    live: 'Delayed quotes',
    liveNote: 'Delayed market prices; prices marked * are samples.',
    sampleMark: '*',
    sampleItem: '(sample price)',
    loading: 'Loading market ticker',
    pause: 'Pause ticker',
  },
  landing: {
    title: `${PRODUCT_NAME} | Premium Investor Database & Fundraising Platform`, // spec
    hero: 'Find the Right Investors. Instantly.', // spec
    lead: 'An investor database built from open, attributed data: venture funds, angel networks, corporate venture arms, family offices and accelerators. Search, filter and reach the right ones for your round.',
    getStarted: 'Get Started', // spec
    seePricing: 'See pricing',
    noCard: 'No credit card required', // spec §1
    // Issue 12: only figures the data shows (the spec's 10,000+, 99% accuracy and 4.9/5 reviews are not true).
    // `figure`: the number comes from GET /v1/catalogue/stats (common/catalogue-stats.ts); `value`: static.
    heroStats: [
      { figure: 'investors', label: 'investors listed' },
      { figure: 'types', label: 'investor types' },
      { figure: 'sources', label: 'open data sources, attributed' },
      { value: 'Free', label: 'search and filters' },
    ],
    loadingFigures: 'Loading the catalogue figures',
    updated: (date: string) => `Catalogue updated ${date}.`,
    /**
     * Issue 19: what investors keep themselves, only the parts that are not zero ('' when both are): '12 listings
     * claimed by their investors · 8 listed as currently investing.'
     */
    listings: (claimed: number, investing: number) => {
      const parts = [
        claimed === 1
          ? '1 listing claimed by its investor'
          : claimed > 1
            ? `${formatCount(claimed)} listings claimed by their investors`
            : '',
        investing > 0 ? `${formatCount(investing)} listed as currently investing` : '',
      ].filter(Boolean);
      return parts.length > 0 ? `${parts.join(' · ')}.` : '';
    },
    features: {
      heading: 'Everything you need to raise your round',
      lead: 'From the first search to the first meeting, in one place.',
      items: [
        {
          title: 'Investor database with provenance',
          body: 'Venture funds, angel networks, corporate VCs, family offices and accelerators from open data, and investors who apply to be listed, each with its source.',
        },
        {
          title: 'Advanced filtering and search',
          body: 'Search by name or focus and narrow by country, investor type, stage and industry. Browsing and filtering are free and unlimited.',
        },
        {
          title: 'Direct contacts where investors share them',
          body: 'Websites and application pages are always free. Where an investor shared a direct contact with us, revealing it costs one action and it stays revealed.',
        },
        {
          title: 'Saved lists and CSV export',
          body: 'Keep a shortlist of investors and export it to CSV for your CRM or spreadsheet.',
        },
        {
          title: 'AI pitch deck generator',
          body: 'Turn your problem, solution and market into a 13-slide pitch deck outline.',
        },
        {
          title: 'AI investor emails',
          body: 'Draft a concise, personal outreach email for each investor in seconds.',
        },
      ],
    },
    whyUs: {
      heading: 'Why founders choose Fundscout',
      lead: 'Data you can check and a team that answers.',
      items: [
        {
          value: 'Sourced',
          title: 'Open data',
          // One trust model (shared/trust.ts, issue 34 item 3)
          body: 'Every profile names its source and licence, and says whether the investor confirmed it, an administrator checked it, or it comes from open data as of the dataset’s date.',
        },
        {
          value: 'Honest',
          title: 'Contacts',
          body: 'You only pay to reveal a direct contact that is on file; public links are never charged.',
        },
        {
          value: 'Managed',
          title: 'Infrastructure',
          body: 'Fundscout runs on managed, redundant cloud services.',
        },
        {
          value: 'Email',
          title: 'Support',
          body: 'Write to us from the Contact page; people who know fundraising answer.',
        },
      ],
    },
    pricing: {
      heading: 'Simple, transparent pricing',
      lead: 'Start free. Upgrade when your raise needs more actions: every paid plan starts with a 7-day free trial.',
      billing: 'Billing period',
      monthly: 'Monthly',
      yearly: 'Yearly',
      saveUpTo: (percent: number) => `Save up to ${percent}%`,
      perMonth: '/month',
      perYear: '/year',
      free: 'Free forever',
      save: (dollars: number) => `Save $${dollars} a year`,
      notYearly: 'Billed monthly',
      billedYearly: 'Billed yearly',
      actions: (n: number) => `${n} actions per month`,
      cta: { free: 'Start for free', starter: 'Choose Starter', premium: 'Choose Premium' },
      trial: '7-day free trial', // spec §9: "7-day free trial is stated in marketing"
      ...planCopy,
    },
    faq: {
      heading: 'Frequently asked questions',
      items: [
        {
          q: 'What is an action?',
          a: 'Actions are what you spend on paid steps: revealing an investor’s contact (1 action), exporting your saved list to CSV (1 action), and generating an AI email or pitch deck (2 actions). Browsing, searching and filtering are always free.',
        },
        {
          q: 'Do unused actions roll over?',
          a: 'No. Your actions reset at the start of each billing period.',
        },
        {
          q: 'Can I change or cancel my plan?',
          a: 'Yes. Upgrades take effect immediately; downgrades and cancellations take effect at the end of your billing period.',
        },
        {
          q: 'Where does the investor data come from?',
          a: 'From openly licensed investor datasets (each profile names its source and licence) and from investors who apply to be listed; an administrator reviews every application before it appears.',
        },
        {
          q: 'Is there a free trial?',
          a: 'Yes. Your first Starter or Premium subscription starts with a 7-day free trial: you pay nothing until it ends, and you can cancel before then from Billing & Usage. The Free plan also includes 10 actions every month, with no credit card required.',
        },
        { q: 'How do I get help?', a: 'support' as const },
      ],
      supportBefore: 'Write to ',
      supportAfter: ' and we will get back to you, or ',
      scheduleDemo: 'Schedule a demo', // spec
      demoSubject: 'Demo request',
    },
    finalCta: {
      heading: 'Ready to find the right investors?',
      body: 'Join founders who search smarter and reach the investors that fit their round.',
      button: 'Get Started', // spec
    },
  },
  footer: {
    tagline: 'The curated investor database for founders raising their next round.',
    product: 'Product',
    company: 'Company',
    legal: 'Legal',
    about: 'About',
    contact: 'Contact',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    joinAsInvestor: 'Join as Investor',
    forInvestors: 'For investors',
  },
  notFound: {
    title: 'Oops! Page not found', // spec
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Return to Home',
  },
  toast: { dismiss: 'Dismiss' },
  /** `/investors`, the page for investors (public/for-investors/for-investors-page.tsx; issue 19). */
  forInvestors: {
    title: 'For investors',
    hero: 'Own your listing. Hear from the founders who fit.',
    lead: `${PRODUCT_NAME} lists investment firms for founders raising their next round. Claim your firm’s listing to keep it accurate, choose how founders reach you and answer their pitches in your inbox. It is free for investors.`,
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
        heading: 'What reaching you costs them',
        body: `Revealing a contact costs a founder ${REVEAL_COST} of their monthly plan, charged once per founder and listing. A pitch to your inbox costs them ${PITCH_COST} and reaches you only while your listing is open to pitches; you answer Interested or Pass from the inbox. That cost keeps outreach deliberate: founders write to the investors that fit.`,
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
  /** `/investors/unsubscribe`, the pitch mail's unsubscribe page (ADR 0051). */
  unsubscribe: {
    title: 'Unsubscribe from pitch mail',
    body: 'Stop the mail Fundscout sends you about new pitches for this listing. Pitches still arrive in your inbox, and you can turn the mail back on in the inbox settings.',
    button: 'Unsubscribe',
    done: 'Unsubscribed',
    doneBody: 'You will get no more mail about new pitches for this listing.',
    unknown:
      'This unsubscribe link is not valid any more; nothing changed. You can choose your mail in the inbox settings.',
    noToken: 'This page needs the unsubscribe link from a pitch mail.',
    failed: 'Could not unsubscribe',
    inbox: 'Go to the inbox',
  },
  /** The founders' notices mail (issue 37 item 4): an investor they asked for or saved became reachable. */
  noticeUnsubscribe: {
    title: 'Unsubscribe from notices by mail',
    body: 'Stop the mail Fundscout sends you when an investor you asked for or saved can be reached. The notices still show on Dashboard home, and you can turn the mail back on in Account Settings.',
    button: 'Unsubscribe',
    done: 'Unsubscribed',
    doneBody: 'You will get no more mail about investors you asked for or saved.',
    unknown:
      'This unsubscribe link is not valid any more; nothing changed. You can choose your mail in Account Settings.',
    noToken: 'This page needs the unsubscribe link from a Fundscout notice mail.',
    failed: 'Could not unsubscribe',
    inbox: 'Go to Account Settings',
  },
} as const;
