/**
 * The 'Send pitch' form (issue 20 item 1), a Cloudscape modal opened from an investor's profile:
 * - Your name and Company (issue 37 item 5: required, prefilled from Account Settings, sent with the pitch);
 * - Subject; Message (at most 2,000 characters, a live counter);
 * - 'Insert my last AI email for this investor' (free: a finished Email Generator job for this investor) or 'Insert
 *   the AI email for this investor' (runs the Email Generator, 2 actions: said beside the button before it runs;
 *   the job is polled like the Email Generator's and its subject and body replace the form's);
 * - Deck: none, one of the founder's finished generated decks (a Select; sent as a deck room for the team, read in
 *   the viewer, with 'Let them download it' off by default: issue 39 item 4), or an https link;
 * - the line that the startup profile (stage, sectors, HQ, amount) goes with it, with 'Edit startup profile';
 * - 'Send pitch (1 action)': `POST /v1/pitches` with the click intent's Idempotency-Key (web/src/common/intent.ts; a
 *   second submit while it runs is ignored, issue 38). Every refusal
 *   is shown in words beside its field or in the form's alert (pitch-format.ts `sendErrorView`): 402 with 'View
 *   Plans', 409 `pitch_open` / `pitch_not_open` / `startup_profile_required` (with a link to the startup profile),
 *   403, 429 with the time the day resets. After sending: a success toast, usage refreshed, and `onSent`.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { PITCH_LIMITS } from '../../../../shared/pitch-schemas.js';
import type { Investor } from '../../../../shared/schemas.js';
import { useToast } from '../../common/components/toasts.js';
import { useAiJobs, useStartAiJob, waitForAiJob } from '../ai/hooks.js';
import { useMe } from '../hooks.js';
import { useStartupProfile } from '../match/hooks.js';
import { RouteLink } from '../route-link.js';
import { useSendPitch } from './hooks.js';
import { useIntent } from '../../common/intent.js';
import {
  EMPTY_DRAFT,
  checkPitchForm,
  emailRequestFor,
  prefillWho,
  lastEmailFor,
  messageLength,
  pitchRequestOf,
  roundFacts,
  sendErrorView,
  type PitchDraft,
  type PitchField,
  type SendErrorView,
} from './pitch-format.js';
import { pitchStrings as s } from './strings.js';
import { DeckField } from './deck-field.js';

const f = s.form;
const STARTUP_LINK = '/dashboard/settings#startup-profile';

/** 'Insert the AI email': the free last email, or a new generation (2 actions) polled until it ends. */
function AiEmailInsert({
  investor,
  company,
  onInsert,
}: {
  investor: Investor;
  /** The form's company (issue 37 item 5: the AI email names the company the pitch names). */
  company: string;
  onInsert: (subject: string, body: string) => void;
}) {
  const emails = useAiJobs('email');
  const startup = useStartupProfile();
  const start = useStartAiJob('email');
  const intent = useIntent();
  const client = useQueryClient();
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const unmounted = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);
  const last = lastEmailFor(emails.data?.items ?? [], investor.id);
  const request = emailRequestFor(investor, startup.data?.startup ?? null, company);

  /** Starts the Email Generator (2 actions) and waits for its job as the Email Generator page polls it. */
  async function generate() {
    const signal = unmounted.current?.signal;
    if (!request || !signal) return;
    setFailed(null);
    setRunning(true);
    try {
      const answer = await intent.run((key) => start.mutateAsync({ body: request, key }));
      if (!answer) return;
      const accepted = answer.job;
      const job = await waitForAiJob(client, accepted.id, signal);
      if (!job) return; // the form closed meanwhile
      if (job.status === 'succeeded' && job.email) onInsert(job.email.subject, job.email.body);
      else setFailed(job.error ?? f.generateFailed);
    } catch (error) {
      if (!signal.aborted)
        setFailed(error instanceof Error && error.message ? error.message : f.generateFailed);
    } finally {
      if (!signal.aborted) setRunning(false);
    }
  }

  return (
    <SpaceBetween size="xxs">
      <SpaceBetween direction="horizontal" size="xs">
        {last?.email && (
          <Button
            formAction="none"
            iconName="insert-row"
            onClick={() => onInsert(last.email!.subject, last.email!.body)}
          >
            {f.insertLast}
          </Button>
        )}
        <Button
          formAction="none"
          iconName="gen-ai"
          disabled={!request || running}
          disabledReason={!request ? f.needCompany : undefined}
          loading={running}
          loadingText={f.generating}
          onClick={() => void generate()}
        >
          {f.insertAi}
        </Button>
      </SpaceBetween>
      <Box variant="small" color="text-body-secondary">
        {running ? f.generating : last?.email ? `${f.insertLastHint} ${f.insertAiCost}` : f.insertAiCost}
      </Box>
      {!request && startup.isSuccess && (
        <Box variant="small" color="text-body-secondary">
          {f.needCompany}
        </Box>
      )}
      {failed && (
        <Alert type="error" dismissible onDismiss={() => setFailed(null)}>
          {failed}
        </Alert>
      )}
    </SpaceBetween>
  );
}

export interface PitchModalProps {
  investor: Investor;
  onDismiss: () => void;
  /** Told once the pitch is sent (the profile then shows 'Pitched on'). */
  onSent: () => void;
}

