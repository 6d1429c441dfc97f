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
 * Feature plan LITE: the app uses none of the Essentials/Plus features, and LITE is the cheapest per MAU
 * (docs/cost.md). Pools are retained on stack deletion (they hold every account).
 * Optional context `sesFromEmail` (+ `sesRegion`): send Cognito mail through a verified SES identity instead of the
 * Cognito default sender, which is limited to 50 emails a day (docs/deploy.md).
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  UserPoolEmail,
  UserPoolGroup,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ADMINS_PASSWORD_POLICY, FOUNDERS_PASSWORD_POLICY } from '../../shared/password-policy.js';
import { ADMINS_GROUP } from '../../shared/vocabulary.js';

export interface AuthProps {
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
    const email = props.sesFromEmail
      ? UserPoolEmail.withSES({
          fromEmail: props.sesFromEmail,
          sesRegion: props.sesRegion ?? Stack.of(this).region,
        })
      : UserPoolEmail.withCognito();

    this.foundersPool = this.selfSignUpPool('FoundersPool', email);
    Validations.of(this.foundersPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Founders sign in with email and password as the spec defines (founder-app.md "Sign in"); the web app has no MFA enrolment screen. Account takeover risk is limited by the 12-character complexity policy; MFA stays required on the admins pool.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan (threat protection) costs $0.02 per MAU with no free tier (docs/cost.md: about $2,000/month at 100,000 founders); the app uses no Essentials or Plus feature, so the pool stays on Lite.',
      },
    );

    this.adminsPool = new UserPool(this, 'AdminsPool', {
      signInAliases: { username: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      passwordPolicy: { ...ADMINS_PASSWORD_POLICY, tempPasswordValidity: Duration.days(1) },
      accountRecovery: AccountRecovery.NONE,
      featurePlan: FeaturePlan.LITE,
      email,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.adminsPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'A handful of administrators, each with TOTP MFA required and no self sign-up or self-service recovery; the Plus plan (threat protection) adds cost without covering a risk those controls leave open.',
    });
    new UserPoolGroup(this, 'AdminsGroup', {
      userPool: this.adminsPool,
      groupName: ADMINS_GROUP,
      description: 'Fundscout administrators (admin API routes and pages).',
    });

    // Investors (issue 19): the founders' settings in a pool of their own.
    this.investorsPool = this.selfSignUpPool('InvestorsPool', email);
    Validations.of(this.investorsPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Investors sign in with email and password like founders (issue 19); a listing holds only what the investor chose to publish, and the 12-character complexity policy applies. MFA stays required on the admins pool.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'As the founders pool: the Plus feature plan (threat protection) costs per MAU with no free tier and the app uses no Essentials or Plus feature (docs/cost.md).',
      },
    );

    this.foundersClient = this.webClient(this.foundersPool, 'FoundersWebClient', Duration.days(30));
    this.adminsClient = this.webClient(this.adminsPool, 'AdminsWebClient', Duration.hours(12));
    this.investorsClient = this.webClient(this.investorsPool, 'InvestorsWebClient', Duration.days(30));
  }

  /**
   * A pool whose users sign up themselves with their email (founders, investors): email sign-in, the code mailed
   * by Cognito, the founders' password policy (shared/password-policy.ts), recovery by email, retained.
   */
  private selfSignUpPool(id: string, email: UserPoolEmail): UserPool {
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
      mfa: Mfa.OFF,
      featurePlan: FeaturePlan.LITE,
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
