/** The Create New form (dashboard-news-tools.md section 5): name required, symbols split by commas or spaces. */
import { Button, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { parseSymbolsInput, type CreateSmartListRequest } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '@folio/shell-kit/api';
import { smartListKeys } from './keys.ts';

export function SmartListForm({ onCreated }: { onCreated: (id: string) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [symbols, setSymbols] = useState('');
  const [maxPositions, setMaxPositions] = useState('');
  const [tried, setTried] = useState(false);
  const create = useMutation({
    mutationFn: (body: CreateSmartListRequest) => api.smartLists.create(body),
    onSuccess: (list) => {
      setName('');
      setDescription('');
      setSymbols('');
      setMaxPositions('');
      setTried(false);
      onCreated(list.id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: smartListKeys.all }),
  });

  const nameMissing = name.trim() === '';
  const max = maxPositions.trim() === '' ? null : Number(maxPositions);
  const maxInvalid = max !== null && (!Number.isInteger(max) || max < 1);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (nameMissing || maxInvalid || create.isPending) return;
    create.mutate({
      name: name.trim(),
      description: description.trim() || null,
      criteria: { includeSymbols: parseSymbolsInput(symbols), maxPositions: max, weightStrategy: 'equal' },
    });
  }

  const failure = create.error instanceof ApiRequestError ? create.error.message : create.error ? 'Failed to create smart list' : null;
  return (
    <form onSubmit={submit} aria-label="Create New smart list" noValidate>
      <FormGroup label="Name" labelFor="smart-list-name" intent={tried && nameMissing ? Intent.DANGER : Intent.NONE} helperText={tried && nameMissing ? 'Name is required' : undefined}>
        <InputGroup id="smart-list-name" value={name} onValueChange={setName} required intent={tried && nameMissing ? Intent.DANGER : Intent.NONE} />
      </FormGroup>
      <FormGroup label="Description" labelFor="smart-list-description">
        <TextArea id="smart-list-description" value={description} onChange={(event) => setDescription(event.target.value)} fill rows={2} />
      </FormGroup>
      <FormGroup label="Symbols" labelFor="smart-list-symbols" helperText="Separated by commas or spaces, e.g. AAPL, MSFT NVDA">
        <InputGroup id="smart-list-symbols" value={symbols} onValueChange={setSymbols} />
      </FormGroup>
      <FormGroup label="Max positions (optional)" labelFor="smart-list-max" intent={tried && maxInvalid ? Intent.DANGER : Intent.NONE} helperText={tried && maxInvalid ? 'Max positions must be a whole number of at least 1' : undefined}>
        <InputGroup id="smart-list-max" type="number" inputMode="numeric" min={1} step={1} value={maxPositions} onValueChange={setMaxPositions} />
      </FormGroup>
      <FormGroup label="Weight strategy" labelFor="smart-list-weights">
        <HTMLSelect id="smart-list-weights" value="equal" options={[{ value: 'equal', label: 'Equal weight' }]} fill />
      </FormGroup>
      {failure && (
        <p role="alert" style={{ color: 'var(--folio-loss)' }}>
          {failure}
        </p>
      )}
      <Button type="submit" intent={Intent.PRIMARY} text={create.isPending ? 'Creating...' : 'Create'} disabled={create.isPending} />
    </form>
  );
}
