/**
 * Dashboard home's pipeline summary (issue 15; docs/decisions/0017-fundraising-pipeline.md): saved investors per
 * stage over every list, and "Next steps due this week" (due within 7 days of the browser's today, overdue ones
 * included, oldest first; Passed left out), each opening the investor on Saved Lists (`?list=&investor=`).
 * `GET /v1/pipeline?until=`. Loading skeleton and an error with Retry (QueryState); an empty state that says how
 * to fill it.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  DEFAULT_LIST_ID,
  PIPELINE_STAGES,
  STAGE_LABELS,
  type DueStep,
} from '../../../../shared/pipeline-schemas.js';
import { QueryState } from '../../common/query-state.js';
import { RouteLink } from '../route-link.js';
import { dueText, isOverdue } from '../saved/pipeline-format.js';
import { localIsoDay, usePipelineSummary } from '../saved/pipeline-hooks.js';
import { pipelineStrings as ps } from '../saved/pipeline-strings.js';
import '../saved/pipeline.css';
import { formatCount } from '../../common/format.js';

const t = ps.home;

/** Saved Lists with the investor's list selected and its profile open. */
export function dueHref(step: Pick<DueStep, 'list_id' | 'investor_id'>): string {
  const query = new URLSearchParams();
  if (step.list_id !== DEFAULT_LIST_ID) query.set('list', step.list_id);
  query.set('investor', step.investor_id);
  return `/dashboard/saved?${query.toString()}`;
}

function DueList({ steps, more }: { steps: DueStep[]; more: number }) {
  const today = localIsoDay();
  return (
    <SpaceBetween size="xs">
      <ul className="fs-due-list" aria-label={t.dueTitle}>
        {steps.map((step) => (
          <li key={`${step.list_id}-${step.investor_id}`}>
            <RouteLink to={dueHref(step)}>{step.name}</RouteLink>
            <Box variant="small" display="block">
              {[step.next_step, STAGE_LABELS[step.stage], t.in(step.list_name)].filter(Boolean).join(' · ')}
            </Box>
            <Box
              variant="small"
              display="block"
              color={isOverdue(step.next_step_due, today) ? 'text-status-error' : 'text-body-secondary'}
            >
              {dueText(step.next_step_due, today)}
            </Box>
          </li>
        ))}
      </ul>
      {more > 0 && <Box color="text-body-secondary">{t.dueMore(more)}</Box>}
    </SpaceBetween>
  );
}

export function PipelineSummary() {
  const summary = usePipelineSummary();
  return (
    <ColumnLayout columns={2} minColumnWidth={260}>
      <Container
        header={
          <Header variant="h2" description={t.description}>
            {t.title}
          </Header>
        }
        fitHeight
      >
        <QueryState query={summary} lines={2}>
          {() => (
            <SpaceBetween size="s">
              <div className="fs-stage-figures" role="list" aria-label={t.stagesLabel}>
                {PIPELINE_STAGES.map((stage) => (
                  <div key={stage} role="listitem" data-testid={`stage-count-${stage}`}>
                    <Box variant="awsui-key-label">{STAGE_LABELS[stage]}</Box>
                    <div className="fs-stat__value">{formatCount(summary.data!.stages[stage])}</div>
                  </div>
                ))}
              </div>
              <RouteLink to="/dashboard/saved">{t.open}</RouteLink>
            </SpaceBetween>
          )}
        </QueryState>
      </Container>
      <Container header={<Header variant="h2">{t.dueTitle}</Header>} fitHeight>
        <QueryState query={summary} lines={3}>
          {() =>
            summary.data!.due.length === 0 ? (
              <SpaceBetween size="xxs">
                <Box color="text-body-secondary">{t.dueEmpty}</Box>
                <Box variant="small" color="text-body-secondary">
                  {t.noSteps}
                </Box>
              </SpaceBetween>
            ) : (
              <DueList steps={summary.data!.due} more={summary.data!.due_total - summary.data!.due.length} />
            )
          }
        </QueryState>
      </Container>
    </ColumnLayout>
  );
}
