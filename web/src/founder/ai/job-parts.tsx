/**
 * Pieces shared by the two AI tools: the running job's progress, its failure (with the refund), the label of who
 * wrote a result (model or the offline draft generator), the Copy button ('Copy' → 'Copied!') and the list of
 * past generations (newest first; opening one is a GET, never a new charge).
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { AiJob, AiJobKind, AiSource } from '../../../../shared/ai-schemas.js';
import { useToast } from '../../common/components/toasts.js';
import { QueryErrorAlert } from '../../common/components/lite/query-error.js';
import { useAiJobs } from './hooks.js';
import { aiStrings as s } from './strings.js';
import { formatDate } from '../../common/format.js';

/** Progress of a pending or running job: 'Generating Pitch Deck...' with slides done of 13. */
export function JobProgress({ job, label, title }: { job: AiJob; label: string; title: string }) {
  const { done, total } = job.progress;
  return (
    <Container>
      <ProgressBar
        ariaLabel={label}
        label={title}
        value={total > 0 ? Math.round((done / total) * 100) : 0}
        additionalInfo={job.kind === 'pitch_deck' ? s.deck.progress(done, total) : undefined}
        description={s.costNote}
      />
    </Container>
  );
}

/** A failed job: the server's reason and the refund. */
export function JobFailure({ job }: { job: AiJob }) {
  return (
    <Alert type="error" header={job.error ?? s.errorTitle}>
      {job.refunded ? s.refunded : null}
    </Alert>
  );
}

/** Who wrote the result. */
export function SourceBadge({ source }: { source: AiSource | null }) {
  if (source === 'offline') return <Badge color="grey">{s.offline}</Badge>;
  if (source === 'model') return <Badge color="blue">{s.model}</Badge>;
  return null;
}

/** 'Copy' → 'Copied!' (and the spec's toast) for two seconds. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ type: 'success', title: s.copied });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ type: 'error', title: s.errorTitle, message: s.copyFailed });
    }
  }
  return (
    <Button iconName={copied ? 'status-positive' : 'copy'} onClick={() => void copy()} ariaLabel={label}>
      {copied ? s.copied : s.copy}
    </Button>
  );
}

/** Date and time of a generation ('Nov 23, 2026, 2:05 PM'); the input when it is not a date. */
export function formatWhen(iso: string): string {
  return formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

const STATUS_TYPE: Record<AiJob['status'], StatusIndicatorProps.Type> = {
  pending: 'pending',
  running: 'in-progress',
  succeeded: 'success',
  failed: 'error',
};

/** The founder's past generations of `kind`; `onOpen` shows one (no new charge). */
export function PastGenerations({
  kind,
  currentId,
  onOpen,
}: {
  kind: AiJobKind;
  currentId: string | null;
  onOpen: (job: AiJob) => void;
}) {
  const jobs = useAiJobs(kind);
  return (
    <Container
      header={
        <Header variant="h2" description={s.past.description}>
          {s.past.title}
        </Header>
      }
    >
      {jobs.isPending ? (
        <StatusIndicator type="loading">{s.loading}</StatusIndicator>
      ) : jobs.isError ? (
        <QueryErrorAlert query={jobs} header={s.past.error} />
      ) : jobs.data.items.length === 0 ? (
        <Box color="text-status-inactive">{s.past.empty}</Box>
      ) : (
        <ul className="fs-ai-past" aria-label={s.past.title}>
          {jobs.data.items.map((job) => {
            const when = formatWhen(job.created_at);
            return (
              <li key={job.id} className="fs-ai-past__item">
                <SpaceBetween size="xxs">
                  <Box fontWeight="bold">{job.title}</Box>
                  <Box variant="small">
                    {when} ·{' '}
                    <StatusIndicator type={STATUS_TYPE[job.status]}>
                      {job.status === 'failed' && !job.refunded
                        ? s.past.failedKept
                        : s.past.status[job.status]}
                    </StatusIndicator>
                  </Box>
                </SpaceBetween>
                <Button
                  variant={job.id === currentId ? 'normal' : 'inline-link'}
                  disabled={job.id === currentId}
                  ariaLabel={s.past.openLabel(job.title, when)}
                  onClick={() => onOpen(job)}
                >
                  {s.past.open}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Container>
  );
}
