import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';

export interface ListDraft {
  name: string;
  description: string | null;
}

interface ListFormProps {
  submitText: string;
  initial?: ListDraft;
  busy?: boolean;
  onSubmit(draft: ListDraft): void;
  onCancel?(): void;
}

/** Name required and trimmed; description optional (core.md section 5). */
export function ListForm({ submitText, initial, busy = false, onSubmit, onCancel }: ListFormProps) {
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const trimmed = name.trim();
    if (!trimmed) return;
    onSubmit({ name: trimmed, description: description.trim() || null });
  };
  return (
    <form className="folio-list-form" onSubmit={submit}>
      <FormGroup label="Name" labelFor={`${id}-name`} labelInfo="(required)">
        <InputGroup id={`${id}-name`} value={name} onValueChange={setName} autoFocus />
      </FormGroup>
      <FormGroup label="Description" labelFor={`${id}-description`} labelInfo="(optional)">
        <InputGroup id={`${id}-description`} value={description} onValueChange={setDescription} />
      </FormGroup>
      <div className="folio-form-actions">
        {onCancel && <Button text="Cancel" onClick={onCancel} />}
        <Button type="submit" intent="primary" text={submitText} loading={busy} disabled={!name.trim()} />
      </div>
    </form>
  );
}
