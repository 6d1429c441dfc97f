/**
 * Auth: the three Cognito user pools (DESIGN.md: founders sign up themselves; administrators live in a separate pool
 * in the `admins` group, created by an operator; investors sign up themselves to claim and keep a listing, issue 19)
 * and their public app clients.
 *
 * - founders: email sign-in and self sign-up with email verification (spec founder-app.md "Sign up"), a password
 *   policy of 12+ characters with lower, upper, digit and symbol (shared/password-policy.ts, also used locally), account recovery by email.
 * - investors (issue 19, docs/decisions/0030-investor-accounts-and-claims.md): as founders (email sign-in, self
 *   sign-up, the code mailed by Cognito, the founders' password policy), a separate pool so that an investor's token
 *   is never a founder's (the route manifest's `investor` access) and the claim rule can trust the verified email.
 * - admins: username sign-in, no self sign-up, TOTP MFA required (no SMS), the `admins` group
 *   (functions/lib/auth.ts `requireAdmin`), no self-service recovery (another admin or an operator resets).
 * - app clients: no secret (a browser cannot keep one), USER_PASSWORD_AUTH (the flow the web app's Amplify config
 *   and cognito-local use) plus refresh tokens, no OAuth/hosted UI, user-existence errors hidden.
 *
 * Threat protection (issue 22): every pool gets the settings of `poolSecurity` (one helper, so a pool added later
 * gets them too): the Plus feature plan with standard threat protection in full-function mode (compromised
 * credentials and adaptive authentication, Cognito's own sign-in risk checks) unless the stack's `threatProtection`
 * setting leaves that pool out. On for administrators and founders by default; its cost (docs/cost.md: $0.02 per
 * monthly active user on Plus, no free tier) is stated there, and the only reason to turn it off is that cost.
 * Founders may enrol TOTP (`mfa: OPTIONAL`, TOTP only, no SMS); the web app has no enrolment screen yet, so today
 * it is the pool setting (an Account Settings toggle is follow-up work). Pools are retained on stack deletion (they
 * hold every account).
 * Optional context `sesFromEmail` (+ `sesRegion`): send Cognito mail through a verified SES identity instead of the
 * Cognito default sender, which is limited to 50 emails a day (docs/deploy.md).
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolEmail,
  UserPoolGroup,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMINS_PASSWORD_POLICY, FOUNDERS_PASSWORD_POLICY } from '../../shared/password-policy.js';
import { ADMINS_GROUP } from '../../shared/vocabulary.js';

/** Which pools get threat protection (the stack setting, context `threatProtection`): all (default), or none. */
export interface ThreatProtectionSetting {
  founders: boolean;
  admins: boolean;
}

/** The default: threat protection on every pool (issue 22). */
export const THREAT_PROTECTION_ON: ThreatProtectionSetting = { founders: true, admins: true };

/**
 * The security settings every user pool gets (one helper: a pool added later, e.g. an investors pool, spreads it
 * too): with `threatProtection`, the Plus plan and standard threat protection in full-function mode; without, the
 * Lite plan, and cdk-nag's AwsSolutions-COG8 acknowledged with the stack setting as the reason.
 */
export function poolSecurity(threatProtection: boolean) {
  return threatProtection
    ? {
        featurePlan: FeaturePlan.PLUS,
        standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      }
    : { featurePlan: FeaturePlan.LITE };
}

/** Acknowledges AwsSolutions-COG8 on `pool` when the stack setting turned its threat protection off. */
export function acknowledgeNoThreatProtection(pool: UserPool, threatProtection: boolean): void {
  if (threatProtection) return;
  Validations.of(pool).acknowledge({
    id: 'AwsSolutions-COG8',
    reason:
      'Threat protection turned off for this pool by the stack setting `threatProtection` (its cost: docs/cost.md, $0.02 per monthly active user on the Plus plan).',
  });
}

