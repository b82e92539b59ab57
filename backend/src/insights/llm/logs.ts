/**
 * The debug log of analyst calls: per user, the prompt as sent, every raw answer, the analyst,
 * timing, token usage and the error if any. Operational data, not domain facts: it lives in the
 * read store beside the read models (not rebuilt by a replay), is capped per user and can be
 * cleared. Keys and headers never reach it: only messages and answers are recorded.
 */
import type { Analyst, LlmLogEntry, LlmLogSummary, LlmPurpose, TokenUsage } from '@folio/contracts';
import type { Doc, Filter, ReadStore } from '../../readstore/port.ts';
import type { Transcript } from './port.ts';

export const LLM_LOGS = 'llm_logs';
export const MAX_LOGS_PER_USER = 200;
/** A single message or answer is cut beyond this many characters. */
const MAX_TEXT = 200_000;

interface LlmLogDoc extends Doc, Omit<LlmLogEntry, 'id'> {
  ownerId: string;
}

export interface LogInput {
  purpose: LlmPurpose;
  analyst: Analyst;
  status: 'ok' | 'error';
  durationMs: number;
  error: string | null;
  analysisId: string | null;
  listId: string | null;
  symbol: string | null;
  transcript: Transcript;
}

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}\n[cut at ${MAX_TEXT} characters]` : text);

function summary({ _id, _position, ownerId, messages, responses, ...rest }: LlmLogDoc): LlmLogSummary {
  return { id: _id, ...rest };
}

export function llmLogs(deps: { readStore: ReadStore; now(): Date; newId(): string }) {
  const logs = () => deps.readStore.collection<LlmLogDoc>(LLM_LOGS);
  let indexed: Promise<void> | null = null;
  const ready = () => (indexed ??= logs().createIndex(['ownerId']));

  return {
    async record(ownerId: string, input: LogInput): Promise<string> {
      await ready();
      const id = deps.newId();
      const { transcript, ...rest } = input;
      await logs().upsert({
        _id: id,
        ownerId,
        createdAt: deps.now().toISOString(),
        ...rest,
        attempts: transcript.attempts,
        usage: transcript.usage,
        messages: transcript.messages.map((message) => ({ role: message.role, content: cut(message.content) })),
        responses: transcript.responses.map(cut),
      });
      const count = await logs().count({ ownerId });
      if (count > MAX_LOGS_PER_USER) {
        const oldest = await logs().find({ ownerId }, { sort: { createdAt: 1, _id: 1 }, limit: count - MAX_LOGS_PER_USER });
        await logs().deleteMany({ _id: { $in: oldest.map((doc) => doc._id) } });
      }
      return id;
    },

    async list(ownerId: string, limit = 100): Promise<LlmLogSummary[]> {
      await ready();
      const docs = await logs().find({ ownerId }, { sort: { createdAt: -1, _id: 1 }, limit });
      return docs.map(summary);
    },

    /** By log id, or the latest log of an analysis id. Another user's id finds nothing. */
    async find(ownerId: string, id: string, listId?: string): Promise<LlmLogEntry | null> {
      await ready();
      const scope: Filter = listId ? { ownerId, listId } : { ownerId };
      const doc =
        (await logs().findOne({ ...scope, _id: id })) ??
        (await logs().find({ ...scope, analysisId: id }, { sort: { createdAt: -1 }, limit: 1 }))[0] ??
        null;
      if (!doc) return null;
      return { ...summary(doc), messages: doc.messages, responses: doc.responses };
    },

    async clear(ownerId: string): Promise<number> {
      await ready();
      return logs().deleteMany({ ownerId });
    },

    async usage(ownerId: string) {
      await ready();
      const docs = await logs().find({ ownerId });
      const total = (pick: (usage: TokenUsage) => number) => docs.reduce((sum, doc) => sum + (doc.usage ? pick(doc.usage) : 0), 0);
      return {
        calls: docs.length,
        failures: docs.filter((doc) => doc.status === 'error').length,
        promptTokens: total((u) => u.promptTokens),
        completionTokens: total((u) => u.completionTokens),
        totalTokens: total((u) => u.totalTokens),
      };
    },
  };
}

export type LlmLogs = ReturnType<typeof llmLogs>;
