/**
 * `/investors/unsubscribe?token=`, where the pitch mail's "Stop these mails" link opens (issue 20 item 2; RFC 8058:
 * opening a link must not act, mail scanners open links). A public page (web/src/public/: plain React and CSS):
 * it says what unsubscribing does and offers one button, which POSTs the token to the one-click route
 * (POST /v1/pitch-mail/unsubscribe, the same URL as the mail's List-Unsubscribe header); then 'Unsubscribed', or,
 * for a token the server does not know, that nothing changed. The member's mail choice is also in the inbox settings.
 * `UnsubscribeView` is the page for any mail's one-click route: the founders' notices mail uses it too
 * (notice-unsubscribe-page.tsx, issue 37 item 4).
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { callPublicApi } from '../../common/api.js';
import { PublicPage } from '../site/public-page.js';
import '../../common/components/form.css';
import { INBOX_PATH } from '../../common/paths.js';
import { publicStrings } from '../strings.js';

/** The one-click routes a public unsubscribe page may POST to. */
export type UnsubscribeRoute = 'POST /v1/pitch-mail/unsubscribe' | 'POST /v1/notice-mail/unsubscribe';
type UnsubscribeStrings = { [K in keyof typeof publicStrings.unsubscribe]: string };

type State =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'done'; unsubscribed: boolean }
  | { kind: 'failed'; message: string };

export default function UnsubscribePage() {
  return (
    <UnsubscribeView
      route="POST /v1/pitch-mail/unsubscribe"
      strings={publicStrings.unsubscribe}
      back={INBOX_PATH}
    />
  );
}

/** The page of one mail's unsubscribe: `route` takes the token, `strings` say what it stops, `back` where to go. */
export function UnsubscribeView({
  route,
  strings: t,
  back,
}: {
  route: UnsubscribeRoute;
  strings: UnsubscribeStrings;
  back: string;
}) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'ready' });
  const unsubscribe = async () => {
    setState({ kind: 'sending' });
    try {
      const answer = await callPublicApi(route, { query: { token } });
      setState({ kind: 'done', unsubscribed: answer.unsubscribed });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <PublicPage title={t.title}>
      <div className="ps-container ps-doc">
        <section className="ps-panel" aria-labelledby="unsubscribe-heading">
          {state.kind === 'done' ? (
            <div className="ps-success" role="status">
              <h1 id="unsubscribe-heading">{state.unsubscribed ? t.done : t.title}</h1>
              <p>{state.unsubscribed ? t.doneBody : t.unknown}</p>
              <p>
                <Link to={back}>{t.inbox}</Link>
              </p>
            </div>
          ) : (
            <>
              <h1 id="unsubscribe-heading">{t.title}</h1>
              <p>{token ? t.body : t.noToken}</p>
              {state.kind === 'failed' && (
                <p className="ps-field__error" role="alert">
                  {t.failed}: {state.message}
                </p>
              )}
              {token && (
                <button
                  type="button"
                  className="ps-btn ps-btn--primary"
                  disabled={state.kind === 'sending'}
                  onClick={() => void unsubscribe()}
                >
                  {t.button}
                </button>
              )}
            </>
          )}
        </section>
      </div>
    </PublicPage>
  );
}
