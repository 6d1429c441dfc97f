/**
 * Any unknown path: 'Oops! Page not found' with a link home (founder-app.md §2 route table). The path is logged
 * with `console.warn`; there is no server-side log endpoint yet (a `navigator.sendBeacon` target is a later
 * issue). Plain React and CSS, no Cloudscape.
 */
import '../landing/landing.css';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { strings } from '../../strings.js';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.warn('404: no route for path', location.pathname);
    document.title = `${strings.notFound.title} | Fundscout`;
  }, [location.pathname]);
  return (
    <main className="fs-notfound">
      <div>
        <h1>404</h1>
        <h2>{strings.notFound.title}</h2>
        <p>{strings.notFound.body}</p>
        <Link to="/" className="fs-btn fs-btn--primary" style={{ display: 'inline-block' }}>
          {strings.notFound.home}
        </Link>
      </div>
    </main>
  );
}

export default NotFoundPage;
