/**
 * The Deck rooms page's publish form (issue 39 "Deliver" 1): the deck (one of the founder's finished generated
 * decks, or a PDF: pdf-upload.ts), a title, 'Ask viewers for their email', 'Allow download' and an optional expiry
 * day (the link stops at the end of that UTC day). The server checks everything again (400 naming the field).
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FileUpload from '@cloudscape-design/components/file-upload';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ApiError } from '../../common/api.js';
import { useToast } from '../../common/components/toasts.js';
import { DECK_ROOM_LIMITS } from '../../../../shared/deck-room-limits.js';
import { uploadPdf, useGeneratedDecks, usePublishRoom } from './hooks.js';
import { deckRoomStrings as t } from './strings.js';

/** Why `file` cannot be a deck room's PDF (the server checks it again, and its pages), or null. */
export function pdfProblem(file: File): string | null {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return t.pdfNotPdf;
  if (file.size > DECK_ROOM_LIMITS.pdfBytes) return t.pdfTooLarge;
  return null;
}

/** The end of day `day` (YYYY-MM-DD) in UTC, as the API's expiry; null for no day. */
export function endOfDay(day: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T23:59:59.000Z` : null;
}

export function PublishForm() {
  const decks = useGeneratedDecks();
  const publish = usePublishRoom();
  const { toast } = useToast();
  const [kind, setKind] = useState<'generated' | 'pdf'>('generated');
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [requireEmail, setRequireEmail] = useState(false);
  const [allowDownload, setAllowDownload] = useState(false);
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const options = (decks.data ?? []).map((job) => ({ value: job.id, label: job.title }));
  const selected = options.find((o) => o.value === jobId) ?? null;

  const file = files[0];
  const submit = async () => {
    setErrors({});
    if (kind === 'generated' && !jobId) return setErrors({ deck: t.generatedPlaceholder });
    if (kind === 'pdf' && !file) return setErrors({ source: t.pdfRequired });
    if (kind === 'pdf' && file && pdfProblem(file)) return setErrors({ source: pdfProblem(file)! });
    try {
      let source: { kind: 'generated'; job_id: string } | { kind: 'pdf'; upload_id: string };
      if (kind === 'pdf') {
        setUploading(true);
        try {
          source = { kind: 'pdf', upload_id: await uploadPdf(file!) };
        } finally {
          setUploading(false);
        }
      } else source = { kind: 'generated', job_id: jobId! };
      const fallbackTitle = kind === 'pdf' ? file!.name.replace(/\.pdf$/i, '') : '';
      await publish.mutateAsync({
        source,
        ...(title.trim() || fallbackTitle ? { title: title.trim() || fallbackTitle } : {}),
        require_email: requireEmail,
        allow_download: allowDownload,
        expires_at: endOfDay(expires),
      });
      toast({
        type: 'success',
        title: t.published,
        message: title.trim() || fallbackTitle || selected?.label || '',
      });
      setTitle('');
      setExpires('');
      setFiles([]);
    } catch (error) {
      // The PDF's refusals name `source`, `size` or `content_type`: all shown on the file field.
      const field = error instanceof ApiError && error.field;
      if (field)
        setErrors({
          [['size', 'content_type'].includes(field) ? 'source' : field]: (error as Error).message,
        });
      else
        toast({ type: 'error', title: t.publishTitle, message: error instanceof Error ? error.message : '' });
    }
  };

  return (
    <Container header={<Header variant="h2">{t.publishTitle}</Header>}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Form
          actions={
            <Button variant="primary" formAction="submit" loading={publish.isPending || uploading}>
              {uploading ? t.uploading : publish.isPending ? t.publishing : t.publish}
            </Button>
          }
        >
          <SpaceBetween size="m">
            <FormField label={t.source}>
              <RadioGroup
                value={kind}
                onChange={({ detail }) => {
                  setKind(detail.value as 'generated' | 'pdf');
                  setErrors({});
                }}
                items={[
                  { value: 'generated', label: t.sourceGenerated },
                  { value: 'pdf', label: t.sourcePdf },
                ]}
              />
            </FormField>
            {kind === 'pdf' ? (
              <FormField label={t.pdfFile} errorText={errors.source}>
                <FileUpload
                  value={files}
                  onChange={({ detail }) => {
                    const chosen = detail.value.slice(-1);
                    setFiles(chosen);
                    const problem = chosen[0] ? pdfProblem(chosen[0]) : null;
                    setErrors(problem ? { source: problem } : {});
                  }}
                  accept="application/pdf,.pdf"
                  showFileSize
                  constraintText={t.pdfHint}
                  i18nStrings={{
                    uploadButtonText: () => t.pdfChoose,
                    dropzoneText: () => t.pdfDrop,
                    removeFileAriaLabel: (_i, name) => `Remove ${name}`,
                    errorIconAriaLabel: 'Error',
                  }}
                />
              </FormField>
            ) : decks.isSuccess && options.length === 0 ? (
              <Alert type="info">{t.noGenerated}</Alert>
            ) : (
              <FormField label={t.generatedDeck} errorText={errors.deck}>
                <Select
                  selectedOption={selected}
                  onChange={({ detail }) => setJobId(detail.selectedOption.value ?? null)}
                  options={options}
                  placeholder={t.generatedPlaceholder}
                  statusType={decks.isPending ? 'loading' : decks.isError ? 'error' : 'finished'}
                />
              </FormField>
            )}
            <FormField label={t.roomTitle} description={t.roomTitleHint} errorText={errors.title}>
              <Input value={title} onChange={({ detail }) => setTitle(detail.value)} />
            </FormField>
            <Checkbox checked={requireEmail} onChange={({ detail }) => setRequireEmail(detail.checked)}>
              {t.requireEmail}
            </Checkbox>
            <Checkbox checked={allowDownload} onChange={({ detail }) => setAllowDownload(detail.checked)}>
              {t.allowDownload}
            </Checkbox>
            <FormField label={t.expires} description={t.expiresHint} errorText={errors.expires_at}>
              <DatePicker
                value={expires}
                onChange={({ detail }) => setExpires(detail.value)}
                placeholder="YYYY/MM/DD"
                isDateEnabled={(date) => date.getTime() >= Date.now() - 86_400_000}
                openCalendarAriaLabel={(selectedDate) =>
                  `${t.expires}${selectedDate ? `: ${selectedDate}` : ''}`
                }
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </Container>
  );
}
