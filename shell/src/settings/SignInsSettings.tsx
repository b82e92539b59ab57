/**
 * The account's recent sign-ins and refused attempts (GET /api/auth/sign-ins), so an owner notices
 * a sign-in they did not make or someone guessing their password.
 */
import { Button, Callout, Intent, Section, SectionCard, Spinner, Tag } from '@blueprintjs/core';
import type { SignInRecord } from '@folio/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';

export const SIGN_INS_TEXT = {
  empty: 'No sign-ins recorded yet.',
  failed: 'Failed to load sign-ins',
  loading: 'Loading sign-ins',
} as const;

const METHOD: Record<SignInRecord['method'], string> = { password: 'Password', google: 'Google', registration: 'New account' };

function SignInItem({ signIn }: { signIn: SignInRecord }) {
  const failed = signIn.outcome === 'failed';
  return (
    <li className="folio-sign-in" data-outcome={signIn.outcome}>
      <div className="folio-sign-in-head">
        <Tag minimal intent={failed ? Intent.DANGER : Intent.SUCCESS}>{failed ? 'Wrong password' : 'Signed in'}</Tag>
        <span>{METHOD[signIn.method]}</span>
        <time dateTime={signIn.at}>{new Date(signIn.at).toLocaleString()}</time>
      </div>
      <div className="folio-muted folio-sign-in-origin">
        {signIn.address}
        {signIn.userAgent ? ` · ${signIn.userAgent}` : ''}
      </div>
    </li>
  );
}

export function SignInsSettings() {
  const signIns = useQuery({ queryKey: ['auth', 'sign-ins'], queryFn: () => api.auth.signIns() });
  return (
    <Section title="Recent sign-ins" icon="key" data-testid="sign-ins">
      <SectionCard>
        {signIns.isPending && <Spinner size={20} aria-label={SIGN_INS_TEXT.loading} />}
        {signIns.isError && (
          <Callout intent={Intent.DANGER} title={SIGN_INS_TEXT.failed}>
            <Button text="Retry" onClick={() => void signIns.refetch()} />
          </Callout>
        )}
        {signIns.data && signIns.data.signIns.length === 0 && <p>{SIGN_INS_TEXT.empty}</p>}
        {signIns.data && signIns.data.signIns.length > 0 && (
          <ul className="folio-sign-ins" aria-label="Recent sign-ins">
            {signIns.data.signIns.map((signIn) => (
              <SignInItem key={`${signIn.at}-${signIn.outcome}-${signIn.address}`} signIn={signIn} />
            ))}
          </ul>
        )}
      </SectionCard>
    </Section>
  );
}
