/**
 * Network (`/dashboard/network`; issue 24 "Warm intros from the founder's own network";
 * docs/decisions/0037-network-in-the-browser.md): the founder drops or chooses LinkedIn's `Connections.csv`; a Web
 * Worker (match.worker.ts) parses it and matches it against the public network index; the page lists who is at, or
 * next to, which investor and why, with 'Open profile' and 'Save with note' ('Intro via <name>', prefilled and
 * editable in a modal, sent only on Save). No byte of the file and no name from it is sent anywhere: the index is
 * fetched without anything of the file, and the matches are kept in this browser only (kept.ts; 'Forget' clears
 * them). Progress shows when reading takes more than 300 ms. A file chosen while the index is still loading is read
 * once it is in (it used to be dropped without a word: CI 2026-11-29, a loaded machine).
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FileDropzone from '@cloudscape-design/components/file-dropzone';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import Textarea from '@cloudscape-design/components/textarea';
import { connectionName, type NetworkMatch } from '../../../../shared/network-match.js';
import type { Investor } from '../../../../shared/schemas.js';
import { callApi } from '../../common/api.js';
import { useToast } from '../../common/components/toasts.js';
import { useLists } from '../saved/pipeline-hooks.js';
import { useIsMobile } from '../shell/media.js';
import { useNetworkIndex, useSaveWithNote } from './hooks.js';
import { forgetKept, keep, loadKept, type Kept } from './kept.js';
import { networkStrings as s } from './strings.js';
import type { WorkerAnswer } from './worker-protocol.js';

const ProfileModal = lazy(() => import('../investor-database/profile-modal.js'));

/** Progress shows only when reading takes longer than this (issue 24). */
const PROGRESS_AFTER_MS = 300;
const PAGE = 50;

type Phase =
  | { kind: 'idle' }
  | { kind: 'reading'; fraction: number; showProgress: boolean }
  | { kind: 'error'; message: string };

function useMatcher(onDone: (kept: Kept) => void) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);
  const start = (file: File, index: Parameters<Worker['postMessage']>[0]) => {
    worker.current?.terminate();
    const w = new Worker(new URL('./match.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setPhase({ kind: 'reading', fraction: 0, showProgress: false });
    const timer = setTimeout(
      () => setPhase((p) => (p.kind === 'reading' ? { ...p, showProgress: true } : p)),
      PROGRESS_AFTER_MS,
    );
    w.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      if (answer.type === 'progress') {
        setPhase((p) => (p.kind === 'reading' ? { ...p, fraction: answer.fraction } : p));
        return;
      }
      clearTimeout(timer);
      w.terminate();
      if (answer.type === 'done') {
        setPhase({ kind: 'idle' });
        onDone({ rows: answer.rows, matches: answer.matches });
      } else {
        setPhase({ kind: 'error', message: answer.code === 'no_header' ? s.noHeader : s.malformed });
      }
    };
    w.onerror = () => {
      clearTimeout(timer);
      w.terminate();
      setPhase({ kind: 'error', message: s.workerFailed });
    };
    w.postMessage({ file, index });
  };
  return { phase, start, fail: (message: string) => setPhase({ kind: 'error', message }) };
}

