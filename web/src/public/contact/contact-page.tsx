/**
 * /contact (apply-settings-admin.md §2 Contact page): the message form (First Name, Last Name, Email, Company,
 * Subject, Message, 'Send Message'), contact details, business hours and the reply time where the operator set
 * them (issue 38: `support` of /config.json, shared/support-settings.ts; nothing invented otherwise) and Quick Help
 * with 'View FAQ'.
 *
 * The spec shows no submit behaviour; here the message is validated with the API's own schema
 * (`ContactMessageRequest`) and stored for the administrators by `POST /v1/contact-messages` (honeypot and rate
 * limits as the investor application; docs/decisions/0006-public-site.md). On success the form is replaced by a
 * confirmation; a failure keeps what was typed and says so. A signed-in founder's message goes through the founder
 * route `POST /v1/support-messages` instead, which stores it with their plan (priority support for a paid plan,
 * issue 23); the administrators answer by email from the Inbox.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ContactMessageRequest } from '../../../../shared/schemas.js';
import { callApi, callPublicApi, setTokenProvider } from '../../common/api.js';
import { useSessionCheck } from '../../common/auth/session-check.js';
import { Field, Honeypot, submitPublicForm, type FieldErrors } from '../../common/components/form.js';
import { PublicPage } from '../site/public-page.js';
import { useSupportSettings } from '../site/support-settings.js';
import { SUPPORT_EMAIL } from '../strings.js';
import { Toasts, useToasts } from '../site/toast.js';
import { contact as t } from '../static/content.js';

type Values = Record<keyof typeof t.fields, string>;
const EMPTY: Values = { first_name: '', last_name: '', email: '', company: '', subject: '', message: '' };

/**
 * Sends the message with the founder's token (Amplify loaded only now, only for a stored session); without a usable
 * session it goes the public way.
 */
async function sendAsFounder(body: ContactMessageRequest): Promise<unknown> {
  const { founderIdToken } = await import('../../common/auth/amplify.js');
  if (!(await founderIdToken())) return callPublicApi('POST /v1/contact-messages', { body });
  setTokenProvider(founderIdToken);
  return callApi('POST /v1/support-messages', { body });
}

export default function ContactPage() {
  const session = useSessionCheck();
  const support = useSupportSettings();
  const [values, setValues] = useState<Values>(EMPTY);
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const { toasts, show, dismiss } = useToasts();
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const accepted = await submitPublicForm({
      schema: ContactMessageRequest,
      body: { ...values, website_confirm: trap },
      route: 'POST /v1/contact-messages',
      label: 'Contact message',
      form: formRef.current,
      setErrors,
      setBusy: setSending,
      onFailure: () => show('error', t.failed),
      send: session.signedIn ? sendAsFounder : undefined,
    });
    if (accepted) {
      setSent(true);
      setValues(EMPTY);
    }
  };

  const field = (name: keyof Values, type = 'text', autoComplete?: string) => (
    <Field
      id={`contact-${name}`}
      label={
        name === 'company' ? (
          <>
            {t.fields[name]} <span className="ps-field__hint">{t.optional}</span>
          </>
        ) : (
          t.fields[name]
        )
      }
      error={errors[name]}
    >
      {name === 'message' ? (
        <textarea rows={6} value={values[name]} onChange={(e) => set(name)(e.target.value)} />
      ) : (
        <input
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => set(name)(e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <PublicPage title={t.title}>
      <Toasts toasts={toasts} dismiss={dismiss} />
      <div className="ps-doc ps-container">
        <h1>{t.title}</h1>
        <p className="ps-updated">{t.intro}</p>
        <div className="ps-two">
          <section className="ps-panel" aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading">{sent ? t.sentTitle : t.formHeading}</h2>
            {sent ? (
              <div role="status">
                <p>
                  {t.sent}
                  {support.replyTime && ` ${t.replyWithin(support.replyTime)}`}
                </p>
                <button type="button" className="ps-btn ps-btn--outline" onClick={() => setSent(false)}>
                  {t.sendAnother}
                </button>
              </div>
            ) : (
              <form ref={formRef} className="ps-form" onSubmit={submit} noValidate>
                <div className="ps-form__row">
                  {field('first_name', 'text', 'given-name')}
                  {field('last_name', 'text', 'family-name')}
                </div>
                {field('email', 'email', 'email')}
                {field('company', 'text', 'organization')}
                {field('subject')}
                {field('message')}
                <Honeypot value={trap} onChange={setTrap} />
                <button type="submit" className="ps-btn ps-btn--primary" disabled={sending}>
                  {sending ? t.sending : t.send}
                </button>
              </form>
            )}
          </section>
          <aside className="ps-form">
            <section className="ps-panel" aria-labelledby="contact-details-heading">
              <h2 id="contact-details-heading">{t.details}</h2>
              <p>
                {t.emailLabel}: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </p>
              {support.hours && (
                <>
                  <h3>{t.hours}</h3>
                  <p>{support.hours}</p>
                </>
              )}
              {support.replyTime && <p>{t.replyWithin(support.replyTime)}</p>}
            </section>
            <section className="ps-panel" aria-labelledby="contact-help-heading">
              <h2 id="contact-help-heading">{t.quickHelp}</h2>
              <p>{t.quickHelpBody}</p>
              <Link to="/#faq" className="ps-btn ps-btn--outline">
                {t.viewFaq}
              </Link>
            </section>
          </aside>
        </div>
      </div>
    </PublicPage>
  );
}
