/**
 * The password policies of the two Cognito user pools, declared once: the CDK stack (infra/constructs/auth.ts)
 * and the local pools (scripts/local/cognito.ts) are built from these, so AWS and the local stack accept the same
 * passwords. In AWS, Cognito enforces them; locally, the cognito-local launcher enforces the pool's stored policy
 * with `brokenPasswordRules` and Cognito's wording (scripts/local/cognito-launcher.mjs); the web forms use `passwordProblems` to explain a rejection
 * before it happens (founder-app.md §5: "the server may reject weak passwords and returns reasons").
 *
 * Source: Cognito `PasswordPolicyType` (MinimumLength, RequireUppercase, RequireLowercase, RequireNumbers,
 * RequireSymbols); Cognito's symbol set is `^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + -` and
 * the space character.
 */

/** A pool's password policy. Lengths in characters. */
export interface PasswordPolicy {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigits: boolean;
  requireSymbols: boolean;
}

/** Founders: 12+ characters with lower, upper, digit and symbol. */
export const FOUNDERS_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
};

/** Administrators: 14+ characters with lower, upper, digit and symbol (and TOTP MFA in AWS). */
export const ADMINS_PASSWORD_POLICY: PasswordPolicy = { ...FOUNDERS_PASSWORD_POLICY, minLength: 14 };

/** Cognito's accepted symbols (PasswordPolicyType documentation), plus space. */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- '.split(''));

/** A rule of a password policy. */
export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digits' | 'symbols';

/** The rules `password` breaks, in the policy's order (length, lowercase, uppercase, digits, symbols). */
export function brokenPasswordRules(policy: PasswordPolicy, password: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  if ([...password].length < policy.minLength) broken.push('length');
  if (policy.requireLowercase && !/[a-z]/.test(password)) broken.push('lowercase');
  if (policy.requireUppercase && !/[A-Z]/.test(password)) broken.push('uppercase');
  if (policy.requireDigits && !/[0-9]/.test(password)) broken.push('digits');
  if (policy.requireSymbols && ![...password].some((c) => SYMBOLS.has(c))) broken.push('symbols');
  return broken;
}

/**
 * The rules `password` breaks, as short sentences ('at least 12 characters', ...), in the policy's order.
 * An empty array means the password is acceptable.
 */
export function passwordProblems(policy: PasswordPolicy, password: string): string[] {
  const phrase: Record<PasswordRule, string> = {
    length: `at least ${policy.minLength} characters`,
    lowercase: 'a lowercase letter',
    uppercase: 'an uppercase letter',
    digits: 'a number',
    symbols: 'a symbol',
  };
  return brokenPasswordRules(policy, password).map((rule) => phrase[rule]);
}

/** Cognito's InvalidPasswordException wording for a broken rule (what AWS answers, e.g. to SignUp). */
export const COGNITO_PASSWORD_MESSAGES: Record<PasswordRule, string> = {
  length: 'Password not long enough',
  lowercase: 'Password must have lowercase characters',
  uppercase: 'Password must have uppercase characters',
  digits: 'Password must have numeric characters',
  symbols: 'Password must have symbol characters',
};

/** 'Password must have at least 12 characters and a symbol.' for the problems `passwordProblems` found. */
export function passwordMessage(problems: readonly string[]): string {
  if (problems.length === 0) return '';
  const list =
    problems.length === 1
      ? problems[0]
      : `${problems.slice(0, -1).join(', ')} and ${problems[problems.length - 1]}`;
  return `Password must have ${list}.`;
}
