/**
 * /admin/pitch-reports (issue 20 item 5, "'Report as spam' sends a pitch to the administrators' queue";
 * docs/decisions/0052-pitch-digest-suspension-deletion.md): the pitches listing teams reported as spam and not yet
 * dismissed, newest report first, paged on the server (`GET /v1/admin/pitch-reports?page&pageSize`, ADR 0048; the
 * page in the URL). Each shows the subject, the message, the founder and the listing, with Dismiss report and the
 * founder's pitch sending (Suspend / Restore behind a confirm dialog; both audited by the server).
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PITCH_REPORT_PAGE_SIZES, type PitchReport } from '../../../../shared/pitch-schemas.js';
import { useDismissPitchReport, usePitchReports } from '../admin-api.js';
import { count, shortDate } from '../../common/format.js';
import { pageParamsOf, useListParams } from '../components/list-params.js';
import { PitchSendingControl } from '../users/pitch-sending.js';
import { QueryState } from '../../common/query-state.js';
import { adminStrings as s } from '../strings.js';
import { ServerPagination } from '../components/server-pagination.js';
import { useToast } from '../../common/components/toasts.js';

const r = s.pitchReports;

function ReportCard({ report }: { report: PitchReport }) {
  const dismiss = useDismissPitchReport();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <div data-testid="pitch-report">
      <Container
        header={
          <Header
            variant="h2"
            description={`${r.from} ${report.founder_email} ${r.to} ${report.investor_name} · ${r.sent} ${shortDate(report.sent_at)} · ${r.reported} ${shortDate(report.reported_at)}`}
            actions={
              <Button
                loading={busy}
                onClick={() => {
                  setBusy(true);
                  dismiss.mutate(report.pitch_id, {
                    onSuccess: (answer) =>
                      toast({
                        type: answer.dismissed ? 'success' : 'info',
                        title: answer.dismissed ? r.dismissed : r.alreadyDismissed,
                      }),
                    onError: (error) =>
                      toast({ type: 'error', title: r.dismissFailed, message: error.message }),
                    onSettled: () => setBusy(false),
                  });
                }}
              >
                {r.dismiss}
              </Button>
            }
          >
            {report.subject}
          </Header>
        }
      >
        <SpaceBetween size="m">
          <Box variant="p">
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.message}</span>
          </Box>
          <PitchSendingControl
            sub={report.founder_sub}
            who={report.founder_email || report.founder_sub}
            suspended={report.founder_suspended}
          />
        </SpaceBetween>
      </Container>
    </div>
  );
}

export default function AdminPitchReportsPage() {
  const [params, update] = useListParams();
  const query = usePitchReports(pageParamsOf(params, PITCH_REPORT_PAGE_SIZES));
  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        counter={query.data ? `(${count(query.data.total)})` : undefined}
        description={r.description}
        actions={
          query.data && query.data.total > query.data.pageSize ? (
            <ServerPagination data={query.data} update={update} />
          ) : undefined
        }
      >
        {r.title}
      </Header>
      <QueryState layout="page" query={query} errorTitle={r.title}>
        {(data) =>
          data.items.length === 0 ? (
            <Box textAlign="center" color="text-status-inactive">
              {r.empty}
            </Box>
          ) : (
            <SpaceBetween size="s">
              {data.items.map((report) => (
                <ReportCard key={report.pitch_id} report={report} />
              ))}
            </SpaceBetween>
          )
        }
      </QueryState>
    </SpaceBetween>
  );
}
