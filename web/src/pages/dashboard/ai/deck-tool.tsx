/**
 * The pitch deck tool (AI Tools tab 'Pitch Deck' and /dashboard/pitch-deck): the spec's form (companyName,
 * industry, problem, solution, targetMarket, businessModel, fundingAmount, useOfFunds; plus optional traction and
 * team), the job's progress (slides done of 13), the deck as slides with its downloads, and past generations.
 */
import { useRef, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { INPUT_LIMITS, type PitchDeckInput } from '../../../../../shared/ai-schemas.js';
import { DeckDownloads, DeckSlides } from './deck-view.js';
import { useGeneration } from './generation.js';
import { JobFailure, JobProgress, PastGenerations, SourceBadge } from './job-parts.js';
import { aiStrings as s } from './strings.js';
import './ai.css';

type Fields = PitchDeckInput;
const EMPTY: Fields = {
  companyName: '',
  industry: '',
  problem: '',
  solution: '',
  targetMarket: '',
  businessModel: '',
  fundingAmount: '',
  useOfFunds: '',
  traction: '',
  team: '',
};
const REQUIRED: (keyof Fields)[] = ['companyName', 'problem', 'solution'];
const LONG: (keyof Fields)[] = [
  'problem',
  'solution',
  'targetMarket',
  'businessModel',
  'useOfFunds',
  'traction',
  'team',
];

export function PitchDeckTool() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [checked, setChecked] = useState(false);
  const resultRef = useRef<HTMLDivElement | null>(null);
  const flow = useGeneration('pitch_deck', s.deck, resultRef);
  const job = flow.job;
  const missing = REQUIRED.some((k) => fields[k].trim() === '');

  const field = (key: keyof Fields, hint?: string) => {
    const required = REQUIRED.includes(key);
    const invalid = checked && required && fields[key].trim() === '';
    const long = LONG.includes(key);
    const limit = long
      ? INPUT_LIMITS.long
      : key === 'fundingAmount'
        ? INPUT_LIMITS.amount
        : INPUT_LIMITS.short;
    const props = {
      value: fields[key],
      onChange: ({ detail }: { detail: { value: string } }) =>
        setFields((f) => ({ ...f, [key]: detail.value.slice(0, limit) })),
      disabled: flow.running,
    };
    return (
      <FormField
        label={s.deck[key]}
        constraintText={invalid ? undefined : required ? s.deck.required : hint}
        errorText={invalid ? s.deck.required : undefined}
        stretch
      >
        {long ? <Textarea {...props} rows={3} /> : <Input {...props} />}
      </FormField>
    );
  };

  return (
    <SpaceBetween size="l">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setChecked(true);
          void flow.generate(fields, missing);
        }}
      >
        <Form
          actions={
            <Button variant="primary" formAction="submit" loading={flow.running} disabled={flow.running}>
              {flow.running ? s.deck.generating : s.deck.generate}
            </Button>
          }
        >
          <Container
            header={
              <Header variant="h2" description={s.costNote}>
                {s.deck.formTitle}
              </Header>
            }
          >
            <SpaceBetween size="m">
              <Grid gridDefinition={[{ colspan: { default: 12, s: 6 } }, { colspan: { default: 12, s: 6 } }]}>
                {field('companyName')}
                {field('industry')}
              </Grid>
              {field('problem')}
              {field('solution')}
              {field('targetMarket')}
              {field('businessModel')}
              <Grid gridDefinition={[{ colspan: { default: 12, s: 4 } }, { colspan: { default: 12, s: 8 } }]}>
                {field('fundingAmount')}
                {field('useOfFunds')}
              </Grid>
              {field('traction', s.deck.tractionHint)}
              {field('team')}
            </SpaceBetween>
          </Container>
        </Form>
      </form>

      {job && (job.status === 'pending' || job.status === 'running') ? (
        <JobProgress job={job} label={s.deck.progressLabel} title={s.deck.generating} />
      ) : null}
      {job?.status === 'failed' ? <JobFailure job={job} /> : null}
      <div ref={resultRef} tabIndex={-1} className="fs-ai-result">
        {job?.status === 'succeeded' && job.deck ? (
          <Container
            header={
              <Header
                variant="h2"
                description={<SourceBadge source={job.source} />}
                actions={<DeckDownloads deck={job.deck} source={job.source} />}
              >
                {s.deck.resultTitle(job.deck.companyName)}
              </Header>
            }
          >
            <DeckSlides deck={job.deck} />
          </Container>
        ) : null}
      </div>

      <PastGenerations kind="pitch_deck" currentId={flow.jobId} onOpen={flow.open} />
    </SpaceBetween>
  );
}
