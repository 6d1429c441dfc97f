/**
 * User-facing strings of the core screens (/auth, the dashboard's 404, shared components; the public site's are
 * in public/strings.ts), gathered in one module. Wording marked "spec" is verbatim from founder-app.md (§2 Sign in / sign up, §4, §8 Authentication).
 */
export const PRODUCT_NAME = 'Fundscout';

export const META_DESCRIPTION = 'Premium Investor Database & Fundraising Platform'; // spec §2 Landing

export const strings = {
  common: {
    loading: 'Loading',
    dismiss: 'Dismiss notification',
    /** AppLayout's side navigation and its toggles (the admin area, the investor portal): named for screen readers. */
    layout: {
      navigation: 'Side navigation',
      navigationClose: 'Close navigation',
      navigationToggle: 'Open navigation',
    },
  },
  /** A query's loading and error states (query-state.tsx, components/lite/query-error.tsx). */
  query: {
    loading: 'Loading...',
    retry: 'Retry',
    errorTitle: 'Something went wrong',
  },
  footer: {
    dataHeading: 'Investor data',
    dataIntro: 'Investor data is compiled from openly licensed sources:',
    licence: 'Licence',
    about: 'About',
    contact: 'Contact',
    privacy: 'Privacy',
    terms: 'Terms',
  },
  notFound: {
    title: 'Oops! Page not found', // spec
    pageTitle: 'Page Not Found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Return to Home',
  },
  auth: {
    /** Why /auth is shown (issue 23: `?reason=`, set by the sign-in guard and Delete account; common/auth/next.ts). */
    signInReasons: {
      expired: 'Your session has expired. Please sign in again to continue where you left off.',
      signed_out: 'You have signed out.',
      account_deleted: 'Your account has been deleted. You can create a new account at any time.',
    },
    pageTitles: {
      signIn: 'Sign In',
      signUp: 'Create Account',
      confirm: 'Confirm Email',
      forgot: 'Reset Password',
      reset: 'Choose a New Password',
    },
    signInTitle: `Sign In to ${PRODUCT_NAME}`, // spec
    signInSubtitle: 'Welcome back! Please enter your details.', // spec
    signUpTitle: 'Create an account', // spec
    signUpSubtitle: 'Get started by creating your account.', // spec
    email: 'Email',
    emailPlaceholder: 'you@startup.com',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    passwordRules: 'At least 12 characters, with upper and lower case letters, a number and a symbol.',
    /** The Show/Hide button of a password field labelled `label` ('Show password', 'Show current password'). */
    showField: (label: string) => `Show ${label.toLowerCase()}`,
    hideField: (label: string) => `Hide ${label.toLowerCase()}`,
    show: 'Show',
    hide: 'Hide',
    signInButton: 'Sign in', // spec
    signingIn: 'Signing in...', // spec
    signUpButton: 'Create account', // spec
    creatingAccount: 'Creating account...', // spec
    noAccount: "Don't have an account?",
    haveAccount: 'Already have an account?',
    toSignUp: 'Create account',
    toSignIn: 'Sign in',
    forgotPassword: 'Forgot password?',
    emailRequired: 'Email is required.',
    emailInvalid: 'Enter a valid email address.',
    passwordRequired: 'Password is required.',
    codeRequired: 'Enter the code from the email.',
    // side copy (spec §2)
    sideTitle: 'An investor database built from open, attributed data',
    sideBody:
      'Find the funds, angel networks and programs that invest in companies like yours, and the way to reach them.',
    // Issue 12: only claims the data shows.
    // The first bullet is the investor count from GET /v1/catalogue/stats (common/sign-in/side-figure.tsx).
    sideInvestors: 'investors listed, each with its source',
    sideBullets: [
      'Direct contacts only where investors shared them',
      'Advanced filtering and search',
      'Free public links: websites and application pages',
    ],
    // confirmation step
    confirmTitle: 'Confirm your email',
    confirmSubtitle: (email: string) =>
      `We sent a confirmation code to ${email}. Enter it below to activate your account.`,
    code: 'Confirmation code',
    codePlaceholder: '6-digit code',
    confirm: 'Confirm',
    confirming: 'Confirming...',
    resend: 'Resend code',
    resending: 'Sending...',
    backToSignIn: 'Back to sign in',
    localMailboxTitle: 'Local development only',
    localMailboxBody: 'No email is sent on the local stack. Your code is in the local mailbox:',
    localMailboxLink: 'Open the local mailbox',
    /** Read after a link that opens a new tab (screen readers only). */
    opensInNewTab: '(opens in a new tab)',
    // forgot password
    forgotTitle: 'Reset your password',
    forgotSubtitle: 'Enter your email and we will send you a code to reset your password.',
    sendCode: 'Send reset code',
    sendingCode: 'Sending code...',
    resetTitle: 'Choose a new password',
    resetSubtitle: (email: string) => `Enter the code we sent to ${email} and your new password.`,
    newPassword: 'New password',
    resetButton: 'Reset password',
    resetting: 'Resetting password...',
  },
  toasts: {
    errorTitle: 'Error', // spec
    signInTitle: 'Welcome back!', // spec
    signInMessage: 'Successfully signed in.', // spec
    signUpTitle: `Welcome to ${PRODUCT_NAME}`, // spec
    signUpMessage: 'Your account has been created successfully.', // spec
    codeSentTitle: 'Code sent',
    codeSentMessage: (email: string) => `A new code was sent to ${email}.`,
    resetCodeSentMessage: (email: string) => `A password reset code was sent to ${email}.`,
    confirmedTitle: 'Email confirmed',
    confirmedMessage: 'Your account has been created successfully. Please sign in.',
    confirmedSignedInMessage: 'Your account is active and you are signed in.',
    unconfirmedTitle: 'Confirm your email',
    unconfirmedMessage: 'Your account is not confirmed yet. Enter the code we sent you, or resend it.',
    passwordResetTitle: 'Password reset',
    passwordResetMessage: 'Your password has been changed. Please sign in.',
    signedOutTitle: 'Signed out',
    configErrorTitle: 'Fundscout is not reachable',
  },
} as const;
