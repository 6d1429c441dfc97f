/**
 * Any unknown path: 'Oops! Page not found' with a link home (founder-app.md §2 route table). The path is logged
 * where an operator sees it: the page reports it once to `POST /v1/client-events` (a structured line in the
 * function's CloudWatch log in AWS, the `npm start` console locally), without the query string (report.ts, shared
 * with the dashboard's 404). Plain React and CSS, no Cloudscape.
 */
import { Link, useLocation } from 'react-router-dom';
import { PublicPage } from '../site/public-page.js';
import { publicStrings } from '../strings.js';

import { useReportNotFound } from '../../common/report-not-found.js';

const t = publicStrings.notFound;

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useReportNotFound(pathname);
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
