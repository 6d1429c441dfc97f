/**
 * `/investors/listing/:id`, a listing's public page for its investors (issue 37 item 2): its name and website, the
 * founders' demand ('10+ founders asked for you this month', 'Saved by 5+ founders': only from 5 founders on, rounded
 * down, never who; `GET /v1/public/listings/{id}`), what a claim gives and how to claim, with 'Claim this listing'
 * (the investor sign-up, then the portal's claim search for this firm). Linked from the invitations administrators
 * send. A public page (web/src/public/: plain React and CSS, no Cloudscape or Amplify).
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PublicListing } from '../../../../shared/demand-schemas.js';
import { ApiError, callPublicApi } from '../../common/api.js';
import { demandLines, demandWords } from '../../common/demand-lines.js';
import { PublicPage } from '../site/public-page.js';
import { listingPageStrings as t } from './strings.js';

type State =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; listing: PublicListing };

/** Where 'Claim this listing' leads: the investor sign-up, then the claim search for `name`. */
export function claimPath(name: string): string {
  const next = `/investors/portal/claim?q=${encodeURIComponent(name)}`;
  return `/investors/auth?mode=signup&next=${encodeURIComponent(next)}`;
}

export default function ListingPage() {
  const { id = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    callPublicApi('GET /v1/public/listings/{id}', { params: { id } }).then(
      (listing) => live && setState({ kind: 'ready', listing }),
      (error: unknown) =>
        live && setState({ kind: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const listing = state.kind === 'ready' ? state.listing : null;
  const lines = demandLines(listing?.demand);
  return (
    <PublicPage title={listing ? t.title(listing.name) : t.title('A listing')}>
      <section className="ps-hero" aria-labelledby="listing-heading">
        <div className="ps-container">
          {state.kind !== 'ready' ? (
            <p className="ps-hero__lead" role={state.kind === 'loading' ? 'status' : 'alert'}>
              {state.kind === 'loading' ? t.loading : state.kind === 'missing' ? t.missing : t.failed}
            </p>
          ) : (
            <>
              <h1 id="listing-heading">{state.listing.name}</h1>
              {state.listing.website && (
                <p>
                  {t.website}:{' '}
                  <a href={state.listing.website} rel="noopener noreferrer" target="_blank">
                    {state.listing.website.replace(/^https:\/\//, '')}
                  </a>
                </p>
              )}
              <p className="ps-hero__lead">{state.listing.claimed ? t.claimedLead : t.lead}</p>
              {!state.listing.claimed && (
                <div className="ps-hero__cta">
                  <Link to={claimPath(state.listing.name)} className="ps-btn ps-btn--primary ps-btn--lg">
                    {t.claim}
                  </Link>
                  <Link
                    to={`/investors/auth?next=${encodeURIComponent(`/investors/portal/claim?q=${encodeURIComponent(state.listing.name)}`)}`}
                    className="ps-btn ps-btn--outline ps-btn--lg"
                  >
                    {t.signIn}
                  </Link>
                </div>
              )}
            </>
          )}
        </div>
      </section>
      {listing && (
        <>
          <section className="ps-section" aria-labelledby="listing-demand-heading">
            <div className="ps-container ps-container--narrow">
              <h2 id="listing-demand-heading" className="ps-section__title">
                {t.demandHeading}
              </h2>
              {lines.length > 0 ? (
                <ul className="ps-grid ps-grid--4" data-testid="listing-demand">
                  {lines.map((line) => (
                    <li key={line} className="ps-card">
                      <h3>{line}</h3>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t.noDemand}</p>
              )}
              <p className="ps-hero__note">{demandWords.rule}</p>
            </div>
          </section>
          {!listing.claimed && (
            <section className="ps-section ps-section--tint" aria-labelledby="listing-claim-heading">
              <div className="ps-container ps-container--narrow ps-doc">
                <h2 id="listing-claim-heading" className="ps-section__title">
                  {t.givesHeading}
                </h2>
                <ul>
                  {t.gives.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <h2 className="ps-section__title">{t.howHeading}</h2>
                <ol>
                  {t.how.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ol>
              </div>
            </section>
          )}
        </>
      )}
    </PublicPage>
  );
}
