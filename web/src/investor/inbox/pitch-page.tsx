/**
 * One pitch, `/investors/portal/inbox/:id` (issue 20 item 2; a page of its own so that the pitch mail's link and
 * Back work; the inbox's filters ride along in the query string): who pitched, the subject, the sent date, the
 * status; the message; the deck (a generated deck sent as a deck room opens in the deck viewer, `/d/{slug}`, in a
 * new tab, issue 39 item 4; it downloads as `.pptx` built in the browser from the deck route's slides with the
 * founder's AI deck builder, common/deck/pptx.ts, where the founder allowed it or for older pitches without a room;
 * an https link opens in a new tab with rel=noopener); the founder's round facts and the match reasons.
 * Actions: Interested (confirm: the member's address is shown to the founder; afterwards the founder's address is
 * shown), Pass (a reason of the fixed list, labelled 'Reason', and an optional note), Block this founder (a dialog
 * saying what it does), Report as spam. An answered pitch shows its answer and no answer buttons; the server's 409
 * ('already answered', e.g. by a teammate) is shown in words and the pitch reloads.
 */
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { plainDate } from '../../../../shared/listing.js';
import {
  PITCH_LIMITS,
  PITCH_PASS_REASON_LABELS,
  PITCH_PASS_REASONS,
  type InboxPitch,
  type PitchPassReason,
} from '../../../../shared/pitch-schemas.js';
import { ApiError, saveFile } from '../../common/api.js';
import { QueryState } from '../../common/query-state.js';
import { useToast } from '../../common/components/toasts.js';
import { fileStem } from '../../common/deck/formats.js';
import { deckPptx } from '../../common/deck/pptx.js';
import { useDocumentTitle } from '../../common/title.js';
import { fromLine, roundFacts } from './inbox.js';
import { fetchPitchDeck, usePitch, usePitchAnswer, type PitchAction } from './inbox-api.js';
import { MatchReasons, PitchStatusLine } from './inbox-page.js';
import { INBOX_PATH } from '../../common/paths.js';
import { investorStrings } from '../strings.js';

const t = investorStrings.pitch;
const p = investorStrings.portal;
const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export function PitchPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  useDocumentTitle(p.titles.pitch);
  const pitch = usePitch(id);
  const notFound = pitch.error instanceof ApiError && pitch.error.status === 404;
  return (
    <SpaceBetween size="l">
      <Box>
        <Link to={`${INBOX_PATH}${search.size > 0 ? `?${search.toString()}` : ''}`}>← {t.back}</Link>
      </Box>
      {notFound ? (
        <Alert type="error" header={t.loadFailed}>
          {t.notFound}
        </Alert>
      ) : (
        <QueryState layout="page" query={pitch} errorTitle={t.loadFailed} loadingText={p.loading}>
          {(data) => <Pitch pitch={data} />}
        </QueryState>
      )}
    </SpaceBetween>
  );
}

function Pitch({ pitch }: { pitch: InboxPitch }) {
  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={
          <SpaceBetween size="xxs">
            <span>
              <strong>{fromLine(pitch)}</strong> · {t.sentOn(plainDate(pitch.sent_at))}
            </span>
            <PitchStatusLine pitch={pitch} />
          </SpaceBetween>
        }
      >
        {pitch.subject}
      </Header>
      <Answer pitch={pitch} />
      <Container header={<Header variant="h2">{t.message}</Header>}>
        <div className="pitch-message">{pitch.message}</div>
      </Container>
      <Container header={<Header variant="h2">{t.deckHeading}</Header>}>
        <Deck pitch={pitch} />
      </Container>
      <Container header={<Header variant="h2">{t.roundHeading}</Header>}>
        <SpaceBetween size="m">
          <KeyValuePairs columns={3} items={roundFacts(pitch.round)} />
          {pitch.round.description && (
            <KeyValuePairs items={[{ label: t.description, value: pitch.round.description }]} />
          )}
        </SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">{t.matchHeading(pitch.match.score)}</Header>}>
        {pitch.match.reasons.for.length + pitch.match.reasons.against.length === 0 ? (
          <Box>{t.noReasons}</Box>
        ) : (
          <MatchReasons pitch={pitch} />
        )}
      </Container>
    </SpaceBetween>
  );
}

