/**
 * The listing editor, `/investors/portal/listings/:id` (issue 19 items 3, 5 and 7; docs/decisions/0043), reached
 * from My listings for a listing the investor's team holds. Over the listing routes of shared/investor-routes.ts:
 * - the fields of item 3 in the canonical vocabulary (shared/vocabulary.ts; countries spelled as the catalogue
 *   spells them, shared/countries.ts), each with its provenance line in plain words (shared/listing.ts
 *   `provenanceLine`); Save sends only the changed fields (PATCH, listing-form.ts `patchOf`), the browser checks
 *   the server's rules first and the server's 400 shows beside the field it names; leaving with unsaved changes
 *   asks first (the Account Settings guard);
 * - the confirmation state ('Confirmed on …, valid until …' / 'Not confirmed since …') with the one-click confirm;
 * - the direct contact: an address at the firm's domain ('Send code', then the mailed code) or a LinkedIn profile,
 *   saying what founders see and that a reveal costs a founder one action;
 * - Hide listing / Show listing behind a dialog saying what founders see.
 * A listing the team does not hold (or that does not exist) answers 404: the page says so.
 */
import { Link, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { InvestorListing } from '../../../../shared/listing-schemas.js';
import { ApiError } from '../../common/api.js';
import { QueryState } from '../../common/query-state.js';
import { useDocumentTitle } from '../../common/title.js';
import { useListing } from '../investor-api.js';
import { PORTAL_HOME } from '../../common/paths.js';
import { investorStrings } from '../strings.js';
import { ConfirmationPanel } from './confirmation-panel.js';
import { ContactPanel } from './contact-panel.js';
import { FieldsForm } from './fields-form.js';
import { VisibilityPanel } from './visibility-panel.js';

const t = investorStrings.editor;
const p = investorStrings.portal;

export function ListingPage() {
  const { id = '' } = useParams();
  useDocumentTitle(p.titles.editor);
  const listing = useListing(id);
  const notFound = listing.error instanceof ApiError && listing.error.status === 404;
  return (
    <SpaceBetween size="l">
      <Box>
        <Link to={PORTAL_HOME}>← {t.back}</Link>
      </Box>
      {notFound ? (
        <Alert type="error" header={t.loadFailed}>
          {t.notFound}
        </Alert>
      ) : (
        <QueryState layout="page" query={listing} errorTitle={t.loadFailed} loadingText={p.loading}>
          {(data) => <Editor key={data.id} listing={data} />}
        </QueryState>
      )}
    </SpaceBetween>
  );
}

function Editor({ listing }: { listing: InvestorListing }) {
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t.description}>
        {listing.name}
      </Header>
      <ConfirmationPanel listing={listing} />
      <FieldsForm listing={listing} />
      <ContactPanel listing={listing} />
      <VisibilityPanel listing={listing} />
    </SpaceBetween>
  );
}
