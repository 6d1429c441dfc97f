/**
 * The layout both AI tools share: the form (a text field per input, the required ones marked and named when
 * empty after a try, one submit button that says what it spends, 'Generate Pitch Deck · 2 actions' (issue 38), and
 * reads 'Generating ...', disabled, while a job runs), then the running job's
 * progress or failure, the result (the element scrolled into view when it arrives) and past generations.
 */
import type { ReactNode, RefObject } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { AiJob, AiJobKind } from '../../../../shared/ai-schemas.js';
import { JobFailure, JobProgress, PastGenerations } from './job-parts.js';
import { aiStrings as s } from './strings.js';
import { ACTION_COSTS } from '../../../../shared/vocabulary.js';
import { dashboardStrings } from '../strings.js';
import './ai.css';

/**
 * Two fields side by side from the `s` breakpoint (one above the other on phones); `first` is the first field's
 * share of the 12 grid columns (6: halves, 4: a third).
 */
export function FieldPair({ first, children }: { first: 4 | 6; children: [ReactNode, ReactNode] }) {
  return (
    <Grid
      gridDefinition={[{ colspan: { default: 12, s: first } }, { colspan: { default: 12, s: 12 - first } }]}
    >
      {children}
    </Grid>
  );
}

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Characters kept at most (the server's bound, shared/ai-schemas.ts INPUT_LIMITS). */
  max: number;
  long?: boolean;
  required?: boolean;
  /** Required and empty after a try: the field says 'Required' as an error. */
  invalid?: boolean;
  hint?: string;
  disabled?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  max,
  long,
  required,
  invalid,
  hint,
  disabled,
}: TextFieldProps) {
  const props = {
    value,
    onChange: ({ detail }: { detail: { value: string } }) => onChange(detail.value.slice(0, max)),
    disabled,
  };
  return (
    <FormField
      label={label}
      constraintText={invalid ? undefined : required ? s.deck.required : hint}
      errorText={invalid ? s.deck.required : undefined}
      stretch
    >
      {long ? <Textarea {...props} rows={3} /> : <Input {...props} />}
    </FormField>
  );
}

export function ToolLayout({
  kind,
  title,
  submitLabel,
  runningLabel,
  progressLabel,
  running,
  onSubmit,
  fields,
  job,
  result,
  resultRef,
  currentId,
  onOpen,
}: {
  kind: AiJobKind;
  title: string;
  submitLabel: string;
  runningLabel: string;
  progressLabel: string;
  running: boolean;
  onSubmit: () => void;
  /**
   * The form's fields, one element each (keyed): SpaceBetween spaces its direct children only, so a fragment here
   * would be one child and its fields would touch (a 'Required' hint against the next label).
   */
  fields: readonly ReactNode[];
  job: AiJob | undefined;
  /** The finished job's result, when it succeeded. */
  result: ReactNode;
  resultRef: RefObject<HTMLDivElement | null>;
  currentId: string | null;
  onOpen: (job: AiJob) => void;
}) {
  return (
    <SpaceBetween size="l">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Form
          actions={
            <Button variant="primary" formAction="submit" loading={running} disabled={running}>
              {running
                ? runningLabel
                : dashboardStrings.cost.label(
                    submitLabel,
                    kind === 'pitch_deck' ? ACTION_COSTS.pitchDeck : ACTION_COSTS.email,
                  )}
            </Button>
          }
        >
          <Container
            header={
              <Header variant="h2" description={s.costNote}>
                {title}
              </Header>
            }
          >
            <SpaceBetween size="m">{fields}</SpaceBetween>
          </Container>
        </Form>
      </form>

      {job && (job.status === 'pending' || job.status === 'running') ? (
        <JobProgress job={job} label={progressLabel} title={runningLabel} />
      ) : null}
      {job?.status === 'failed' ? <JobFailure job={job} /> : null}
      <div ref={resultRef} tabIndex={-1} className="fs-ai-result">
        {job?.status === 'succeeded' ? result : null}
      </div>

      <PastGenerations kind={kind} currentId={currentId} onOpen={onOpen} />
    </SpaceBetween>
  );
}