export default function NetworkPage() {
  const index = useNetworkIndex();
  const [kept, setKept] = useState<Kept | null>(null);
  const [forgotten, setForgotten] = useState(false);
  const matcher = useMatcher((result) => {
    setKept(result);
    setForgotten(false);
    void keep(result);
  });
  useEffect(() => {
    void loadKept().then((k) => setKept((current) => current ?? k));
  }, []);

  // A file chosen before the index arrived (a slow network) waits for it: it is read as soon as the index is in.
  const waiting = useRef<File | null>(null);
  const { start } = matcher;
  useEffect(() => {
    const file = waiting.current;
    if (file && index.data) {
      waiting.current = null;
      start(file, index.data);
    }
  }, [index.data, start]);

  const choose = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return matcher.fail(s.notCsv);
    if (index.data) matcher.start(file, index.data);
    else waiting.current = file;
  };

  const reading = matcher.phase.kind === 'reading';
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={s.description}>
          {s.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Alert type="info" header={s.privacyHeader}>
          {s.privacy}
        </Alert>
        <Container>
          <SpaceBetween size="m">
            <Box variant="p">{s.howTo}</Box>
            {index.isError ? (
              <Alert type="error" action={<Button onClick={() => void index.refetch()}>{s.retry}</Button>}>
                {s.indexError}
              </Alert>
            ) : (
              <FileDropzone onChange={({ detail }) => choose(detail.value)}>
                <SpaceBetween size="xs" alignItems="center">
                  <Box color="inherit">{s.dropzone}</Box>
                  <FileInput
                    value={[]}
                    accept=".csv,text/csv"
                    onChange={({ detail }) => choose(detail.value)}
                    ariaLabel={s.choose}
                  >
                    {s.choose}
                  </FileInput>
                  {index.isPending && <Box color="text-status-inactive">{s.indexLoading}</Box>}
                </SpaceBetween>
              </FileDropzone>
            )}
            {reading && matcher.phase.kind === 'reading' && matcher.phase.showProgress && (
              <ProgressBar
                label={s.readingLabel}
                value={Math.round(matcher.phase.fraction * 100)}
                description={s.reading(Math.round(matcher.phase.fraction * 100))}
              />
            )}
            {matcher.phase.kind === 'error' && <Alert type="error">{matcher.phase.message}</Alert>}
            {forgotten && <Alert type="success">{s.forgotten}</Alert>}
          </SpaceBetween>
        </Container>
        {kept && (
          <Matches
            kept={kept}
            onForget={() => {
              void forgetKept().then(() => {
                setKept(null);
                setForgotten(true);
              });
            }}
          />
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}

function Matches({ kept, onForget }: { kept: Kept; onForget: () => void }) {
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState<NetworkMatch | null>(null);
  const [profile, setProfile] = useState<Investor | null>(null);
  const investors = useMemo(() => new Set(kept.matches.map((m) => m.investor_id)).size, [kept]);
  const people = useMemo(
    () => new Set(kept.matches.map((m) => m.connection.url || connectionName(m.connection))).size,
    [kept],
  );
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f
      ? kept.matches.filter((m) =>
          `${connectionName(m.connection)} ${m.connection.company} ${m.investor_name}`
            .toLowerCase()
            .includes(f),
        )
      : kept.matches;
  }, [kept, filter]);
  const pageItems = shown.slice(0, page * PAGE);

  const openProfile = async (id: string) => {
    const answer = await callApi('GET /v1/investors/{id}', { params: { id } });
    setProfile(answer);
  };

  const isMobile = useIsMobile();
  const actions = (m: NetworkMatch) => (
    <SpaceBetween direction="horizontal" size="xs">
      <Button
        variant="inline-link"
        ariaLabel={s.openProfileOf(m.investor_name)}
        onClick={() => void openProfile(m.investor_id)}
      >
        {s.openProfile}
      </Button>
      <Button variant="inline-link" ariaLabel={s.saveOf(m.investor_name)} onClick={() => setSaving(m)}>
        {s.save}
      </Button>
    </SpaceBetween>
  );
  const personColumn: TableProps.ColumnDefinition<NetworkMatch> = {
    id: 'person',
    header: s.columns.person,
    cell: (m) => (
      <SpaceBetween size="xxxs">
        <span>{connectionName(m.connection)}</span>
        <Box variant="small" color="text-body-secondary">
          {m.connection.position}
          {m.investor_role && (
            <>
              {' '}
              <Badge color="green">{s.investorRole}</Badge>
            </>
          )}
        </Box>
      </SpaceBetween>
    ),
  };
  const desktopColumns: TableProps.ColumnDefinition<NetworkMatch>[] = [
    { id: 'investor', header: s.columns.investor, cell: (m) => m.investor_name },
    { id: 'kind', header: s.columns.kind, cell: (m) => s.kind[m.kind] },
    { id: 'why', header: s.columns.why, cell: (m) => s.why(m.rule, m.value, m.target) },
    { id: 'actions', header: s.columns.actions, cell: actions },
  ];
  // Phones (below 768 px): the investor, how, why and the actions stacked in one column, nothing scrolled off-screen.
  const phoneMatchColumn: TableProps.ColumnDefinition<NetworkMatch> = {
    id: 'investor',
    header: s.columns.investor,
    cell: (m) => (
      <SpaceBetween size="xxxs">
        <span>{m.investor_name}</span>
        <Box variant="small" color="text-body-secondary">
          {s.kind[m.kind]}: {s.why(m.rule, m.value, m.target)}
        </Box>
        {actions(m)}
      </SpaceBetween>
    ),
  };

  return (
    <>
      <Table
        variant="container"
        items={pageItems}
        trackBy={(m) =>
          `${m.investor_id}|${m.connection.url}|${connectionName(m.connection)}|${m.connection.company}`
        }
        header={
          <Header
            counter={`(${kept.matches.length})`}
            description={
              kept.rows
                ? s.summary(kept.rows, people, investors)
                : s.keptSummary(kept.matches.length, investors)
            }
            actions={<Button onClick={onForget}>{s.forget}</Button>}
          >
            {s.tableHeader}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={filter}
            filteringPlaceholder={s.filter}
            filteringAriaLabel={s.filter}
            countText={s.filterCount(shown.length)}
            onChange={({ detail }) => {
              setFilter(detail.filteringText);
              setPage(1);
            }}
          />
        }
        empty={<Box textAlign="center">{s.noMatches}</Box>}
        wrapLines
        columnDefinitions={isMobile ? [personColumn, phoneMatchColumn] : [personColumn, ...desktopColumns]}
        footer={
          shown.length > pageItems.length && (
            <Box textAlign="center">
              <Button onClick={() => setPage((p) => p + 1)}>{s.showMore}</Button>
            </Box>
          )
        }
      />
      {saving && <SaveModal match={saving} onDismiss={() => setSaving(null)} />}
      {profile && (
        <Suspense fallback={null}>
          <ProfileModal investor={profile} onDismiss={() => setProfile(null)} canReveal={false} />
        </Suspense>
      )}
    </>
  );
}

