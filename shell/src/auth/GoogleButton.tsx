import { useEffect, useState } from 'react';
import { useApi } from '../app/ApiContext.tsx';
import { AUTH_TEXT } from '../session/auth-messages.ts';
import { AuthAlert, AuthButton } from './auth-controls.tsx';

/**
 * Google sign-in is a full-page navigation to the API, which sends the browser to Google. The
 * start is checked first (without following the redirect) so a server without Google set up
 * shows 'Failed to initiate Google login' here instead of an error page.
 */
/**
 * Whether this server offers Google sign-in (GET /api/auth/providers). A plain fetch: the API
 * client (contracts, zod) is not needed to show /login. Unknown (loading, failed) means no button.
 */
function useGoogleOffered(): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let live = true;
    fetch('/api/auth/providers', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ google?: unknown }>) : null))
      .then((providers) => live && setOffered(providers?.google === true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return offered;
}

/** The "or" line and the Google button, shown only when the server has Google set up. */
export function GoogleSignIn() {
  if (!useGoogleOffered()) return null;
  return (
    <>
      <div className="folio-auth-or">or</div>
      <GoogleButton />
    </>
  );
}

export function GoogleButton() {
  const loadApi = useApi();
  const [state, setState] = useState<'idle' | 'starting' | 'failed'>('idle');

  const start = async () => {
    setState('starting');
    try {
      const url = (await loadApi()).auth.googleSignInUrl();
      const probe = await fetch(url, { redirect: 'manual', credentials: 'include' });
      // A redirect to Google shows up as an opaque redirect; anything else means no sign-in.
      if (probe.type !== 'opaqueredirect' && !(probe.status >= 300 && probe.status < 400)) throw new Error(String(probe.status));
      window.location.assign(url);
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      {state === 'failed' && <AuthAlert className="folio-auth-error">{AUTH_TEXT.googleStartFailed}</AuthAlert>}
      <AuthButton icon="globe-network" loading={state === 'starting'} onClick={() => void start()} text="Continue with Google" />
    </>
  );
}
