/**
 * /apply: the investor application (apply-settings-admin.md §2 Investor application, §4 Application form, §5, §8).
 * Hero 'Join Our Investor Network' with stat tiles; the form (every spec field; industries as tags; several
 * Preferred Stages as checkboxes; the Typical Check Size as a minimum and maximum in US dollars); 'How It Works'
 * and 'Why Join Our Network?'. While Full Name (2+ letters) or Contact Email is missing the Submit button looks
 * disabled (`aria-disabled`, still focusable) and the hint beside it says what is missing; pressing it shows the
 * errors on the fields. The body is checked with the API's own schema (shared/schemas.ts ApplicationRequest) and
 * sent to `POST /v1/applications`; success replaces the form by 'Application Submitted!' and toasts, failure
 * toasts (error logged) and keeps the input, marking the field the API named (e.g. a check size of 'lots'). A
 * review time is stated only as the operator set it (issue 38, shared/support-settings.ts).
 *
 * Waits for the session check like the landing (spinner meanwhile). Plain React, no Cloudscape or Amplify.
 *
 * This file is the page's root; beside it: hooks.ts (the form's state and submit), application.ts (the form as a
 * request), components/ (the form, the stat tiles, the How It Works and Why Join panels).
 */
import './apply.css';
import { Link } from 'react-router-dom';
import { PublicPage } from '../site/public-page.js';
import { useSupportSettings } from '../site/support-settings.js';
import { useSessionCheck } from '../../common/auth/session-check.js';
import { Toasts, useToasts } from '../site/toast.js';
import { ApplicationForm } from './components/application-form.js';
import { ApplyAside } from './components/apply-aside.js';
import { ApplyTiles } from './components/apply-tiles.js';
import { useApplication } from './hooks.js';
import { applyStrings as t } from './strings.js';

export default function ApplyPage() {
  const { loading } = useSessionCheck();
  const { toasts, show, dismiss } = useToasts();
  const support = useSupportSettings();
  const application = useApplication({
    onSubmitted: () => {
      show('success', t.toastSuccess);
      window.scrollTo({ top: 0 });
    },
    onFailed: () => show('error', t.toastFailure),
  });

  return (
    <PublicPage title={t.title} loading={loading}>
      <Toasts toasts={toasts} dismiss={dismiss} />
      <section className="ps-apply-hero" aria-labelledby="apply-heading">
        <div className="ps-container">
          <h1 id="apply-heading">{t.title}</h1>
          <p>{t.lead}</p>
          <p>
            {t.claimPrompt} <Link to="/investors">{t.claimLink}</Link>
          </p>
          <ApplyTiles />
        </div>
      </section>
      <div className="ps-container ps-doc">
        <div className="ps-two">
          <section className="ps-panel" aria-labelledby="apply-form-heading">
            {application.submitted ? (
              <div className="ps-success" role="status">
                <h2 id="apply-form-heading">{t.success.title}</h2>
                <p>
                  {t.success.body}
                  {support.reviewTime && ` ${t.success.reviewWithin(support.reviewTime)}`}
                </p>
                <p className="ps-field__hint">{t.success.tip}</p>
              </div>
            ) : (
              <>
                <h2 id="apply-form-heading">{t.formHeading}</h2>
                <p className="ps-field__hint">{t.required}</p>
                <ApplicationForm application={application} />
              </>
            )}
          </section>
          <ApplyAside />
        </div>
      </div>
    </PublicPage>
  );
}