function Deck({ pitch }: { pitch: InboxPitch }) {
  const { toast } = useToast();
  const [preparing, setPreparing] = useState(false);
  if (!pitch.deck) return <Box>{t.noDeck}</Box>;
  if (pitch.deck.kind === 'link') {
    return (
      <a href={pitch.deck.url} target="_blank" rel="noopener noreferrer">
        {t.openLink}: {pitch.deck.url} {t.newTab}
      </a>
    );
  }
  const { title, room } = pitch.deck;
  const download = async () => {
    setPreparing(true);
    try {
      const { deck } = await fetchPitchDeck(pitch.id);
      const blob = (await deckPptx(deck, undefined, 'blob')) as Blob;
      saveFile(
        new Blob([blob], { type: PPTX_TYPE }),
        `${fileStem(deck.companyName || title)}-pitch-deck.pptx`,
      );
    } catch (error) {
      toast({
        type: 'error',
        title: t.deckFailed,
        message: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setPreparing(false);
    }
  };
  // Sent as a deck room (issue 39 item 4): read in the viewer; the download only where the founder allowed it (the
  // deck route refuses it otherwise). Older pitches have no room and download as before.
  const downloadable = room === null || room.allow_download;
  return (
    <SpaceBetween size="s">
      <Box>{title}</Box>
      {room && (
        <SpaceBetween size="xxs">
          <Box>
            <Button
              variant="primary"
              href={room.path}
              target="_blank"
              rel="noopener noreferrer"
              iconName="external"
              iconAlign="right"
              ariaLabel={`${t.openRoom} ${t.newTab}`}
            >
              {t.openRoom}
            </Button>
          </Box>
          <Box variant="small" color="text-body-secondary">
            {t.roomNote}
            {!room.allow_download && ` ${t.roomReadOnly}`}
          </Box>
        </SpaceBetween>
      )}
      {downloadable && (
        <Box>
          <Button iconName="download" loading={preparing} onClick={() => void download()}>
            {preparing ? t.preparing : t.downloadDeck}
          </Button>
        </Box>
      )}
    </SpaceBetween>
  );
}

type Dialog = 'interested' | 'pass' | 'block' | 'report' | null;

function Answer({ pitch }: { pitch: InboxPitch }) {
  const action = usePitchAnswer(pitch.id);
  const { toast } = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState<PitchPassReason | null>(null);
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  const run = (next: PitchAction, done: string) => {
    setError(null);
    action.mutate(next, {
      onSuccess: () => {
        setDialog(null);
        toast({ type: 'success', title: done, topic: 'pitch-answer' });
      },
      onError: (e) => {
        setDialog(null);
        setError(e.message);
      },
    });
  };
  const pass = () => {
    if (!reason) {
      setReasonError(t.reasonRequired);
      return;
    }
    run({ kind: 'pass', body: { reason, ...(note.trim() && { note: note.trim() }) } }, t.done.passed);
  };
  const open = pitch.status === 'open';

  return (
    <Container header={<Header variant="h2">{t.answerHeading}</Header>}>
      <SpaceBetween size="m">
        {error && (
          <Alert type="error" header={t.failed} dismissible onDismiss={() => setError(null)}>
            {error}
          </Alert>
        )}
        <Answered pitch={pitch} />
        {/* Each button its own child of SpaceBetween, which spaces its direct children only (issue 38: in one
            fragment Interested and Pass touched) */}
        <SpaceBetween direction="horizontal" size="xs">
          {open && (
            <Button variant="primary" onClick={() => setDialog('interested')}>
              {t.interested}
            </Button>
          )}
          {open && <Button onClick={() => setDialog('pass')}>{t.pass}</Button>}
          {!pitch.blocked && <Button onClick={() => setDialog('block')}>{t.block}</Button>}
          {!pitch.reported && <Button onClick={() => setDialog('report')}>{t.report}</Button>}
        </SpaceBetween>
      </SpaceBetween>
      <Confirm
        visible={dialog === 'interested'}
        title={t.interestedTitle}
        confirm={t.interestedConfirm}
        loading={action.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => run({ kind: 'interested' }, t.done.interested)}
      >
        <ul>
          {t.interestedBody.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Confirm>
      <Confirm
        visible={dialog === 'pass'}
        title={t.passTitle}
        confirm={t.passConfirm}
        loading={action.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={pass}
      >
        <SpaceBetween size="m">
          <Box variant="p">{t.passBody}</Box>
          <FormField label={t.reason} errorText={reasonError}>
            <Select
              selectedOption={reason ? { value: reason, label: PITCH_PASS_REASON_LABELS[reason] } : null}
              placeholder={t.choose}
              options={PITCH_PASS_REASONS.map((r) => ({ value: r, label: PITCH_PASS_REASON_LABELS[r] }))}
              onChange={({ detail }) => {
                setReason(detail.selectedOption.value as PitchPassReason);
                setReasonError(undefined);
              }}
              invalid={Boolean(reasonError)}
            />
          </FormField>
          <FormField label={t.note} constraintText={t.noteHint(note.length, PITCH_LIMITS.passNote)}>
            <Textarea
              value={note}
              rows={3}
              onChange={({ detail }) => setNote(detail.value.slice(0, PITCH_LIMITS.passNote))}
            />
          </FormField>
        </SpaceBetween>
      </Confirm>
      <Confirm
        visible={dialog === 'block'}
        title={t.blockTitle}
        confirm={t.blockConfirm}
        loading={action.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => run({ kind: 'block' }, t.done.blocked)}
      >
        <ul>
          {t.blockBody.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Confirm>
      <Confirm
        visible={dialog === 'report'}
        title={t.reportTitle}
        confirm={t.reportConfirm}
        loading={action.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => run({ kind: 'report' }, t.done.reported)}
      >
        <Box variant="p">{t.reportBody}</Box>
      </Confirm>
    </Container>
  );
}

/** What was answered: Interested with the founder's address, or Passed with the reason and note; the flags. */
function Answered({ pitch }: { pitch: InboxPitch }) {
  const at = pitch.answered_at ? plainDate(pitch.answered_at) : '';
  return (
    <SpaceBetween size="s">
      {pitch.status === 'interested' && (
        <SpaceBetween size="xs">
          <Box>{t.answeredInterested(at)}</Box>
          {pitch.founder_email && (
            <KeyValuePairs
              items={[
                {
                  label: t.founderEmail,
                  value: (
                    <span data-testid="pitch-founder-email">
                      <CopyToClipboard
                        variant="inline"
                        textToCopy={pitch.founder_email}
                        copyButtonAriaLabel={`Copy ${pitch.founder_email}`}
                        copySuccessText="Copied"
                        copyErrorText="Could not copy"
                      />
                    </span>
                  ),
                },
              ]}
            />
          )}
        </SpaceBetween>
      )}
      {pitch.status === 'passed' && (
        <SpaceBetween size="xxs">
          <Box data-testid="pitch-pass-answer">
            {t.answeredPassed(at, pitch.pass_reason ? PITCH_PASS_REASON_LABELS[pitch.pass_reason] : null)}
          </Box>
          {pitch.pass_note && <Box color="text-body-secondary">“{pitch.pass_note}”</Box>}
        </SpaceBetween>
      )}
      {pitch.blocked && <Box color="text-status-warning">{t.blockedNote}</Box>}
      {pitch.reported && <Box color="text-status-warning">{t.reportedNote}</Box>}
    </SpaceBetween>
  );
}

function Confirm({
  visible,
  title,
  confirm,
  loading,
  onCancel,
  onConfirm,
  children,
}: {
  visible: boolean;
  title: string;
  confirm: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header={title}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              {t.cancel}
            </Button>
            <Button variant="primary" loading={loading} onClick={onConfirm}>
              {confirm}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
