/**
 * The /auth modes and what one mode hands the next (founder-app.md §2 "Sign in / sign up" plus the Cognito
 * steps): signIn ⇄ signUp → confirm → (signed in) /dashboard; signIn → forgot → reset → (signed in) /dashboard.
 */
export type AuthMode = 'signIn' | 'signUp' | 'confirm' | 'forgot' | 'reset';

/**
 * Carried from one mode to the next: the email always; the password only from sign-up/sign-in to confirm (so
 * confirming signs in); a `notice` for the next form to show ('We sent a code to ...').
 */
export interface AuthCarry {
  email: string;
  password?: string;
  notice?: string;
}

/** Props every mode's form receives from the page. */
export interface ModeFormProps {
  /** What the previous mode handed over. */
  carry: AuthCarry;
  /** Switches to another mode, handing it the email (and the password where the next step needs it). */
  onSwitch: (mode: AuthMode, carry: AuthCarry) => void;
  /** Leaves /auth for where the user was going (`?next=`, common/auth/next.ts); the user is signed in. */
  onSignedIn: () => void;
}
