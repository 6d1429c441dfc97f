/**
 * Honest placeholders inside the dashboard shell: 'Coming soon' for sidebar pages that later issues build
 * (Saved Lists, Email Generator, Pitch Deck Generator, Billing & Usage, Account Settings, Plans & Pricing,
 * AI Tools), and the spec's 404 text for unknown /dashboard paths (reported once to the console and to
 * `POST /v1/client-events` like the public 404, pages/not-found/report.ts).
 */
import { useLocation } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { RouteLink } from './route-link.js';
import { dashboardStrings as s } from './strings.js';
import { strings } from '../../strings.js';
import { useDocumentTitle } from '../../title.js';
import { useReportNotFound } from '../not-found/report.js';

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <SpaceBetween size="l">
      <Header variant="h1">{title}</Header>
      <Container>
        <SpaceBetween size="s">
          <StatusIndicator type="pending">{s.common.comingSoon}</StatusIndicator>
          <Box>{s.common.comingSoonBody}</Box>
          <RouteLink to="/dashboard">{s.common.backToDashboard}</RouteLink>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}

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
