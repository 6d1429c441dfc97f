/**
 * Saved Lists' summary: Total Saved, Contacts Revealed, Verified Investors (skeletons while loading). Verified is the
 * one trust model's (shared/trust.ts, issue 34 item 3; counted by the server): confirmed by the investor or checked
 * by an administrator, said under the figure.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Skeleton from '@cloudscape-design/components/skeleton';
import type { PipelineListResponse } from '../../../../../shared/pipeline-schemas.js';
import { dashboardStrings as s } from '../../strings.js';
import { formatCount } from '../../../common/format.js';

const t = s.saved;

function Figure({ label, value, hint }: { label: string; value: number | undefined; hint?: string }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      {value === undefined ? (
        <Skeleton height="2.5rem" width="4rem" />
      ) : (
        <div className="fs-stat__value">{formatCount(value)}</div>
      )}
      {hint && (
        <Box variant="small" color="text-body-secondary">
          {hint}
        </Box>
      )}
    </div>
  );
}

export function SavedFigures({ summary }: { summary: PipelineListResponse['summary'] | undefined }) {
  return (
    <Container>
      <div className="fs-figures">
        <Figure label={t.totalSaved} value={summary?.total} />
        <Figure label={t.contactsRevealed} value={summary?.revealed} />
        <Figure label={t.verifiedInvestors} value={summary?.verified} hint={t.verifiedHint} />
      </div>
    </Container>
  );
}
