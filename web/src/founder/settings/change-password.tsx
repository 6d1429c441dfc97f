/**
 * Account Settings, Change password (issue 13): current and new password; the new one is checked against the
 * founders pool's policy before sending (shown as the field's constraint, shared/password-policy.ts) and Cognito
 * checks it again (Amplify `updatePassword` = Cognito ChangePassword with the session's access token). A wrong
 * current password or a refused new one is shown on its field (common/auth/errors.ts), focus on the first; success is
 * confirmed inline and the fields are cleared.
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useAuth } from '../../common/auth/auth-context.js';
import { useAuthStep } from '../../common/sign-in/use-auth-step.js';
import { validateCredentials } from '../../common/sign-in/validation.js';
import { FormError, PasswordField } from './password-field.js';
import { settingsStrings } from './strings.js';

const t = settingsStrings.password;

/** Client-side checks of the change: current given, new one within the policy and different (pure). */
export function checkPasswordChange(current: string, next: string) {
  const nextError = validateCredentials(null, next, true).password;
  return {
    currentPassword: current ? undefined : t.currentRequired,
    password: nextError ?? (next === current ? t.sameAsCurrent : undefined),
  };
}

export function ChangePasswordCard() {
  const auth = useAuth();
  const { formRef, submitting, formError, check, run, bind } = useAuthStep();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [changed, setChanged] = useState(false);

  const submit = async () => {
    setChanged(false);
    if (!check(checkPasswordChange(current, next))) return;
    const ok = await run('changePassword', () => auth.changePassword(current, next), next);
    if (ok) {
      setCurrent('');
      setNext('');
      setChanged(true);
    }
  };

  return (
    <Container
      header={
        <Header variant="h2" description={t.description}>
          {t.title}
        </Header>
      }
    >
      <form
        ref={formRef}
        aria-label={t.title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting) void submit();
        }}
      >
        <Form
          actions={
            <Button formAction="submit" loading={submitting} loadingText={t.submitting}>
              {submitting ? t.submitting : t.submit}
            </Button>
          }
        >
          <SpaceBetween size="m">
            {changed && (
              <Alert type="success" statusIconAriaLabel="Success">
                {t.changed}
              </Alert>
            )}
            <FormError message={formError} />
            <PasswordField
              label={t.current}
              autoComplete="current-password"
              {...bind('currentPassword', current, setCurrent)}
            />
            <PasswordField label={t.next} autoComplete="new-password" {...bind('password', next, setNext)} />
          </SpaceBetween>
        </Form>
      </form>
    </Container>
  );
}
