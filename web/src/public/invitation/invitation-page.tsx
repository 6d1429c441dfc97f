/**
 * `/investors/invite?token=` (issue 37 item 3): the page an invitation's claim link opens. It records the link as
 * opened (`GET /v1/invitations/open`) and goes on to the listing's public page (what a claim gives, how to claim), or
 * /apply for a firm not listed yet. With `&unsubscribe=1` (the mail's unsubscribe link) it asks first and POSTs only
 * on the button (`POST /v1/invitation-mail/unsubscribe`; RFC 8058: opening a link must not act). A public page:
 * plain React and CSS, no Cloudscape or Amplify.
 */
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { callPublicApi } from '../../common/api.js';
import { PublicPage } from '../site/public-page.js';

const t = {
  title: 'Your Fundscout invitation',
  opening: 'Opening your invitation…',
  invalid:
    'This invitation link is not valid any more. You can still claim your listing: search your firm after signing up.',
  forInvestors: 'For investors',
  unsubscribeTitle: 'No more invitations',
  unsubscribeBody: 'Stop Fundscout’s invitations to your firm: we will not invite your firm’s domain again.',
  unsubscribe: 'Unsubscribe',
  unsubscribed: 'Unsubscribed: your firm will not be invited again.',
  unknown: 'This link is not valid any more; nothing changed.',
  failed: 'Could not unsubscribe. Try again later.',
} as const;

function OpenInvitation({ token }: { token: string }) {
  const [state, setState] = useState<{ path: string } | 'opening' | 'invalid'>('opening');
  useEffect(() => {
    let live = true;
    callPublicApi('GET /v1/invitations/open', { query: { token } }).then(
      (answer) => live && setState({ path: answer.path }),
      () => live && setState('invalid'),
    );
    return () => {
      live = false;
    };
  }, [token]);
  if (typeof state === 'object') return <Navigate to={state.path} replace />;
  return (
    <p role={state === 'opening' ? 'status' : 'alert'}>
      {state === 'opening' ? t.opening : t.invalid}{' '}
      {state === 'invalid' && <a href="/investors">{t.forInvestors}</a>}
    </p>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const [state, setState] = useState<'ready' | 'sending' | 'done' | 'unknown' | 'failed'>('ready');
  const send = async () => {
    setState('sending');
    try {
      const answer = await callPublicApi('POST /v1/invitation-mail/unsubscribe', { query: { token } });
      setState(answer.unsubscribed ? 'done' : 'unknown');
    } catch {
      setState('failed');
    }
  };
  if (state === 'done' || state === 'unknown')
    return (
      <p role="status" className="ps-success">
        {state === 'done' ? t.unsubscribed : t.unknown}
      </p>
    );
  return (
    <>
      <p>{t.unsubscribeBody}</p>
      {state === 'failed' && (
        <p className="ps-field__error" role="alert">
          {t.failed}
        </p>
      )}
      <button
        type="button"
        className="ps-btn ps-btn--primary"
        disabled={state === 'sending'}
        onClick={() => void send()}
      >
        {t.unsubscribe}
      </button>
    </>
  );
}

export default function InvitationPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const unsubscribing = search.get('unsubscribe') === '1';
  return (
    <PublicPage title={unsubscribing ? t.unsubscribeTitle : t.title}>
      <div className="ps-container ps-doc">
        <section className="ps-panel" aria-labelledby="invitation-heading">
          <h1 id="invitation-heading">{unsubscribing ? t.unsubscribeTitle : t.title}</h1>
          {!token ? (
            <p>{t.invalid}</p>
          ) : unsubscribing ? (
            <Unsubscribe token={token} />
          ) : (
            <OpenInvitation token={token} />
          )}
        </section>
      </div>
    </PublicPage>
  );
}
