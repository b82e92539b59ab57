import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '../app/store.ts';
import { AUTH_TEXT, callbackOutcome } from '../session/auth-messages.ts';
import { googleSignInCompleted } from '../session/session-slice.ts';
import { AuthCard } from './AuthCard.tsx';

/** Long enough to read the success line before the dashboard replaces it. */
const REDIRECT_DELAY_MS = 1_200;

type View = { kind: 'waiting' } | { kind: 'succeeded' } | { kind: 'failed'; title: string; message: string };

/** /auth/callback: where Google sign-in returns with success=true or a message. */
export function AuthCallbackPage() {
  const [search] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const outcome = useMemo(() => callbackOutcome(search), [search]);
  const [view, setView] = useState<View>(() =>
    outcome.kind === 'failed'
      ? outcome
      : outcome.kind === 'no-confirmation'
        ? { kind: 'failed', title: AUTH_TEXT.callbackFailedTitle, message: outcome.message }
        : { kind: 'waiting' },
  );
  // The hand-off can be exchanged once; a second effect run must not try again.
  const exchanged = useRef(false);

  useEffect(() => {
    if (outcome.kind !== 'exchange' || exchanged.current) return;
    exchanged.current = true;
    dispatch(googleSignInCompleted())
      .unwrap()
      .then(() => setView({ kind: 'succeeded' }))
      .catch(() => setView({ kind: 'failed', title: AUTH_TEXT.callbackFailedTitle, message: AUTH_TEXT.callbackProblem }));
  }, [outcome, dispatch]);

  useEffect(() => {
    if (view.kind !== 'succeeded') return;
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [view.kind, navigate]);

  return (
    <AuthCard title="Google sign in">
      {view.kind === 'waiting' && (
        <div className="folio-auth-status" role="status">
          <Spinner size={20} /> {AUTH_TEXT.completing}
        </div>
      )}
      {view.kind === 'succeeded' && (
        <Callout intent={Intent.SUCCESS} role="status">
          {AUTH_TEXT.callbackSucceeded}
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
