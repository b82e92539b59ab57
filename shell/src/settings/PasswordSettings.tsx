/**
 * Change the password: the server checks the current one and the new one's strength, ends every
 * session of the account (other browsers and devices are signed out) and answers a new token.
 */
import { Button, Callout, FormGroup, InputGroup, Intent, Section, SectionCard } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../app/store.ts';
import { passwordChanged } from '../session/session-slice.ts';

export const PASSWORD_TEXT = {
  changed: 'Password changed. Your other sessions were signed out.',
  changing: 'Changing...',
  failed: 'Failed to change password',
} as const;

export function PasswordSettings() {
  const dispatch = useAppDispatch();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!currentPassword || !newPassword) return;
    setBusy(true);
    setOutcome(null);
    try {
      await dispatch(passwordChanged({ currentPassword, newPassword }));
      setCurrentPassword('');
      setNewPassword('');
      setOutcome({ ok: true, message: PASSWORD_TEXT.changed });
    } catch (failure) {
      const { status, message } = failure as { status: number | null; message: string };
      setOutcome({ ok: false, message: status !== null && status < 500 ? message : PASSWORD_TEXT.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Password" icon="lock">
      <SectionCard>
        <form className="folio-password-form" onSubmit={(event) => void submit(event)}>
          {outcome && (
            <Callout intent={outcome.ok ? Intent.SUCCESS : Intent.DANGER} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.message}
            </Callout>
          )}
          <FormGroup label="Current password" labelFor="current-password">
            <InputGroup id="current-password" type="password" autoComplete="current-password" required value={currentPassword} onValueChange={setCurrentPassword} />
          </FormGroup>
          <FormGroup label="New password" labelFor="new-password" helperText="At least 8 characters. Common or easily guessed passwords are refused.">
            <InputGroup id="new-password" type="password" autoComplete="new-password" required value={newPassword} onValueChange={setNewPassword} />
          </FormGroup>
          <Button type="submit" intent={Intent.PRIMARY} disabled={busy} text={busy ? PASSWORD_TEXT.changing : 'Change password'} />
        </form>
      </SectionCard>
    </Section>
  );
}