function SaveModal({ match, onDismiss }: { match: NetworkMatch; onDismiss: () => void }) {
  const lists = useLists();
  const save = useSaveWithNote();
  const { toast } = useToast();
  const [note, setNote] = useState(s.intro(connectionName(match.connection)));
  const [listId, setListId] = useState<string | null>(null);
  const options = (lists.data?.lists ?? []).map((l) => ({ value: l.id, label: l.name }));
  const selected = options.find((o) => o.value === listId) ?? options[0] ?? null;
  const submit = async () => {
    if (!selected) return;
    try {
      await save.mutateAsync({ id: match.investor_id, list: selected.value, note: note.trim() });
      toast({ type: 'success', title: s.saved(match.investor_name, selected.label) });
      onDismiss();
    } catch {
      // shown below
    }
  };
  return (
    <Modal
      visible
      onDismiss={onDismiss}
      header={s.saveTitle(match.investor_name)}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>
              {s.cancel}
            </Button>
            <Button
              variant="primary"
              loading={save.isPending}
              disabled={!selected || !note.trim()}
              onClick={() => void submit()}
            >
              {s.confirmSave}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label={s.list}>
          <Select
            selectedOption={selected}
            options={options}
            statusType={lists.isPending ? 'loading' : 'finished'}
            onChange={({ detail }) => setListId(detail.selectedOption.value ?? null)}
          />
        </FormField>
        <FormField label={s.note} description={s.noteHint}>
          <Textarea value={note} onChange={({ detail }) => setNote(detail.value)} rows={2} />
        </FormField>
        {save.isError && <Alert type="error">{s.saveError}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
