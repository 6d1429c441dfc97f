/**
 * The Details dialog of /admin/investors: every field of one investor, its contact, its trust state (the badge and
 * plain line of shared/trust.ts, as the founders see it) and its source.
 */
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { TrustStatus } from '../../../common/components/trust-status.js';
import { AdminModal as Modal } from '../../components/admin-modal.js';
import Spinner from '@cloudscape-design/components/spinner';
import { adminTypeLabel, stageLabelsOf } from '../../../../../shared/admin-schemas.js';
import { useInvestor } from '../../admin-api.js';
import { adminStrings as s } from '../../strings.js';
import { place } from '../../../../../shared/admin-investors.js';

const c = s.investors.columns;

/** Shows investor `id` (loaded when opened); null: closed. */
export function InvestorDetailsModal({ id, onDismiss }: { id: string | null; onDismiss: () => void }) {
  const details = useInvestor(id);
  return (
    <Modal visible={id !== null} onDismiss={onDismiss} header={s.investors.detailsTitle} size="large">
      {details.isPending ? (
        <Spinner />
      ) : details.data ? (
        <KeyValuePairs
          columns={2}
          items={[
            { label: c.name, value: details.data.name },
            { label: c.company, value: details.data.company || s.common.none },
            {
              label: s.investors.fields.contact,
              value: `${details.data.contact ?? s.common.none} (${details.data.contact_type})`,
            },
            { label: c.location, value: place(details.data) || s.common.none },
            { label: c.fundingType, value: adminTypeLabel(details.data.funding_type) },
            {
              label: s.investors.fields.fundingStage,
              value: stageLabelsOf(details.data.funding_stage).join(', ') || s.common.none,
            },
            {
              label: s.investors.fields.industries,
              value: details.data.funding_industries.join(', ') || s.common.none,
            },
            { label: s.investors.fields.checkSizes, value: details.data.check_sizes || s.common.none },
            { label: s.investors.fields.companyUrl, value: details.data.company_url ?? s.common.none },
            {
              // The listing's trust state, as every screen shows it, with its plain line (issue 34 item 3)
              label: c.verified,
              value: (
                <SpaceBetween size="xxs">
                  <TrustStatus trust={details.data.trust} labelShown />
                  <Box variant="small" data-testid="trust-label">
                    {details.data.trust.label}
                  </Box>
                </SpaceBetween>
              ),
            },
            {
              label: s.investors.source,
              value: details.data.source
                ? `${details.data.source.name} · ${details.data.source.licence}${details.data.source.verified_at ? ` · ${details.data.source.verified_at}` : ''}`
                : s.common.none,
            },
            {
              label: s.investors.fields.description,
              value: details.data.funding_description || s.common.none,
            },
            { label: s.investors.fields.bio, value: details.data.bio || s.common.none },
          ]}
        />
      ) : null}
    </Modal>
  );
}
