/**
 * /admin/investors/import: CSV import (issue 11). Choose a file (the app's export format or an open dataset's);
 * 'Dry run' uploads it and the server's job reports added / updated / merged-by-domain / unchanged / rejected (with
 * reasons); 'Apply import' writes it. Nothing is written before Apply. For the export format the administrator
 * names the source and licence every record keeps.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ImportJob } from '../../../../shared/admin-schemas.js';
import { ApiError } from '../../common/api.js';
import { useApplyImport, useImportJob, useImports, useUploadImport } from '../admin-api.js';
import { count, shortDate } from '../../common/format.js';
import { adminStrings as s } from '../strings.js';
import { useToast } from '../../common/components/toasts.js';

const t = s.imports;

function JobReport({ job }: { job: ImportJob }) {
  return (
    <SpaceBetween size="m">
      <Box>
        <strong>{job.filename}</strong> · {job.format} · {t.status}:{' '}
        <span data-testid="import-status">{t.statuses[job.status] ?? job.status}</span>
      </Box>
      {job.error && <Alert type="error">{job.error}</Alert>}
      <ColumnLayout columns={3} variant="text-grid">
        {(
          [
            [t.rows, job.rows],
            [t.added, job.counts.added],
            [t.updated, job.counts.updated],
            [t.merged, job.counts.merged],
            [t.unchanged, job.counts.unchanged],
            [t.rejected, job.counts.rejected],
            [t.suppressed, job.counts.suppressed],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <Box variant="awsui-key-label">{label}</Box>
            <Box variant="awsui-value-large" data-testid={`import-${label}`}>
              {count(value)}
            </Box>
          </div>
        ))}
      </ColumnLayout>
      {job.rejections.length > 0 && (
        <div>
          <Box variant="h3">{t.reasons}</Box>
          <ul>
            {job.rejections.map((r) => (
              <li key={r.reason}>
                {r.reason}: {count(r.count)}
                {r.examples.length ? ` (${r.examples.join(', ')})` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {job.status === 'applied' && <Box>{t.applied(job.applied)}</Box>}
    </SpaceBetween>
  );
}

export default function AdminImportPage() {
  const [files, setFiles] = useState<File[]>([]);
  const [source, setSource] = useState('');
  const [licence, setLicence] = useState('');
  const { toast } = useToast();
  const [jobId, setJobId] = useState<string | null>(null);
  const upload = useUploadImport();
  const apply = useApplyImport();
  const polled = useImportJob(jobId);
  const job: ImportJob | null = jobId ? (polled.data ?? null) : null;
  const announced = useRef<string | null>(null);
  useEffect(() => {
    // One toast when an apply finishes (the job runs on the server; this page polls it).
    if (!job || announced.current === `${job.id}:${job.status}`) return;
    if (job.status === 'applied')
      toast({ type: 'success', title: s.toasts.importApplied, message: t.applied(job.applied) });
    if (job.status === 'failed')
      toast({ type: 'error', title: s.toasts.importFailed, message: job.error ?? undefined });
    announced.current = `${job.id}:${job.status}`;
  }, [job, toast]);
  const recent = useImports();
  const fieldError = (field: string) =>
    upload.error instanceof ApiError && upload.error.field === field ? upload.error.message : undefined;

  const dryRun = async () => {
    const file = files[0];
    if (!file) return;
    const csv = await file.text();
    upload.mutate(
      { filename: file.name, csv, source_name: source, licence },
      {
        onSuccess: (created) => setJobId(created.id),
        onError: (error) => toast({ type: 'error', title: s.toasts.importFailed, message: error.message }),
      },
    );
  };

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t.intro}>
        {t.title}
      </Header>
      <Container>
        <SpaceBetween size="m">
          <FormField label={t.file} errorText={fieldError('csv')}>
            <FileUpload
              value={files}
              onChange={(e) => {
                setFiles(e.detail.value);
                setJobId(null);
              }}
              accept=".csv,text/csv"
              i18nStrings={{
                uploadButtonText: () => t.choose,
                dropzoneText: () => t.choose,
                removeFileAriaLabel: () => 'Remove file',
                errorIconAriaLabel: 'Error',
              }}
              showFileSize
            />
          </FormField>
          <ColumnLayout columns={2}>
            <FormField label={t.sourceName} errorText={fieldError('source_name')}>
              <Input value={source} onChange={(e) => setSource(e.detail.value)} />
            </FormField>
            <FormField label={t.licence} errorText={fieldError('licence')}>
              <Input value={licence} onChange={(e) => setLicence(e.detail.value)} />
            </FormField>
          </ColumnLayout>
          <SpaceBetween size="xs" direction="horizontal">
            <Button
              onClick={() => void dryRun()}
              loading={upload.isPending || job?.status === 'uploaded' || job?.status === 'dry_run'}
              disabled={files.length === 0}
            >
              {t.dryRun}
            </Button>
            <Button
              variant="primary"
              disabled={job?.status !== 'ready'}
              loading={apply.isPending || job?.status === 'applying'}
              onClick={() =>
                apply.mutate(job!.id, {
                  onSuccess: () => void polled.refetch(),
                  onError: (error) =>
                    toast({ type: 'error', title: s.toasts.importFailed, message: error.message }),
                })
              }
            >
              {t.apply}
            </Button>
          </SpaceBetween>
          {job && <JobReport job={job} />}
        </SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">{t.recent}</Header>}>
        {recent.data?.items.length ? (
          <ul style={{ margin: 0, paddingLeft: 18 }} aria-label={t.recent}>
            {recent.data.items.map((listed) => {
              // The job this page polls is newer than the list fetched when it started.
              const j = listed.id === job?.id ? job : listed;
              return (
                <li key={j.id}>
                  {shortDate(j.created_at)} · {j.filename} · {t.statuses[j.status] ?? j.status} ·{' '}
                  {j.created_by}
                </li>
              );
            })}
          </ul>
        ) : (
          <Box color="text-status-inactive">{recent.isLoading ? s.common.loading : t.noRecent}</Box>
        )}
      </Container>
    </SpaceBetween>
  );
}
