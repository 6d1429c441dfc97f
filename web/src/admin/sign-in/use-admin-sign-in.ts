/**
 * The /admin/login sign-in's state (login-page.tsx): the admins pool's step reached, what each step's form holds, and
 * the submissions with their toasts ('Invalid username or password', 'Failed to sign in', 'Successfully signed in as
 * admin').
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdminAuth, type AdminStep } from '../admin-auth.js';
import { adminStrings as s } from '../strings.js';
import { useToast } from '../../common/components/toasts.js';
import { ADMINS_PASSWORD_POLICY, passwordProblems } from '../../../../shared/password-policy.js';

const CREDENTIAL_ERRORS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
]);
const CODE_ERRORS = new Set([
  'CodeMismatchException',
  'EnableSoftwareTokenMFAException',
  'ExpiredCodeException',
]);

/** The sign-in's state: the step reached, what each step's form holds, and the submissions with their toasts. */
export function useAdminSignIn() {
  const { signIn, confirm } = useAdminAuth();
  const { toast, clear } = useToast();
  const navigate = useNavigate();
  const [step, setStep] = useState<AdminStep | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const advance = (next: AdminStep) => {
    // A step passed: the previous step's error toast is stale (issue 23: it stayed on the TOTP step).
    clear();
    setError(null);
    setCode('');
    if (next.kind === 'done') {
      toast({ type: 'success', title: s.toasts.signedIn, carryOver: true });
      navigate('/admin/dashboard', { replace: true });
      return;
    }
    setStep(next);
  };

  const run = async (work: () => Promise<AdminStep>, onError: (name: string, message: string) => void) => {
    setBusy(true);
    try {
      advance(await work());
    } catch (err) {
      const e = err as Error;
      onError(e.name, e.message);
    } finally {
      setBusy(false);
    }
  };

  const submitCredentials = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return;
    void run(
      () => signIn(username, password),
      (name) =>
        toast({
          type: 'error',
          title: CREDENTIAL_ERRORS.has(name) ? s.toasts.invalidCredentials : s.toasts.signInFailed,
        }),
    );
  };

  const problems = newPassword ? passwordProblems(ADMINS_PASSWORD_POLICY, newPassword) : [];
  const submitNewPassword = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length || newPassword !== confirmPassword) return;
    void run(
      () => confirm(newPassword),
      (_name, message) => {
        setError(message);
        toast({ type: 'error', title: s.toasts.signInFailed, message });
      },
    );
  };

  const codeValid = /^\d{6}$/.test(code.trim());
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!codeValid) return;
    void run(
      () => confirm(code.trim()),
      (name, message) => {
        if (CODE_ERRORS.has(name)) setError(s.login.wrongCode);
        else toast({ type: 'error', title: s.toasts.signInFailed, message });
      },
    );
  };

  return {
    step,
    username,
    setUsername,
    password,
    setPassword,
    show,
    setShow,
    newPassword,
    setNewPassword,
    confirmPassword,
    setConfirmPassword,
    code,
    setCode,
    busy,
    error,
    problems,
    codeValid,
    submitCredentials,
    submitNewPassword,
    submitCode,
  };
}

/** What the sign-in's steps read and call. */
export type AdminSignIn = ReturnType<typeof useAdminSignIn>;
