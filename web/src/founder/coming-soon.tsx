/**
 * The spec's 404 text inside the dashboard shell for unknown /dashboard paths (reported once to the console and to
 * `POST /v1/client-events` like the public 404, common/report-not-found.ts).
 */
import { useLocation } from 'react-router-dom';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RouteLink } from './route-link.js';
import { strings } from '../common/strings.js';
import { useDocumentTitle } from '../common/title.js';
import { useReportNotFound } from '../common/report-not-found.js';

export function DashboardNotFound() {
  const { pathname } = useLocation();
  useReportNotFound(pathname);
  useDocumentTitle(strings.notFound.pageTitle);
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={strings.notFound.body}>
        {strings.notFound.title}
      </Header>
      <RouteLink to="/">{strings.notFound.home}</RouteLink>
    </SpaceBetween>
  );
}
