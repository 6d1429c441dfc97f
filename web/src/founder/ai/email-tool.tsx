/**
 * The investor email tool (AI Tools tab 'Investor Email' and /dashboard/email-generator): the spec's form
 * (investorName, companyName, pitchSummary, fundingAmount, useOfFunds, contactInfo) with the investor picker, the
 * job's progress, the email (To line when the picked investor's contact was revealed, subject, body) with Copy,
 * the .txt download and `mailto:` (only with a revealed contact), and past generations.
 */
import { useRef, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  INPUT_LIMITS,
  type AiJob,
  type EmailInput,
  type InvestorEmail,
} from '../../../../shared/ai-schemas.js';
import { saveFile } from '../../common/api.js';
import { emailText, fileStem, mailtoLink } from '../../common/deck/formats.js';
import { useGeneration } from './generation.js';
import { InvestorPicker, type PickedInvestor } from './investor-picker.js';
import { CopyButton, SourceBadge } from './job-parts.js';
import { FieldPair, TextField, ToolLayout } from './tool-layout.js';
import { aiStrings as s } from './strings.js';

type Fields = Omit<EmailInput, 'investorId'>;
const EMPTY: Fields = {
  investorName: '',
  companyName: '',
  pitchSummary: '',
  fundingAmount: '',
  useOfFunds: '',
  contactInfo: '',
};
const REQUIRED: (keyof Fields)[] = ['companyName', 'pitchSummary', 'fundingAmount'];
const LIMITS: Record<keyof Fields, number> = {
  investorName: INPUT_LIMITS.short,
  companyName: INPUT_LIMITS.short,
  pitchSummary: INPUT_LIMITS.summary,
  fundingAmount: INPUT_LIMITS.amount,
  useOfFunds: INPUT_LIMITS.long,
  contactInfo: INPUT_LIMITS.contactInfo,
};

function EmailResult({ job, email }: { job: AiJob; email: InvestorEmail }) {
  const mailto = mailtoLink(email);
  const text = emailText(email);
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={<SourceBadge source={job.source} />}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <CopyButton text={text} />
              <Button
                iconName="download"
                onClick={() =>
                  saveFile(
                    new Blob([text], { type: 'text/plain' }),
                    `${fileStem(job.title)}-investor-email.txt`,
                  )
                }
              >
                {s.deck.downloadTxt}
              </Button>
              {mailto ? (
                <Button iconName="envelope" href={mailto}>
                  {s.email.openMail}
                </Button>
              ) : null}
            </SpaceBetween>
          }
        >
          {s.email.resultTitle}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={2} variant="text-grid">
          <div>
            <Box variant="awsui-key-label">{s.email.to}</Box>
            {email.to ? <Box>{email.to}</Box> : <Box color="text-status-inactive">{s.email.noContact}</Box>}
          </div>
          <div>
            <Box variant="awsui-key-label">{s.email.subject}</Box>
            <Box data-testid="email-subject">{email.subject}</Box>
          </div>
        </ColumnLayout>
        <div>
          <Box variant="awsui-key-label">{s.email.body}</Box>
          <pre className="fs-ai-email" data-testid="email-body">
            {email.body}
          </pre>
        </div>
      </SpaceBetween>
    </Container>
  );
}

export function EmailTool() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [investor, setInvestor] = useState<PickedInvestor | null>(null);
  const [checked, setChecked] = useState(false);
  const resultRef = useRef<HTMLDivElement | null>(null);
  const flow = useGeneration('email', s.email, resultRef);
  const job = flow.job;
  const missing = REQUIRED.some((k) => fields[k].trim() === '');

  const field = (key: keyof Fields, options: { long?: boolean; hint?: string } = {}) => {
    const required = REQUIRED.includes(key);
    return (
      <TextField
        key={key}
        label={s.email[key]}
        value={fields[key]}
        onChange={(value) => setFields((f) => ({ ...f, [key]: value }))}
        max={LIMITS[key]}
        long={options.long}
        required={required}
        invalid={checked && required && fields[key].trim() === ''}
        hint={options.hint}
        disabled={flow.running}
      />
    );
  };

  function pick(picked: PickedInvestor | null) {
    setInvestor(picked);
    if (picked && !fields.investorName.trim()) setFields((f) => ({ ...f, investorName: picked.name }));
  }

  return (
    <ToolLayout
      kind="email"
      title={s.email.formTitle}
      submitLabel={s.email.generate}
      runningLabel={s.email.generating}
      progressLabel={s.email.progressLabel}
      running={flow.running}
      onSubmit={() => {
        setChecked(true);
        void flow.generate({ ...fields, ...(investor ? { investorId: investor.id } : {}) }, missing);
      }}
      fields={[
        <InvestorPicker key="investor" value={investor} onChange={pick} disabled={flow.running} />,
        <FieldPair key="names" first={6}>
          {field('investorName')}
          {field('companyName')}
        </FieldPair>,
        field('pitchSummary', { long: true }),
        <FieldPair key="funding" first={4}>
          {field('fundingAmount')}
          {field('useOfFunds')}
        </FieldPair>,
        field('contactInfo', { hint: s.email.contactInfoHint }),
      ]}
      job={job}
      result={job?.email ? <EmailResult job={job} email={job.email} /> : null}
      resultRef={resultRef}
      currentId={flow.jobId}
      onOpen={flow.open}
    />
  );
}
