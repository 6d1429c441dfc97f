/**
 * Account Settings' 'Notices by mail' (issue 37 item 4; docs/decisions/0060-bring-investors-in.md "Founders hear
 * back"): how the founder hears that an investor they asked for or saved became reachable: a mail for each (the
 * default), one mail a week, or no mail (the notice on Dashboard home only). A choice is saved at once through
 * `PATCH /v1/me` (`notice_mail`); the server checks it (a bad value is a 400 naming `notice_mail`), the toast says
 * what was saved, and a failure shows inline and puts the saved choice back.
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import {
  DEFAULT_NOTICE_MAIL,
  NOTICE_MAIL_CHOICES,
  NOTICE_MAIL_LABELS,
  type NoticeMailChoice,
} from '../../../../shared/notice-schemas.js';
import type { Profile } from '../../../../shared/schemas.js';
import { useToast } from '../../common/components/toasts.js';
import { useUpdateProfile } from '../hooks.js';
import { settingsStrings } from './strings.js';

const t = settingsStrings.noticeMail;

export function NoticeMailCard({ profile }: { profile: Profile }) {
  const { toast } = useToast();
  const update = useUpdateProfile();
  const saved = profile.notice_mail ?? DEFAULT_NOTICE_MAIL;
  const [choice, setChoice] = useState<NoticeMailChoice>(saved);
  const [error, setError] = useState<string | null>(null);

  async function choose(next: NoticeMailChoice) {
    setChoice(next);
    setError(null);
    try {
      await update.mutateAsync({ notice_mail: next });
      toast({ type: 'success', title: t.savedTitle, message: t.saved(NOTICE_MAIL_LABELS[next]) });
    } catch (failure) {
      setChoice(saved);
      setError(failure instanceof Error ? failure.message : t.failed);
    }
  }

  return (
    <Container
      header={
        <Header variant="h2" description={t.description}>
          {t.title}
        </Header>
      }
    >
      <FormField label={t.label} stretch>
        <RadioGroup
          value={choice}
          ariaLabel={t.label}
          onChange={({ detail }) => void choose(detail.value as NoticeMailChoice)}
          items={NOTICE_MAIL_CHOICES.map((value) => ({
            value,
            label: NOTICE_MAIL_LABELS[value],
            description: t.hints[value],
            disabled: update.isPending,
          }))}
        />
      </FormField>
      {error && (
        <Alert type="error" statusIconAriaLabel="Error">
          {t.failed}: {error}
        </Alert>
      )}
    </Container>
  );
}