/** The form's state: the draft (who pitches prefilled from the account), its errors and alert, and the send. */
function usePitchForm(investor: Investor, onSent: () => void) {
  const [typed, setDraft] = useState<PitchDraft>(EMPTY_DRAFT);
  // Who pitches (issue 37 item 5): the account's name and company until the founder types their own
  const [touched, setTouched] = useState<{ founderName?: true; company?: true }>({});
  const me = useMe();
  const fromAccount = prefillWho(EMPTY_DRAFT, me.data?.profile);
  const draft: PitchDraft = {
    ...typed,
    founderName: touched.founderName ? typed.founderName : fromAccount.founderName,
    company: touched.company ? typed.company : fromAccount.company,
  };
  const [errors, setErrors] = useState<Partial<Record<PitchField, string>>>({});
  const [alert, setAlert] = useState<SendErrorView | null>(null);
  const send = useSendPitch();
  const sending = useIntent();
  const { toast } = useToast();
  const used = messageLength(draft.message);

  const change = (patch: Partial<PitchDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if ('founderName' in patch || 'company' in patch)
      setTouched((t) => ({
        ...t,
        ...('founderName' in patch && { founderName: true as const }),
        ...('company' in patch && { company: true as const }),
      }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch))
        delete next[(key === 'jobId' || key === 'url' ? 'deck' : key) as PitchField];
      return next;
    });
  };

  async function submit() {
    setAlert(null);
    const found = checkPitchForm(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const sent = await sending.run((key) =>
        send.mutateAsync({ body: pitchRequestOf(investor.id, draft), key }),
      );
      if (!sent) return; // a second submit while the first one runs
      toast({ type: 'success', title: s.sent.title, message: s.sent.message(investor.name) });
      onSent();
    } catch (error) {
      const view = sendErrorView(error);
      if (view.field) setErrors({ [view.field]: view.message });
      else setAlert(view);
    }
  }

  const insert = (subject: string, body: string) =>
    change({ subject: subject.slice(0, PITCH_LIMITS.subject), message: body });

  return { draft, errors, alert, used, change, submit, insert, pending: sending.pending || send.isPending };
}

/** The line saying the startup profile goes with the pitch, with 'Edit startup profile' (or 'Add' without one). */
function ProfileLine() {
  const startup = useStartupProfile();
  const profile = startup.data?.startup ?? null;
  return (
    <Box variant="small" data-testid="pitch-profile-line">
      {profile ? (
        <>
          {f.profileLine(roundFacts(profile))} <RouteLink to={STARTUP_LINK}>{f.editProfile}</RouteLink>
        </>
      ) : startup.isSuccess ? (
        <>
          {f.noProfile} <RouteLink to={STARTUP_LINK}>{f.addProfile}</RouteLink>
        </>
      ) : (
        <StatusIndicator type="loading">{s.panel.loading}</StatusIndicator>
      )}
    </Box>
  );
}

export default function PitchModal({ investor, onDismiss, onSent }: PitchModalProps) {
  const { draft, errors, alert, used, change, submit, insert, pending } = usePitchForm(investor, onSent);

  return (
    <Modal
      visible
      size="large"
      onDismiss={onDismiss}
      closeAriaLabel={f.cancel}
      header={f.header(investor.name)}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Form
          errorText={
            alert ? (
              <span data-testid="pitch-error">
                <strong>{alert.title}.</strong> {alert.message}{' '}
                {alert.link === 'plans' && (
                  <RouteLink to="/dashboard/pricing">{s.errors.viewPlans}</RouteLink>
                )}
                {alert.link === 'startup' && <RouteLink to={STARTUP_LINK}>{f.addProfile}</RouteLink>}
              </span>
            ) : undefined
          }
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={onDismiss}>
                {f.cancel}
              </Button>
              <Button variant="primary" loading={pending} loadingText={f.sending}>
                {f.submit}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            <ColumnLayout columns={2}>
              <FormField label={f.founderName} errorText={errors.founderName} description={f.whoHint}>
                <Input
                  value={draft.founderName}
                  onChange={({ detail }) => change({ founderName: detail.value })}
                  autoComplete="name"
                  ariaRequired
                />
              </FormField>
              <FormField label={f.company} errorText={errors.company}>
                <Input
                  value={draft.company}
                  onChange={({ detail }) => change({ company: detail.value })}
                  autoComplete="organization"
                  ariaRequired
                />
              </FormField>
            </ColumnLayout>
            <FormField label={f.subject} errorText={errors.subject}>
              <Input
                value={draft.subject}
                onChange={({ detail }) => change({ subject: detail.value })}
                ariaRequired
              />
            </FormField>
            <FormField
              label={f.message}
              errorText={errors.message}
              constraintText={<span data-testid="pitch-counter">{f.counter(used)}</span>}
              stretch
            >
              <Textarea
                value={draft.message}
                rows={10}
                onChange={({ detail }) => change({ message: detail.value })}
                invalid={used > PITCH_LIMITS.message || errors.message !== undefined}
                ariaRequired
              />
            </FormField>
            <AiEmailInsert investor={investor} company={draft.company} onInsert={insert} />
            <DeckField draft={draft} errorText={errors.deck} change={change} />
            <ProfileLine />
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
