import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@folio/shell-kit/router';
import { useAppDispatch } from '../app/store.ts';
import { AUTH_TEXT, loginFailureMessage } from '../session/auth-messages.ts';
import { loggedIn } from '../session/session-slice.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthAlert, AuthButton, AuthField } from './auth-controls.tsx';
import { GoogleSignIn } from './GoogleButton.tsx';

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await dispatch(loggedIn({ email, password }));
      navigate('/', { replace: true });
    } catch (failure) {
      setError(loginFailureMessage(failure));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Login">
      <form onSubmit={(event) => void submit(event)} className="folio-auth-form">
        {error && <AuthAlert className="folio-auth-error">{error}</AuthAlert>}
        <AuthField id="login-email" label="Email" type="email" autoComplete="email" required value={email} onValueChange={setEmail} />
        <AuthField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <AuthButton type="submit" primary disabled={submitting} text={submitting ? AUTH_TEXT.loggingIn : 'Login'} />
      </form>
      <GoogleSignIn />
      <p className="folio-auth-switch">
        Don&apos;t have an account? <Link to="/register">Register</Link>
      </p>
    </AuthCard>
  );
}
