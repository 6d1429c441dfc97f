/**
 * Account Settings (apply-settings-admin.md §2 "Account Settings", §7, §8): the form (First Name, Last Name,
 * Company, Phone Number, Bio with 4 rows) and 'Save Changes' ('Saving...' while pending) → `PATCH /v1/me` with
 * the changed fields; toasts 'Success' / 'Profile updated successfully' or 'Error' with the server's message (a
 * 400 also marks the field it names). Side cards: 'Account Overview' (email, subscription tier capitalised,
 * member since or 'N/A') and 'Account Actions' with Sign Out. A skeleton while the profile loads.
 *
 * Issue 13 additions: the overview's email is the sign-in identity (the session's ID token email, labelled so), Change
 * password (change-password.tsx), Delete account (delete-account.tsx) and the unsaved-changes guard on the profile
 * form (unsaved-guard.tsx). Issue 37 item 4: 'Notices by mail' (notice-mail.tsx), the notices' mail choice.
 */
import { useState, type FormEvent } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { ApiError } from '../../common/api.js';
import { useAuth } from '../../common/auth/auth-context.js';
import { useToast } from '../../common/components/toasts.js';
import type { Profile } from '../../../../shared/schemas.js';
import { useMe, useUpdateProfile } from '../hooks.js';
import { formatDay } from '../../common/format.js';
import { QueryState } from '../../common/query-state.js';
import { tierLabel } from '../shell/usage.js';
import { useSignOut } from '../shell/use-sign-out.js';
import { dashboardStrings as s } from '../strings.js';
import { ApiKeysCard } from './api-keys/index.js';
import { ChangePasswordCard } from './change-password.js';
import { DeleteAccountCard } from './delete-account.js';
import { NoticeMailCard } from './notice-mail.js';
import { StartupProfileCard } from './startup-profile.js';
import { settingsStrings } from './strings.js';
import { UnsavedChangesGuard } from '../../common/components/unsaved-guard.js';
import {
  changedFields,
  PROFILE_FIELDS,
  validateProfile,
  type ProfileField,
  type ProfileValues,
} from './validation.js';

const t = s.settings;
const LABELS: Record<ProfileField, string> = {
  first_name: t.firstName,
  last_name: t.lastName,
  company: t.company,
  phone: t.phone,
  bio: t.bio,
};

function valuesOf(profile: Profile): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, profile[f] ?? ''])) as ProfileValues;
}

/** Member since: the sign-up date, or 'N/A' when unknown. */
export function memberSince(createdAt: string | null | undefined): string {
  if (!createdAt || Number.isNaN(Date.parse(createdAt))) return t.notAvailable;
  return formatDay(createdAt);
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { toast } = useToast();
  const update = useUpdateProfile();
  const saved = valuesOf(profile);
  const [values, setValues] = useState<ProfileValues>(saved);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [touched, setTouched] = useState(false);
  const dirty = Object.keys(changedFields(values, saved)).length > 0;

  const set = (field: ProfileField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await update.mutateAsync(changedFields(values, saved));
      setValues(valuesOf(answer.profile));
      toast({ type: 'success', title: t.successTitle, message: t.successMessage });
    } catch (error) {
      const message = error instanceof Error ? error.message : t.errorTitle;
      if (
        error instanceof ApiError &&
        error.field &&
        (PROFILE_FIELDS as readonly string[]).includes(error.field)
      ) {
        setErrors({ [error.field]: message });
      }
      toast({ type: 'error', title: t.errorTitle, message });
    }
  }

  const field = (name: ProfileField, control: 'input' | 'textarea' = 'input') => (
    <FormField
      label={LABELS[name]}
      errorText={touched || errors[name] ? errors[name] : undefined}
      constraintText={name === 'phone' ? t.phoneHint : undefined}
      stretch
    >
      {control === 'textarea' ? (
        <Textarea value={values[name]} rows={4} onChange={({ detail }) => set(name)(detail.value)} />
      ) : (
        <Input
          value={values[name]}
          inputMode={name === 'phone' ? 'tel' : undefined}
          autoComplete={
            name === 'first_name'
              ? 'given-name'
              : name === 'last_name'
                ? 'family-name'
                : name === 'company'
                  ? 'organization'
                  : 'tel'
          }
          onChange={({ detail }) => set(name)(detail.value)}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t.profile}>
      <UnsavedChangesGuard dirty={dirty} strings={settingsStrings.unsaved} />
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={update.isPending} loadingText={t.saving}>
            {update.isPending ? t.saving : t.save}
          </Button>
        }
      >
        <Container header={<Header variant="h2">{t.profile}</Header>}>
          <SpaceBetween size="l">
            <Grid gridDefinition={[{ colspan: { default: 12, s: 6 } }, { colspan: { default: 12, s: 6 } }]}>
              {field('first_name')}
              {field('last_name')}
            </Grid>
            {field('company')}
            {field('phone')}
            {field('bio', 'textarea')}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}

function SettingsSkeleton() {
  return (
    <Container>
      <SpaceBetween size="m">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={i === 4 ? '6rem' : '2.25rem'} width="100%" />
        ))}
        <span className="fs-visually-hidden">{s.common.loading}</span>
      </SpaceBetween>
    </Container>
  );
}

export default function SettingsPage() {
  const me = useMe();
  const { user } = useAuth();
  const signInEmail = user?.email || me.data?.profile.email || '';
  const { signingOut, onSignOut } = useSignOut();

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t.description}>
        {t.title}
      </Header>
      <Grid gridDefinition={[{ colspan: { default: 12, m: 8 } }, { colspan: { default: 12, m: 4 } }]}>
        <SpaceBetween size="l">
          {me.isPending ? (
            <SettingsSkeleton />
          ) : (
            <QueryState query={me} lines={5}>
              {() => <ProfileForm key={me.data!.profile.id} profile={me.data!.profile} />}
            </QueryState>
          )}
          {me.data && <NoticeMailCard key={me.data.profile.id} profile={me.data.profile} />}
          <StartupProfileCard />
          <ChangePasswordCard />
          <ApiKeysCard />
          <DeleteAccountCard email={signInEmail} tier={me.data?.profile.subscription_tier} />
        </SpaceBetween>
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">{t.overview}</Header>}>
            <QueryState query={me} lines={3}>
              {() => (
                <KeyValuePairs
                  columns={1}
                  items={[
                    {
                      label: settingsStrings.signIn.emailLabel,
                      value: (
                        <SpaceBetween size="xxxs">
                          <span>{signInEmail || t.notAvailable}</span>
                          <Box variant="small" color="text-body-secondary">
                            {settingsStrings.signIn.emailHint}
                          </Box>
                        </SpaceBetween>
                      ),
                    },
                    { label: t.tier, value: tierLabel(me.data!.profile.subscription_tier ?? 'free') },
                    { label: t.memberSince, value: memberSince(me.data!.profile.created_at) },
                  ]}
                />
              )}
            </QueryState>
          </Container>
          <Container header={<Header variant="h2">{t.accountActions}</Header>}>
            <Box>
              <Button
                iconName="sign-out"
                onClick={() => void onSignOut()}
                loading={signingOut}
                loadingText={t.signingOut}
              >
                {t.signOut}
              </Button>
            </Box>
          </Container>
        </SpaceBetween>
      </Grid>
    </SpaceBetween>
  );
}
