/**
 * Founder-facing words of pitches (issue 20; docs/decisions/0049-pitches.md): the 'Send pitch' panel on an
 * investor's profile, the pitch form and its errors, the response figures, the Saved Lists timeline and the new
 * answers (toast and Dashboard home).
 */
import {
  PITCHES_PER_DAY,
  PITCH_FIGURES_MIN_FOUNDERS,
  PITCH_LIMITS,
} from '../../../../shared/pitch-schemas.js';
import { formatCount } from '../../common/format.js';

export const pitchStrings = {
  panel: {
    title: 'Pitch through Fundscout',
    send: 'Send pitch',
    sendLabel: (name: string) => `Send pitch to ${name} (1 action)`,
    cost: 'Costs 1 action. The team reads it in its Fundscout inbox and answers there.',
    pitchedOn: (date: string) => `Pitched on ${date}`,
    pitchedHint: 'You can pitch again once they answer.',
    notClaimed: 'This listing is not claimed by the investor, so it takes no pitches through Fundscout.',
    closed: 'The investor’s team is not taking pitches through Fundscout right now.',
    lapsed: 'The investor has not confirmed this listing lately, so it takes no pitches for now.',
    loading: 'Checking your pitches…',
  },
  form: {
    header: (name: string) => `Send pitch to ${name}`,
    founderName: 'Your name',
    company: 'Company',
    whoHint: 'The team reads who pitched. From your Account Settings; changes here apply to this pitch only.',
    nameRequired: 'Your name is required: the team reads who pitched.',
    companyRequired: 'Company is required: the team reads who pitched.',
    subject: 'Subject',
    message: 'Message',
    counter: (used: number) => `${formatCount(used)} / ${formatCount(PITCH_LIMITS.message)} characters`,
    tooLong: `The message can be at most ${formatCount(PITCH_LIMITS.message)} characters.`,
    subjectRequired: 'Subject is required.',
    messageRequired: 'Message is required.',
    insertLast: 'Insert my last AI email for this investor',
    insertAi: 'Insert the AI email for this investor',
    insertAiCost:
      'Runs the Email Generator for this investor: costs 2 actions, like the Email Generator (refunded if it fails). Replaces the subject and message.',
    insertLastHint: 'Uses the email you generated for this investor before: no action used.',
    generating: 'Writing the email…',
    generateFailed: 'The email could not be generated. No action was used.',
    needCompany:
      'The Email Generator needs your company (above) and a startup profile with its description: add them first.',
    deck: 'Deck',
    deckNone: 'No deck',
    deckGenerated: 'One of my generated decks',
    deckLink: 'A link (https)',
    deckSelect: 'Generated deck',
    deckSelectPlaceholder: 'Choose a deck',
    deckNoDecks: 'You have no finished generated decks yet.',
    deckMake: 'Make one with the Pitch Deck Generator',
    deckGeneratedHint:
      'Only this investor’s team gets its link: they read it in the deck viewer, and you see what they read on your pipeline.',
    deckAllowDownload: 'Let them download it (.pptx)',
    deckRequired: 'Choose a deck, or choose No deck.',
    deckUrl: 'Deck link',
    deckUrlPlaceholder: 'https://',
    deckUrlInvalid: 'The deck link must start with https://',
    profileLine: (facts: string) => `Your startup profile goes with it: ${facts}.`,
    editProfile: 'Edit startup profile',
    noProfile: 'Every pitch carries your startup profile (stage, sectors, HQ, amount). Add it first:',
    addProfile: 'Add your startup profile',
    cancel: 'Cancel',
    submit: 'Send pitch (1 action)',
    sending: 'Sending…',
  },
  errors: {
    limitTitle: 'No action left',
    limitHint: 'Upgrade your plan for more actions.',
    viewPlans: 'View Plans',
    openTitle: 'You already pitched this investor',
    notOpenTitle: 'Not taking pitches',
    startupTitle: 'Startup profile needed',
    notAcceptedTitle: 'Pitch not accepted',
    dailyTitle: `${PITCHES_PER_DAY} pitches a day at most`,
    dailyMessage: (when: string) => `You can send the next pitch from ${when}.`,
    authTitle: 'Signed out',
    errorTitle: 'The pitch was not sent',
    fallback: 'Something went wrong. Nothing was charged; please try again.',
  },
  sent: {
    title: 'Pitch sent',
    message: (name: string) => `${name} can read it in their inbox now. 1 action used.`,
  },
  figures: {
    title: 'How this investor answers pitches',
    rate: 'Response rate',
    median: 'Median time to a first answer',
    days: (days: number) =>
      days < 1 ? 'Less than a day' : days === 1 ? '1 day' : `${formatCount(days)} days`,
    noAnswers: 'No answer yet',
    reasons: 'Top pass reasons',
    noReasons: 'None',
    basis: (day: string) => `12 months, published ${day}`,
    rule: `Shown once at least ${PITCH_FIGURES_MIN_FOUNDERS} different founders pitched this investor: one per company domain or paying account. Updated at most daily, rounded, and only when several founders’ pitches changed.`,
  },
  timeline: {
    title: 'Activity',
    empty: 'No activity yet.',
    error: 'The activity could not be loaded.',
    saved: 'Saved',
    revealed: 'Contact revealed',
    pitched: (subject: string | null) => (subject ? `Pitched: ${subject}` : 'Pitched'),
    /** An answer, with the subject of the pitch it answers when known (issue 37 item 6: each pitch its own thread). */
    interested: (subject: string | null) =>
      subject ? `Answered “${subject}”: Interested` : 'Answered: Interested',
    passed: (reason: string | null, subject: string | null = null) =>
      `Answered${subject ? ` “${subject}”` : ''}: Passed${reason ? ` (${reason})` : ''}`,
    stage: (from: string, to: string) => `Stage: ${from} → ${to}`,
    notes: 'Notes changed',
    investorAddress: 'Their address',
    meetingWith: (email: string) => `Meeting: write to ${email}`,
  },
  answers: {
    interested: (name: string) => `${name} answered: Interested`,
    passed: (name: string, reason: string | null) =>
      reason ? `${name} passed: ${reason}` : `${name} passed`,
    interestedMessage: (email: string | null) =>
      email ? `Write to them at ${email}. Your pipeline shows Meeting.` : 'Your pipeline shows Meeting.',
    passedMessage: 'Your pipeline shows Passed with their reason.',
    homeTitle: 'New answers',
    homeDescription: 'Answers to your pitches in the last 30 days',
    homeEmpty: 'No answers yet. Answers to your pitches show here.',
    homeError: 'Answers could not be loaded.',
    open: (name: string) => `Open ${name} in Saved Lists`,
  },
} as const;
