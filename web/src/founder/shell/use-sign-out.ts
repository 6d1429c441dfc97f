import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../common/auth/auth-context.js';

/**
 * Signing the founder out from the dashboard (the top bar's button and Account Settings'): `signingOut` while the
 * session ends, then `/auth` in place of the page, whether or not the sign-out succeeded.
 */
export function useSignOut(): { signingOut: boolean; onSignOut: () => Promise<void> } {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
      navigate('/auth', { replace: true });
    }
  }

  return { signingOut, onSignOut };
}
