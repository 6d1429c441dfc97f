/**
 * What each plan says it gives (founder-app.md §9 plan table): its one-line description, its feature lines and
 * what an action costs. Shown by the landing page's pricing (public/) and by Plans & Pricing and Billing & Usage
 * (founder/). Each feature line is a feature that exists (issue 23); prices and action counts come from the plan
 * table (shared/vocabulary.ts PLANS).
 */
export const planCopy = {
  descriptions: {
    free: 'Explore the database and try every action.',
    starter: 'For founders actively raising a round.',
    premium: 'For teams running a full fundraising process.',
  },
  features: {
    free: ['Unlimited browsing, search and filters', 'Saved lists', 'Contact reveals, exports and AI tools'],
    // Priority support is the Inbox's priority flag and mailed replies (functions/me `POST /v1/support-messages`,
    // functions/admin/mail.ts).
    starter: ['Everything in Free', 'Priority support: your messages answered first, by email'],
    premium: ['Everything in Starter', 'AI Tools workspace', 'Unlimited exports', 'API access'],
  },
  actionCosts: 'A contact reveal or CSV export costs 1 action; an AI email or pitch deck costs 2.',
} as const;
