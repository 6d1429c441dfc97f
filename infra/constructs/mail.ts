/**
 * Application mail through Amazon SES v2 (docs/decisions/0025-mailer-port.md; the mailer port is
 * functions/lib/mailer.ts):
 * - a domain identity for the sender's domain (context `mailFrom`, an address such as `no-reply@example.com`;
 *   Easy DKIM, its three CNAME records are stack outputs to publish in DNS: docs/deploy.md "Mail");
 * - one configuration set every message goes through (`MAIL_CONFIGURATION_SET`): TLS required, reputation
 *   metrics, the account's suppression list for bounces and complaints (SES stops sending to such an address), and
 *   an event destination publishing bounces, complaints, rejects and delivery delays to the SNS topic
 *   `feedback` (encrypted in transit only, as the alarm topic; optionally emailed: context `alarmEmail`);
 * - `grantSend(fn)`: `ses:SendEmail` on that identity and that configuration set only, and only with that From
 *   address (`ses:FromAddress`), for a registry entry that declares `mail: true` (shared/functions.ts).
 * Without `mailFrom` the stack uses `no-reply@fundscout.example`, a domain that never verifies (mail fails closed),
 * and says so as a synth warning.
 */
import { Annotations, CfnOutput, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** The sender used when the context sets none: `.example` never verifies, so nothing is sent (RFC 2606). */
export const PLACEHOLDER_MAIL_FROM = 'no-reply@fundscout.example';

/** The SES events that reach the feedback topic. */
export const MAIL_FEEDBACK_EVENTS = [
  EmailSendingEvent.BOUNCE,
  EmailSendingEvent.COMPLAINT,
  EmailSendingEvent.REJECT,
  EmailSendingEvent.DELIVERY_DELAY,
] as const;

export interface MailProps {
  /** The sender address (context `mailFrom`); its domain becomes the SES identity. */
  from?: string;
  /** Subscribe this address to the feedback topic. */
  alarmEmail?: string;
}

export class Mail extends Construct {
  /** The From address every message carries (`MAIL_FROM`). */
  readonly from: string;
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  /** `arn:...:configuration-set/<name>`. */
  readonly configurationSetArn: string;
  readonly feedback: Topic;

  constructor(scope: Construct, id: string, props: MailProps = {}) {
    super(scope, id);
    this.from = props.from ?? PLACEHOLDER_MAIL_FROM;
    if (!props.from) {
      Annotations.of(this).addWarningV2(
        'fundscout:mail-from',
        `No mailFrom context: application mail is sent as ${PLACEHOLDER_MAIL_FROM}, which never verifies, so none is delivered. Deploy with -c mailFrom=no-reply@your-domain (docs/deploy.md "Mail").`,
      );
    }
    const domain = this.from.split('@')[1];
    if (!domain || !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(this.from)) {
      throw new Error(`mailFrom must be a plain address such as no-reply@example.com, not "${this.from}"`);
    }

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    this.feedback = new Topic(this, 'Feedback', { displayName: 'Fundscout mail feedback', enforceSSL: true });
    if (props.alarmEmail) this.feedback.addSubscription(new EmailSubscription(props.alarmEmail));
    this.configurationSet.addEventDestination('Feedback', {
      destination: EventDestination.snsTopic(this.feedback),
      events: [...MAIL_FEEDBACK_EVENTS],
    });

    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(domain),
      configurationSet: this.configurationSet,
    });
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `SES Easy DKIM: publish this CNAME for ${domain} (docs/deploy.md "Mail")`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }

  /**
   * Lets `grantee` send through this identity and configuration set, as `from` only: `ses:SendEmail` (the SES v2
   * API's action) on exactly those two resources, with `ses:FromAddress` fixed.
   */
  grantSend(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [this.identity.emailIdentityArn, this.configurationSetArn],
        conditions: { StringEquals: { 'ses:FromAddress': this.from } },
      }),
    );
  }
}
