/**
 * Strings of the investor match (issue 15): the startup profile (Account Settings card and the first-sign-in
 * onboarding) and Recommended investors on Dashboard home.
 */
export const matchStrings = {
  profile: {
    title: 'Startup profile',
    intro:
      'Tell us about your round: investors are ranked against it, with the reasons they fit or not. Browsing matches is free.',
    stage: 'Stage of the round',
    stagePlaceholder: 'Choose a stage',
    sectors: 'Sectors',
    sectorsHint: (max: number) => `Up to ${max} sectors.`,
    sectorsPlaceholder: 'Choose sectors',
    sectorsFilter: 'Find a sector',
    country: 'HQ country',
    countryPlaceholder: 'Choose a country',
    countryFilter: 'Find a country',
    raising: 'Amount being raised (USD)',
    raisingHint: 'Whole US dollars, e.g. 1500000.',
    needsLead: 'We are looking for a lead investor',
    needsLeadHint: 'Investors who lead rounds rank higher; those who do not, lower.',
    description: 'One-line description (optional)',
    descriptionHint: (max: number) => `Up to ${max} characters.`,
    save: 'Save startup profile',
    saving: 'Saving...',
    saved: 'Startup profile saved',
    savedMessage: 'Your recommended investors are ranked against it.',
    errorTitle: 'Startup profile not saved',
    stageRequired: 'Choose the stage of your round.',
    sectorsRequired: 'Choose at least one sector.',
    sectorsTooMany: (max: number) => `Choose at most ${max} sectors.`,
    countryRequired: 'Choose the country of your headquarters.',
    raisingRequired: 'Enter the amount you are raising in whole US dollars (at least $1,000).',
    loadError: 'The startup profile could not be loaded.',
  },
  onboarding: {
    title: 'Find investors who fit your round',
    intro:
      'A few questions about your round, and we rank every investor in the database for you, with the reasons each one fits or does not. You can change it later in Account Settings.',
    skip: 'Skip for now',
    cancel: 'Cancel',
    skipped: 'You can create your startup profile any time in Account Settings.',
  },
  /** The Investor Database's sort option (sort=match; offered only with a startup profile: investors-page.tsx). */
  sort: { value: 'match', label: 'Best match' },
  recommended: {
    title: 'Recommended investors',
    description: (stage: string, sectors: string, raise: string) =>
      `Best matches for your ${stage} round in ${sectors}, raising ${raise}.`,
    noProfileTitle: 'Get investors matched to your startup',
    noProfile:
      'Create your startup profile (stage, sectors, country, amount) and we will recommend the investors who fit best, with the reasons.',
    createProfile: 'Create startup profile',
    editProfile: 'Edit startup profile',
    seeAll: 'See all matches',
    viewProfile: 'View profile',
    viewProfileOf: (name: string) => `View profile of ${name}`,
    score: (score: number) => `${score}% match`,
    scoreLabel: (score: number) => `Match score ${score} out of 100`,
    fitsLabel: 'Why it fits',
    againstLabel: 'What counts against',
    listLabel: 'Recommended investors',
    empty: 'No investors in the database yet.',
  },
} as const;
