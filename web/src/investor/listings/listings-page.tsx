/**
 * My listings, the portal's home (issue 19 item 3): the listings the investor's team holds, and their claims with
 * their status (a held listing's name opens its editor, listing-page.tsx): verified (at once), approved, pending (with the evidence given), rejected (with the reason).
 */
import { Link } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { Claim, ClaimStatus } from '../../../../shared/claim-schemas.js';
import { shortDate } from '../../common/format.js';
import { QueryState } from '../../common/query-state.js';
import { useDocumentTitle } from '../../common/title.js';
import { useInvestorAccount } from '../investor-api.js';
import { PORTAL_HOME } from '../../common/paths.js';
import { investorStrings } from '../strings.js';

const t = investorStrings.listings;
const p = investorStrings.portal;

const STATUS_TYPE: Record<ClaimStatus, StatusIndicatorProps.Type> = {
  verified: 'success',
  approved: 'success',
  pending: 'pending',
  rejected: 'error',
};

function Evidence({ claim }: { claim: Claim }) {
  if (!claim.note && !claim.link) return <>{t.noEvidence}</>;
  return (
    <SpaceBetween size="xxxs">
      {claim.note && <span>{claim.note}</span>}
      {claim.link && (
        <a href={claim.link} target="_blank" rel="noreferrer noopener">
          {claim.link}
        </a>
      )}
    </SpaceBetween>
  );
}

export function ListingsPage() {
  useDocumentTitle(p.titles.listings);
  const account = useInvestorAccount();
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t.description}>
        {p.titles.listings}
      </Header>
      <QueryState layout="page" query={account} errorTitle={p.loadFailed} loadingText={p.loading}>
        {(data) => (
          <SpaceBetween size="l">
            <Container header={<Header variant="h2">{t.heldHeading}</Header>}>
              {data.listings.length === 0 ? (
                <Box>
                  {t.heldEmpty} <Link to={`${PORTAL_HOME}/claim`}>{t.claimCta}</Link>
                </Box>
              ) : (
                <ul className="investor-held" aria-label={t.heldHeading}>
                  {data.listings.map((listing) => (
                    <li key={listing.id}>
                      <Link to={`${PORTAL_HOME}/listings/${encodeURIComponent(listing.id)}`}>
                        <strong>{listing.name}</strong>
                      </Link>
                      {listing.company && listing.company !== listing.name ? ` (${listing.company})` : ''}
                      {' · '}
                      {listing.domain ?? t.noWebsite}
                    </li>
                  ))}
                </ul>
              )}
            </Container>
            <Table
              variant="container"
              header={<Header variant="h2">{t.claimsHeading}</Header>}
              items={data.claims}
              trackBy="id"
              wrapLines
              empty={<Box textAlign="center">{t.claimsEmpty}</Box>}
              columnDefinitions={[
                { id: 'listing', header: t.columns.listing, cell: (c) => c.listing.name },
                { id: 'website', header: t.columns.website, cell: (c) => c.listing.domain ?? t.noWebsite },
                {
                  id: 'status',
                  header: t.columns.status,
                  cell: (c) => (
                    <StatusIndicator type={STATUS_TYPE[c.status]}>
                      {c.status === 'rejected' && c.reason ? t.rejectedBecause(c.reason) : t.status[c.status]}
                    </StatusIndicator>
                  ),
                },
                { id: 'evidence', header: t.columns.evidence, cell: (c) => <Evidence claim={c} /> },
                { id: 'date', header: t.columns.date, cell: (c) => shortDate(c.decided_at ?? c.created_at) },
              ]}
            />
          </SpaceBetween>
        )}
      </QueryState>
    </SpaceBetween>
  );
}
