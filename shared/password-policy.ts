/**
 * The password policies of the two Cognito user pools, declared once: the CDK stack (infra/constructs/auth.ts)
 * and the local pools (scripts/local/cognito.ts) are built from these, so AWS and the local stack accept the same
 * passwords. In AWS, Cognito enforces them; locally, the cognito-local launcher enforces the pool's stored policy
 * the same way (scripts/local/cognito-launcher.mjs); the web forms use `passwordProblems` to explain a rejection
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

/**
 * The rules `password` breaks, as short sentences ('at least 12 characters', ...), in the policy's order.
 * An empty array means the password is acceptable.
 */
export function passwordProblems(policy: PasswordPolicy, password: string): string[] {
  const problems: string[] = [];
  if ([...password].length < policy.minLength) problems.push(`at least ${policy.minLength} characters`);
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push('a lowercase letter');
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push('an uppercase letter');
  if (policy.requireDigits && !/[0-9]/.test(password)) problems.push('a number');
  if (policy.requireSymbols && ![...password].some((c) => SYMBOLS.has(c))) problems.push('a symbol');
  return problems;
}

/** 'Password must have at least 12 characters and a symbol.' for the problems `passwordProblems` found. */
export function passwordMessage(problems: readonly string[]): string {
  if (problems.length === 0) return '';
  const list =
    problems.length === 1
      ? problems[0]
      : `${problems.slice(0, -1).join(', ')} and ${problems[problems.length - 1]}`;
  return `Password must have ${list}.`;
}
