/**
 * The pitch deck tool (AI Tools tab 'Pitch Deck' and /dashboard/pitch-deck): the spec's form (companyName,
 * industry, problem, solution, targetMarket, businessModel, fundingAmount, useOfFunds; plus optional traction and
 * team), the job's progress (slides done of 13), the deck as slides with its downloads, and past generations.
 */
import { useRef, useState } from 'react';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { INPUT_LIMITS, type PitchDeckInput } from '../../../../shared/ai-schemas.js';
import { DeckDownloads, DeckSlides } from './deck-view.js';
import { useGeneration } from './generation.js';
import { SourceBadge } from './job-parts.js';
import { FieldPair, TextField, ToolLayout } from './tool-layout.js';
import { aiStrings as s } from './strings.js';

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
    const long = LONG.includes(key);
    return (
      <TextField
        key={key}
        label={s.deck[key]}
        value={fields[key]}
        onChange={(value) => setFields((f) => ({ ...f, [key]: value }))}
        max={long ? INPUT_LIMITS.long : key === 'fundingAmount' ? INPUT_LIMITS.amount : INPUT_LIMITS.short}
        long={long}
        required={required}
        invalid={checked && required && fields[key].trim() === ''}
        hint={hint}
        disabled={flow.running}
      />
    );
  };

  return (
    <ToolLayout
      kind="pitch_deck"
      title={s.deck.formTitle}
      submitLabel={s.deck.generate}
      runningLabel={s.deck.generating}
      progressLabel={s.deck.progressLabel}
      running={flow.running}
      onSubmit={() => {
        setChecked(true);
        void flow.generate(fields, missing);
      }}
      fields={[
        <FieldPair key="name" first={6}>
          {field('companyName')}
          {field('industry')}
        </FieldPair>,
        field('problem'),
        field('solution'),
        field('targetMarket'),
        field('businessModel'),
        <FieldPair key="funding" first={4}>
          {field('fundingAmount')}
          {field('useOfFunds')}
        </FieldPair>,
        field('traction', s.deck.tractionHint),
        field('team'),
      ]}
      job={job}
      result={
        job?.deck ? (
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
        ) : null
      }
      resultRef={resultRef}
      currentId={flow.jobId}
      onOpen={flow.open}
    />
  );
}
