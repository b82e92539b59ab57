import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@folio/shell-kit/router';
import { useAppDispatch } from '../app/store.ts';
import { AUTH_TEXT, registerFailure } from '../session/auth-messages.ts';
import { registered } from '../session/session-slice.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthAlert, AuthButton, AuthField } from './auth-controls.tsx';
import { GoogleSignIn } from './GoogleButton.tsx';

export function RegisterPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ title: string; detail: string | null } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      // Name is optional: an empty one is not sent.
      await dispatch(registered({ email, password, ...(name.trim() ? { name: name.trim() } : {}) }));
      navigate('/', { replace: true });
    } catch (failure) {
      setError(registerFailure(failure));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Register">
      <form onSubmit={(event) => void submit(event)} className="folio-auth-form">
        {error && (
          <AuthAlert title={error.title} className="folio-auth-error">
            {error.detail}
          </AuthAlert>
        )}
        <AuthField id="register-name" label="Name" labelInfo="(optional)" autoComplete="name" value={name} onValueChange={setName} />
        <AuthField id="register-email" label="Email" type="email" autoComplete="email" required value={email} onValueChange={setEmail} />
        <AuthField
          id="register-password"
          label="Password"
          helperText="At least 8 characters. Common or easily guessed passwords are refused."
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <AuthButton type="submit" primary disabled={submitting} text={submitting ? AUTH_TEXT.registering : 'Register'} />
      </form>
      <GoogleSignIn />
      <p className="folio-auth-switch">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </AuthCard>
  );
}
