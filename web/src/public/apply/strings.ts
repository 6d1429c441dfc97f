/**
 * Strings of the investor application (apply-settings-admin.md §2 Investor application, §8 toasts, §9 figures).
 * Wording marked "spec" is verbatim.
 */
export const applyStrings = {
  title: 'Join Our Investor Network', // spec
  lead: 'Apply to be listed in our curated investor database and meet founders raising in your focus.',
  // Issue 19: a firm already listed claims its listing instead of applying.
  claimPrompt: 'Already listed?',
  claimLink: 'Claim your firm’s listing (free for investors)',
  // Issue 12: the spec's 500+ active investors, $2B+ facilitated and 95% match rate are not measured; these are.
  // `figure`: the number comes from GET /v1/catalogue/stats (common/catalogue-stats.ts); `value`: static.
  tiles: [
    { figure: 'investors', label: 'Investors Listed' },
    { figure: 'types', label: 'Investor Types' },
    { value: 'Free', label: 'Listing' },
  ],
  formHeading: 'Investor Application',
  required: 'Fields marked * are required.',
  fields: {
    name: 'Full Name *', // spec
    company: 'Company/Fund', // spec
    bio: 'Bio/Professional Summary', // spec
    contact: 'Contact Email *', // spec
    location: 'Location', // spec
    company_url: 'Company/Fund Website', // spec
    funding_type: 'Investment Type', // spec
    funding_stage: 'Preferred Stages', // spec
    check_sizes: 'Typical Check Size (USD)', // spec, in US dollars
    check_size_min_usd: 'Minimum',
    check_size_max_usd: 'Maximum',
    funding_industries: 'Investment Industries', // spec
    funding_description: 'Investment Focus', // spec
    image_url: 'Profile Photo URL (optional)', // spec
  },
  placeholders: {
    name: 'Jane Smith',
    company: 'Acme Ventures',
    bio: 'Your investing background and what you bring to founders',
    contact: 'jane@acme.vc',
    location: 'e.g. United States',
    company_url: 'https://acme.vc',
    check_size_min_usd: 'e.g. 50K',
    check_size_max_usd: 'e.g. 500K',
    industry: 'e.g. Fintech',
    funding_description: 'What kinds of companies and founders do you back?',
    image_url: 'https://...',
  },
  selectType: 'Select investment type',
  stagesHint: 'Choose every stage you invest in.',
  checkSizeHint: 'Whole US dollars, e.g. 50000, 50K or 1.5M. Leave blank if you prefer not to say.',
  industriesHint: 'Type an industry and press Enter or Add. Click a tag to remove it.',
  addIndustry: 'Add',
  selectedIndustries: 'Selected industries',
  removeTag: (tag: string) => `Remove ${tag}`,
  submit: 'Submit Application',
  missing: {
    name: 'Full Name',
    nameTooShort: 'Full Name (at least 2 letters)',
    contact: 'Contact Email',
  },
  /** The hint beside the Submit button while something required is missing. */
  stillNeeded: (labels: readonly string[]) => `To submit, add your ${labels.join(' and ')}.`,
  submitting: 'Submitting...', // spec
  success: {
    title: 'Application Submitted!', // spec
    // Issue 38: the spec's '2-3 business days' only as the operator states it (shared/support-settings.ts)
    body: 'Thank you for applying. An administrator will review your application and answer you by email.',
    reviewWithin: (time: string) => `We review applications within ${time}.`,
    tip: 'Tip: check your email, including the spam folder, for our reply.',
  },
  toastSuccess: "Application submitted successfully! We'll review it and get back to you.", // spec
  toastFailure: 'Failed to submit application. Please try again.', // spec
  howItWorks: {
    heading: 'How It Works', // spec
    steps: [
      { title: 'Submit Application', body: 'Tell us about your fund, focus and typical check size.' }, // spec titles
      {
        title: 'Review Process',
        body: 'An administrator reviews every application and answers you by email.',
      },
      {
        title: 'Start Connecting',
        body: 'Once approved, founders can find your profile, marked as checked by an administrator.',
      },
    ],
  },
  whyJoin: {
    heading: 'Why Join Our Network?', // spec
    items: [
      { title: 'Premium Deal Flow', body: 'Be discovered by founders who are actively raising.' }, // spec titles
      {
        title: 'AI-Powered Matching',
        body: 'Founders find you by type, stage and industry, and reach out with tailored AI drafts.',
      },
      {
        title: 'Verified Profile', // spec
        // One trust model (shared/trust.ts, issue 34 item 3): an approved application is checked by an administrator
        body: 'An administrator reviews your application before it is listed; an approved profile shows as checked by an administrator, with the date.',
      },
      {
        title: 'Network Effects',
        body: 'Be listed next to the funds, networks and programmes founders search.',
      },
    ],
  },
} as const;
