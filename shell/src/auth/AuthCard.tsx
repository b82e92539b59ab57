import { useCallback, type ReactNode } from 'react';
import { Link } from '@folio/shell-kit/router';
import { useApi } from '../app/ApiContext.tsx';
import { loadAppFrame } from '../app/app-frame-loader.ts';

/**
 * The frame of the auth screens: logo, title and a card (Blueprint's Card markup, see
 * auth-controls.tsx). Once the visitor is in the form, what signing in needs next -- the API
 * client and the rest of the app -- downloads while they type.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const loadApi = useApi();
  const prepareSignIn = useCallback(() => {
    loadApi().catch(() => undefined);
    loadAppFrame().catch(() => undefined);
  }, [loadApi]);

  return (
    <div className="folio-auth" onFocus={prepareSignIn}>
      <Link to="/" className="folio-logo folio-auth-logo" aria-label="Folio home">
        <span className="folio-logo-mark" aria-hidden="true">◆</span> Folio
      </Link>
      <div className="folio-auth-card bp6-card bp6-elevation-2">
        <h2 className="bp6-heading">{title}</h2>
        {children}
      </div>
    </div>
  );
}
