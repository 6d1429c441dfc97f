/**
 * Strings of Plans & Pricing, the billing additions to Billing & Usage, and the payment return (issue 9). Wording
 * marked "spec" is verbatim from founder-app.md (§2 Plans & Pricing, §8 "Subscription and billing", §9).
 */
import { TRIAL_DAYS } from '../../../../shared/billing-plans.js';
import { planCopy } from '../../common/plan-copy.js';

export const billingStrings = {
  pricing: {
    title: 'Plans & Pricing', // spec
    description:
      'Choose the plan that fits your raise. Upgrades apply at once; downgrades at the end of the period.',
    billing: 'Billing period',
    monthly: 'Monthly',
    yearly: 'Yearly',
    saveBadge: (percent: number) => `up to ${percent}%`, // spec: badge 'up to 17%'
    saveBadgeLabel: (percent: number) => `Save up to ${percent}% with yearly billing`,
    perMonth: '/month',
    perYear: '/year',
    freeNote: 'Free forever',
    yearlySavings: (dollars: number) => `Save $${dollars} a year`,
    billedMonthly: 'Billed monthly',
    actions: (n: number) => `${n} actions per month`,
    currentPlan: 'Current Plan', // spec
    managePlan: 'Manage Plan', // spec
    contactSupport: 'Contact Support', // spec
    contactSupportReason:
      'To move to the free plan, cancel your plan in the billing portal or contact support.',
    choose: (name: string) => `Choose ${name}`,
    upgrade: (name: string) => `Upgrade to ${name}`,
    downgrade: (name: string) => `Downgrade to ${name}`,
    downgradeNote: 'Takes effect at the end of your current period.',
    /**
     * THE rule of when usage resets, on each plan and on a plan change (issues 23 and 38), stated here once; every
     * screen shows dates from it (`usage.period_end` of GET /v1/me). The server applies it:
     * functions/metering/usage.ts `usagePeriod` (a period ends at the earlier of a month and the renewal) and
     * functions/billing/state.ts `applyInvoicePaid` (an upgrade's invoice does not restart usage).
     */
    usageRuleTitle: 'When usage resets',
    usageRule: [
      'Your actions reset when a billing period starts, never on a plan change. Unused actions do not roll over.',
      'Free: every month from the day you signed up.',
      'Paid plans: on the day your plan renews. A free trial ends on its renewal day, which starts your first paid month; yearly plans reset every month from the day they started.',
      'Subscribing from Free starts a new period. An upgrade raises your limit at once and keeps the actions you used this period; a downgrade starts at your next renewal.',
    ],
    trial: `${TRIAL_DAYS}-day free trial`,
    trialNote: `Start with a ${TRIAL_DAYS}-day free trial. Cancel any time before it ends and pay nothing.`,
    trialUsedNote: 'Billed from today.',
    redirecting: 'Opening checkout...',
    openingPortal: 'Opening the billing portal...',
    checkoutCanceled: 'Checkout was canceled. Your plan has not changed.',
    checkoutError: 'Failed to create checkout session. Please try again.', // spec
    errorTitle: 'Error', // spec
    testModeNote:
      'Payments run through Stripe. On a local stack the Stripe stand-in takes test cards only (4242 4242 4242 4242).',
    actionCosts: planCopy.actionCosts,
    // issue 39
    deckRoomsFree:
      'Deck rooms (share a deck by link and see how each investor reads it) are on every plan and cost no action.',
    loadError: 'Could not load your plan.',
    // Plan features and descriptions: the landing's (web/src/public/strings.ts), one wording for both pages.
    features: planCopy.features,
    descriptions: planCopy.descriptions,
  },
  portal: {
    errorTitle: 'Portal Error', // spec
    noUrl: 'No portal URL was returned. Please try again.', // spec
    failed: 'Could not open the customer portal. Please try again or contact support.', // spec
  },
  paymentReturn: {
    success: 'Payment Successful!', // spec
    successMessage: 'Your plan is active.',
    syncErrorTitle: 'Subscription Sync Error', // spec
    syncErrorMessage:
      'Payment was successful, but there was an issue updating your account. Please refresh the page.', // spec
  },
  billing: {
    status: 'Status',
    statuses: {
      none: 'Free plan',
      trialing: 'Free trial',
      active: 'Active',
      past_due: 'Payment failed: update your card',
      unpaid: 'Unpaid',
      canceled: 'Canceled',
      incomplete: 'Waiting for payment',
      incomplete_expired: 'Payment expired',
      paused: 'Paused',
    } as Record<string, string>,
    renewsOn: 'Renews on',
    endsOn: 'Ends on',
    trialEnds: 'Trial ends',
    trialDaysLeft: (days: number) => (days === 1 ? '1 day left' : `${days} days left`),
    scheduled: (tier: string, date: string) => `Changes to ${tier} on ${date}.`,
    canceling: (date: string) => `Your plan ends on ${date}; you keep it until then.`,
    pastDue:
      'Your last payment failed. You keep your plan while Stripe retries; update your card in the portal.',
    portal: 'Manage billing',
    portalHint: 'Change plan, cancel, update your card and download invoices in the Stripe customer portal.',
    invoices: 'Invoices',
    invoicesEmpty: 'No invoices yet.',
    invoicesError: 'Could not load your invoices.',
    invoiceNumber: 'Invoice',
    invoiceAmount: 'Amount',
    invoiceLink: 'View',
    invoiceLinkLabel: (number: string) => `View invoice ${number} (opens in a new tab)`,
    invoicePdf: 'PDF',
    invoicePdfLabel: (number: string) => `Download invoice ${number} as PDF`,
  },
} as const;
