import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@folio/shell-kit/router';
import { useAppDispatch } from '../app/store.ts';
import { AUTH_TEXT, callbackOutcome } from '../session/auth-messages.ts';
import { googleSignInCompleted } from '../session/session-slice.ts';
import { AuthCard } from './AuthCard.tsx';

/** Long enough to read the success line before the dashboard replaces it. */
const REDIRECT_DELAY_MS = 1_200;

type View = { kind: 'succeeded' } | { kind: 'failed'; title: string; message: string };

/** /auth/callback: where Google sign-in returns with success=true or a message. */
export function AuthCallbackPage() {
  const [search] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const outcome = useMemo(() => callbackOutcome(search), [search]);
  // success=true reads 'Sign in successful!' at once (core.md section 2) while the hand-off is
  // exchanged for a session; a failed exchange replaces it with the failure.
  const [view, setView] = useState<View>(() =>
    outcome.kind === 'failed'
      ? outcome
      : outcome.kind === 'no-confirmation'
        ? { kind: 'failed', title: AUTH_TEXT.callbackFailedTitle, message: outcome.message }
        : { kind: 'succeeded' },
  );
  const [signedIn, setSignedIn] = useState(false);
  // The hand-off can be exchanged once; a second effect run must not try again.
  const exchanged = useRef(false);

  useEffect(() => {
    if (outcome.kind !== 'exchange' || exchanged.current) return;
    exchanged.current = true;
    dispatch(googleSignInCompleted())
      .then(() => setSignedIn(true))
      .catch(() => setView({ kind: 'failed', title: AUTH_TEXT.callbackFailedTitle, message: AUTH_TEXT.callbackProblem }));
  }, [outcome, dispatch]);

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);

  return (
    <AuthCard title="Google sign in">
      {view.kind === 'succeeded' && (
        <Callout intent={Intent.SUCCESS} role="status">
          {AUTH_TEXT.callbackSucceeded}
          {!signedIn && (
            <span className="folio-auth-status">
              <Spinner size={16} /> {AUTH_TEXT.completing}
            </span>
          )}
        </Callout>
      )}
      {view.kind === 'failed' && (
        <>
          <Callout intent={Intent.DANGER} title={view.title} role="alert">
            {view.message}
          </Callout>
          <div className="folio-auth-actions">
            <Button intent={Intent.PRIMARY} text="Try Again" onClick={() => navigate('/login')} />
            <Button text="Return to Home" onClick={() => navigate('/')} />
          </div>
        </>
      )}
    </AuthCard>
  );
}
