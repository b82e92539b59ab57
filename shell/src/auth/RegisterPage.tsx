import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '../app/store.ts';
import { AUTH_TEXT, registerFailure } from '../session/auth-messages.ts';
import { registered } from '../session/session-slice.ts';
import { AuthCard } from './AuthCard.tsx';
import { GoogleButton } from './GoogleButton.tsx';

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
      await dispatch(registered({ email, password, ...(name.trim() ? { name: name.trim() } : {}) })).unwrap();
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
          <Callout intent={Intent.DANGER} title={error.title} className="folio-auth-error" role="alert">
            {error.detail}
          </Callout>
        )}
        <FormGroup label="Name" labelInfo="(optional)" labelFor="register-name">
          <InputGroup id="register-name" autoComplete="name" value={name} onValueChange={setName} />
        </FormGroup>
        <FormGroup label="Email" labelFor="register-email">
          <InputGroup id="register-email" type="email" autoComplete="email" required value={email} onValueChange={setEmail} />
        </FormGroup>
        <FormGroup label="Password" labelFor="register-password" helperText="At least 8 characters.">
          <InputGroup
            id="register-password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onValueChange={setPassword}
          />
        </FormGroup>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          fill
          size="large"
          disabled={submitting}
          text={submitting ? AUTH_TEXT.registering : 'Register'}
        />
      </form>
      <div className="folio-auth-or">or</div>
      <GoogleButton />
      <p className="folio-auth-switch">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </AuthCard>
  );
}
