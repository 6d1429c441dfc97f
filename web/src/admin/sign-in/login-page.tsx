/**
 * /admin/login (apply-settings-admin.md "Administrator login"): username and password (with a show/hide toggle),
 * 'Sign In'; then the admins pool's steps (web/src/admin/admin-auth.tsx): a new password at first sign-in, TOTP
 * enrolment (QR code and the secret as text) and the 6-digit code. No default credentials and no hint.
 * Toasts: 'Invalid username or password' (and the form stays), 'Failed to sign in', 'Successfully signed in as admin'.
 */
import Box from '@cloudscape-design/components/box';
import { CodeStep, CredentialsStep, NewPasswordStep } from './login-steps.js';
import { useAdminSignIn } from './use-admin-sign-in.js';

export default function AdminLoginPage() {
  const signIn = useAdminSignIn();
  const { step } = signIn;
  return (
    <main>
      <Box padding={{ vertical: 'xxxl', horizontal: 'l' }}>
        <div style={{ maxWidth: 440, margin: '0 auto' }}>
          {step === null && <CredentialsStep signIn={signIn} />}
          {step?.kind === 'newPassword' && <NewPasswordStep signIn={signIn} />}
          {(step?.kind === 'totpSetup' || step?.kind === 'totpCode') && (
            <CodeStep signIn={signIn} step={step} />
          )}
        </div>
      </Box>
    </main>
  );
}
