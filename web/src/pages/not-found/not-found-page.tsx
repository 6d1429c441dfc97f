/**
 * Any unknown path: 'Oops! Page not found' with a link home (founder-app.md §2 route table). The path is logged
 * where an operator sees it: the page reports it once to `POST /v1/client-events` (a structured line in the
 * function's CloudWatch log in AWS, the `npm start` console locally), without the query string. Reporting never
 * blocks or breaks the page. Plain React and CSS, no Cloudscape.
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { apiPublicPost } from '../../api.js';
import type { ClientEventRequest } from '../../../../shared/schemas.js';
import { PublicPage } from '../../public/public-page.js';
import { publicStrings } from '../../public/strings.js';

const t = publicStrings.notFound;
/** Paths already reported in this page load (StrictMode mounts effects twice). */
const reported = new Set<string>();

/** The report for a path (pure): path without query or fragment, capped at the API's 1,024 characters. */
export function notFoundEvent(pathname: string, referrer: string): ClientEventRequest {
  const path = (pathname.startsWith('/') ? pathname : `/${pathname}`).replace(/\s/g, '%20').slice(0, 1024);
  return { type: 'not_found', path, ...(referrer ? { referrer: referrer.slice(0, 1024) } : {}) };
}

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (reported.has(pathname)) return;
    reported.add(pathname);
    console.warn('404: no route for path', pathname);
    apiPublicPost('/v1/client-events', notFoundEvent(pathname, document.referrer)).catch(() => undefined);
  }, [pathname]);
  return (
    <PublicPage title={t.title}>
      <div className="ps-notfound">
        <div>
          <p className="ps-notfound__code" aria-hidden="true">
            404
          </p>
          <h1>{t.title}</h1>
          <p>{t.body}</p>
          <Link to="/" className="ps-btn ps-btn--primary">
            {t.home}
          </Link>
        </div>
      </div>
    </PublicPage>
  );
}

export default NotFoundPage;
