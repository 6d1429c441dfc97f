/**
 * Content of the static pages (apply-settings-admin.md §2 "About, Privacy Policy, Terms" and "Contact page"; the
 * spec's §9 business hours and reply times are the operator's settings, shown only when set: issue 38): each with the date of its last real change (`updated`: change it with the text; issue 23 found
 * the spec's 'January 2024' untrue); the Terms carry the spec's billing terms, governing law and
 * arbitration verbatim in substance.
 */
import { PRODUCT_NAME } from '../../common/strings.js';
import { formatDate } from '../../common/format.js';

/** 'Last updated: <date>' of a page whose text last changed on `isoDate` (YYYY-MM-DD). */
export const lastUpdated = (isoDate: string): string =>
  `Last updated: ${formatDate(`${isoDate}T00:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, 'en-GB')}`;

export interface DocSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export const about = {
  title: `About ${PRODUCT_NAME}`,
  updated: '2026-11-28',
  intro: `${PRODUCT_NAME} helps startup founders find and reach the investors that fit their company, stage and market.`,
  sections: [
    {
      heading: 'Our mission',
      paragraphs: [
        'Fundraising should be about building relationships with the right investors, not about weeks of research in scattered spreadsheets. We bring sourced investor profiles, search and outreach tools into one place so founders can spend their time on their company.',
      ],
    },
    {
      heading: 'Our values',
      bullets: [
        'Provenance: every investor profile keeps its source and licence, and says whether the investor confirmed it (and when), an administrator checked it (and when), or it comes from open data as of the dataset’s date; applications are reviewed by an administrator before they are listed.',
        'Transparency: clear pricing, and actions that are counted the same way on every screen.',
        'Respect for investors: contact details are shown only to founders who choose to reveal them.',
        'Founders first: we build what makes a raise faster and fairer.',
      ],
    },
    // Issue 38: the 'Leadership' section claimed a team and its backgrounds nobody can check; removed.
    {
      heading: 'Our data',
      paragraphs: [
        'The investor database combines openly licensed datasets with applications from investors who ask to be listed. The sources and their licences are credited at the bottom of every page.',
      ],
    },
  ] satisfies DocSection[],
};

export const privacy = {
  title: 'Privacy Policy',
  updated: '2026-11-29',
  sections: [
    {
      heading: 'What we collect',
      bullets: [
        'Account data: your email address and the profile fields you fill in (name, company, phone, bio).',
        'Usage data: the actions you take (contact reveals, exports, AI generations) to meter your plan.',
        'Billing data: your plan and billing period; card details are handled by our payment processor and never stored by us.',
        'Messages you send us through the Contact page, and investor applications submitted through the application form.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your data to provide the service, meter your monthly actions, process payments, answer your messages and keep the platform secure. We do not sell personal data.',
      ],
    },
    {
      // Issue 22.6 (docs/decisions/0040-trial-claims.md): what the trial claims keep, and why
      heading: 'The free trial',
      paragraphs: [
        'The 7-day free trial is once per person. So that deleting an account and signing up again, or paying with a card that already had a trial, does not start another one, we keep a keyed hash of your email address (lowercased; for Gmail without dots and "+" tags, for Outlook.com, iCloud, Fastmail and Proton without "+" tags) and a keyed hash of your card’s fingerprint from Stripe, with the date. We use them for that purpose only. A keyed hash cannot be turned back into your address or card, we keep nothing else with it, and it stays when you delete your account.',
      ],
    },
    {
      // Issue 39 (docs/decisions/0061-deck-rooms.md): what the deck viewer records
      heading: 'Deck rooms',
      paragraphs: [
        'When a founder shares a deck with you by a Fundscout link (/d/…), the viewer records, for that founder only: a random visit number, the time each slide was on screen while the tab was visible and you were active (nothing after 60 seconds without input), how many times you opened each slide and the slide you ended on, and your email address only where the founder asked for it. It records no IP address, device or location, and sets no cookie. The founder sees these figures per visit and may match your email’s domain to an investor they saved. They are deleted when the founder deletes the deck room or their account.',
      ],
    },
    {
      heading: 'Service providers',
      paragraphs: [
        'We host the service on Amazon Web Services, process payments with Stripe, and generate AI drafts with OpenAI. Each receives only the data it needs to perform its service.',
      ],
    },
    {
      heading: 'Cookies and storage',
      paragraphs: [
        'We use your browser’s storage to keep you signed in and a cookie to remember whether the dashboard sidebar is collapsed (7 days). We do not use advertising cookies.',
      ],
    },
    {
      heading: 'Investor accounts',
      paragraphs: [
        'Investors who claim their firm’s listing have an account of their own: we keep its sign-in email, the claims made (with the note and link given as evidence, read by our administrators when the email’s domain is not the firm’s) and the listing fields the team sets, each with who set it and when. Founders never see an investor’s sign-in email; a direct contact the team adds is shown only to a founder who reveals it.',
        'We keep these while the account exists. Deleting the account (Account in the investor portal) deletes the sign-in and the claims and takes the investor off every listing team; a listing nobody else on its team holds becomes unclaimed, with its data back on the open dataset’s values.',
      ],
    },
    {
      heading: 'Pitches',
      paragraphs: [
        'A pitch you send through Fundscout (its subject, message, deck or deck link, and your startup profile’s stage, sectors, country, amount and description as they were when you sent it) is shown only to the team of the listing you pitched, never to other investors. Your email address is shown to that team only once they answer Interested, and theirs to you.',
        'We keep a pitch, its answer and a spam report for 18 months after the pitch was sent, then delete them automatically. A team’s block of a founder is kept until the team lifts it. Response figures on a listing are computed from pitches of the last 12 months and shown only when at least 5 different founders pitched that investor, so no single founder’s pitch can be told from them.',
        'For those figures each listing keeps a log of when pitches were sent and answered (with the pass reason, never the message) for 13 months, then deletes it automatically.',
        'Deleting your founder account deletes your pitches, their answers, spam reports and any block of you with it. The investors’ logs keep only when a pitch was sent and answered: your account is replaced there by a random identifier made for the deletion, not derived from you, so the figures stay right and nobody can link those entries back to you.',
        'A listing team member chooses whether pitches reach them by mail (each pitch, a daily digest, or none); every such mail has a one-click unsubscribe. Leaving a team or deleting the investor account deletes that choice.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can access, correct or delete your personal data at any time. Write to us from the Contact page and we will answer within 30 days.',
      ],
    },
  ] satisfies DocSection[],
};

export const terms = {
  title: 'Terms of Service',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'The service',
      paragraphs: [
        `${PRODUCT_NAME} provides access to a database of investors and tools to contact them. You are responsible for how you use the information and for complying with applicable law when you contact investors.`,
      ],
    },
    {
      heading: 'Subscriptions and billing',
      bullets: [
        'Paid subscriptions are billed monthly or annually in advance.', // spec
        'Subscriptions renew automatically at the end of each billing period until cancelled.', // spec
        'No refunds are given for partial months.', // spec
        'We give 30 days notice of any price change.', // spec
        'Cancellation takes effect at the end of the current billing period.', // spec
        'Actions are counted per billing period and do not roll over.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not resell or republish the database, scrape the service, or use contact details for unsolicited bulk messages.',
      ],
    },
    {
      heading: 'Investor accounts',
      paragraphs: [
        'An investor account is free. Claim only a listing of a firm you work for: a claim is verified by an email at the firm’s own domain or reviewed by our administrators, who may refuse or later remove it. What the team sets on a listing is shown to founders as coming from the investor; keep it accurate. You can delete the account at any time.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of the State of California. Any dispute will be resolved by arbitration in San Francisco, California.', // spec
      ],
    },
  ] satisfies DocSection[],
};

export const contact = {
  title: 'Contact Us',
  intro:
    'Questions about Fundscout, your plan or listing as an investor? Send us a message and we will reply by email.',
  formHeading: 'Send us a message',
  fields: {
    first_name: 'First Name', // spec
    last_name: 'Last Name', // spec
    email: 'Email', // spec
    company: 'Company', // spec
    subject: 'Subject', // spec
    message: 'Message', // spec
  },
  optional: '(optional)',
  send: 'Send Message', // spec
  sending: 'Sending...',
  sentTitle: 'Message sent',
  // Issue 38: a reply time or business hours only as the operator states them (shared/support-settings.ts)
  sent: 'Thank you! Your message has been sent. We will reply to your email.',
  replyWithin: (time: string) => `We reply within ${time}.`,
  sendAnother: 'Send another message',
  failed: 'Your message could not be sent. Please try again.',
  details: 'Contact details',
  emailLabel: 'Email',
  hours: 'Business hours',
  quickHelp: 'Quick Help', // spec
  quickHelpBody: 'Many questions about actions, plans and billing are answered in our FAQ.',
  viewFaq: 'View FAQ', // spec
};