export interface AuthProps {
  /** Threat protection per pool (default THREAT_PROTECTION_ON). */
  threatProtection?: ThreatProtectionSetting;
  /** Verified SES sender for Cognito mail; the Cognito default sender when absent. */
  sesFromEmail?: string;
  /** Region of that SES identity (default: the stack's region). */
  sesRegion?: string;
}

export class Auth extends Construct {
  readonly foundersPool: UserPool;
  readonly foundersClient: UserPoolClient;
  readonly adminsPool: UserPool;
  readonly adminsClient: UserPoolClient;
  readonly investorsPool: UserPool;
  readonly investorsClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps = {}) {
    super(scope, id);
    const protect = props.threatProtection ?? THREAT_PROTECTION_ON;
    const email = props.sesFromEmail
      ? UserPoolEmail.withSES({
          fromEmail: props.sesFromEmail,
          sesRegion: props.sesRegion ?? Stack.of(this).region,
        })
      : UserPoolEmail.withCognito();

    this.foundersPool = this.selfSignUpPool('FoundersPool', email, protect.founders);
    Validations.of(this.foundersPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'Founders sign in with email and password as the spec defines (founder-app.md "Sign in"); TOTP is optional (a founder may enrol it), not required. Account takeover risk is limited by the 12-character complexity policy and threat protection (compromised credentials, adaptive authentication); MFA stays required on the admins pool.',
    });
    acknowledgeNoThreatProtection(this.foundersPool, protect.founders);

    this.adminsPool = new UserPool(this, 'AdminsPool', {
      signInAliases: { username: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      passwordPolicy: { ...ADMINS_PASSWORD_POLICY, tempPasswordValidity: Duration.days(1) },
      accountRecovery: AccountRecovery.NONE,
      ...poolSecurity(protect.admins),
      email,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgeNoThreatProtection(this.adminsPool, protect.admins);
    new UserPoolGroup(this, 'AdminsGroup', {
      userPool: this.adminsPool,
      groupName: ADMINS_GROUP,
      description: 'Fundscout administrators (admin API routes and pages).',
    });

    // Investors (issue 19): the founders' settings in a pool of their own.
    this.investorsPool = this.selfSignUpPool('InvestorsPool', email, protect.founders);
    Validations.of(this.investorsPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'Investors sign in with email and password like founders (issue 19), TOTP optional; a listing holds only what the investor chose to publish, the 12-character complexity policy and threat protection apply. MFA stays required on the admins pool.',
    });
    acknowledgeNoThreatProtection(this.investorsPool, protect.founders);

    this.foundersClient = this.webClient(this.foundersPool, 'FoundersWebClient', Duration.days(30));
    this.adminsClient = this.webClient(this.adminsPool, 'AdminsWebClient', Duration.hours(12));
    this.investorsClient = this.webClient(this.investorsPool, 'InvestorsWebClient', Duration.days(30));
  }

  /**
   * A pool whose users sign up themselves with their email (founders, investors): email sign-in, the code mailed
   * by Cognito, the founders' password policy (shared/password-policy.ts), recovery by email, optional TOTP,
   * threat protection as the stack's setting for founders (`poolSecurity`), retained.
   */
  private selfSignUpPool(id: string, email: UserPoolEmail, threatProtection: boolean): UserPool {
    return new UserPool(this, id, {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      userVerification: {
        emailSubject: 'Your Fundscout verification code',
        emailBody: 'Your Fundscout verification code is {####}',
        emailStyle: VerificationEmailStyle.CODE,
      },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: { ...FOUNDERS_PASSWORD_POLICY, tempPasswordValidity: Duration.days(3) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      ...poolSecurity(threatProtection),
      email,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** A public (secret-less) client for the web app: USER_PASSWORD_AUTH + refresh, no OAuth. */
  private webClient(pool: UserPool, id: string, refreshTokenValidity: Duration): UserPoolClient {
    return pool.addClient(id, {
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: false, adminUserPassword: false, custom: false },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity,
    });
  }
}
