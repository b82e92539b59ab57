/**
 * The CSV import panel's states (core.md section 4, issue 10): choose a file and a list, the
 * server's preview (each row's mapping, duplicates of the book, rows it cannot import), Confirm,
 * importing, result summary, Start Over. The file is first read in the browser with the same
 * parser the server uses, so a file that cannot be imported says why before anything is sent.
 */
import { CSV_MESSAGES, CsvImportError, isCsvFile, parseBrokerCsv, type BrokerImport, type ImportPreview } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@folio/shell-kit/api';
import { todayIso } from '../common/dates.ts';
import { messageOf } from '../common/notify.ts';
import { dashboardKeys, investmentKeys, listKeys } from '../keys.ts';

export interface ChosenFile {
  name: string;
  text: string;
  preview: BrokerImport;
}

export type ImportOutcome = Awaited<ReturnType<typeof api.investments.importCsv>>;

export type ImportStep = 'choose' | 'previewing' | 'preview' | 'importing' | 'done';

/** The server's refusal in the spec's words. */
export function importFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 404) return CSV_MESSAGES.listGone;
  return CSV_MESSAGES.importFailed(messageOf(error));
}

export async function readCsvFile(file: File, today = todayIso()): Promise<ChosenFile> {
  if (!isCsvFile(file)) throw new CsvImportError('parse', CSV_MESSAGES.notCsvFile);
  const text = await file.text();
  return { name: file.name, text, preview: parseBrokerCsv(text, { today }) };
}

export function useCsvImport() {
  const client = useQueryClient();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewing = useMutation({
    mutationFn: ({ csv, listId }: { csv: string; listId: string }) => api.investments.previewCsv({ csv, listId }),
    onError: (failure) => setError(importFailureMessage(failure)),
  });
  const importing = useMutation({
    mutationFn: ({ csv, listId }: { csv: string; listId: string }) => api.investments.importCsv({ csv, listId }),
    onError: (failure) => setError(importFailureMessage(failure)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: investmentKeys.all }),
        client.invalidateQueries({ queryKey: listKeys.all }),
        client.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });

  const step: ImportStep = importing.isPending
    ? 'importing'
    : importing.isSuccess
      ? 'done'
      : previewing.isPending
        ? 'previewing'
        : previewing.isSuccess
          ? 'preview'
          : 'choose';

  return {
    step,
    file,
    error,
    result: importing.data ?? null,
    serverPreview: (previewing.data as ImportPreview | undefined) ?? null,
    async choose(chosen: File) {
      setError(null);
      setFile(null);
      previewing.reset();
      importing.reset();
      try {
        setFile(await readCsvFile(chosen));
      } catch (failure) {
        setError(failure instanceof CsvImportError ? failure.message : CSV_MESSAGES.parseFailed(messageOf(failure)));
      }
    },
    /** Asks the server what the import would do; nothing is written. */
    preview(listId: string) {
      if (!file) return;
      setError(null);
      previewing.mutate({ csv: file.text, listId });
    },
    /** Imports the file the preview was made of (the server skips the duplicates again). */
    confirm(listId: string) {
      if (!file) return;
      setError(null);
      importing.mutate({ csv: file.text, listId });
    },
    /** Back to choosing (another list, or another file) without forgetting the file. */
    back() {
      setError(null);
      previewing.reset();
    },
    startOver() {
      setFile(null);
      setError(null);
      previewing.reset();
      importing.reset();
    },
  };
}
