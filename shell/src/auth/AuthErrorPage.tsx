import { Button, Callout, Intent } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from '@folio/shell-kit/router';
import { authErrorMessage } from '../session/auth-messages.ts';
import { AuthCard } from './AuthCard.tsx';

/** /auth/error: the message query parameter, or 'Authentication failed'. */
export function AuthErrorPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthCard title="Sign in problem">
      <Callout intent={Intent.DANGER} role="alert">
        {authErrorMessage(search)}
      </Callout>
      <div className="folio-auth-actions">
        <Button intent={Intent.PRIMARY} text="Try Again" onClick={() => navigate('/login')} />
        <Button text="Return to Home" onClick={() => navigate('/')} />
      </div>
    </AuthCard>
  );
}
