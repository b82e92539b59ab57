import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '../app/store.ts';
import { AUTH_TEXT, loginFailureMessage } from '../session/auth-messages.ts';
import { loggedIn } from '../session/session-slice.ts';
import { AuthCard } from './AuthCard.tsx';
import { GoogleButton } from './GoogleButton.tsx';

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
      await dispatch(loggedIn({ email, password })).unwrap();
      navigate('/', { replace: true });
    } catch (failure) {
      setError(loginFailureMessage(failure));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Login">
      <form onSubmit={(event) => void submit(event)} className="folio-auth-form">
        {error && (
          <Callout intent={Intent.DANGER} className="folio-auth-error" role="alert">
            {error}
          </Callout>
        )}
        <FormGroup label="Email" labelFor="login-email">
          <InputGroup id="login-email" type="email" autoComplete="email" required value={email} onValueChange={setEmail} />
        </FormGroup>
        <FormGroup label="Password" labelFor="login-password">
          <InputGroup
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={setPassword}
          />
        </FormGroup>
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" disabled={submitting} text={submitting ? AUTH_TEXT.loggingIn : 'Login'} />
      </form>
      <div className="folio-auth-or">or</div>
      <GoogleButton />
      <p className="folio-auth-switch">
        Don&apos;t have an account? <Link to="/register">Register</Link>
      </p>
    </AuthCard>
  );
}
