/**
 * The LLM port: one structured question, one answer that already passed its zod schema. The
 * adapter (openai.ts) owns transport, timeouts and the retry of a malformed or refused answer;
 * callers never see half-parsed output. Prompts are built by the analyst (analyst/llm.ts).
 */
import type { LlmMessage, LlmPurpose, TokenUsage } from '@folio/contracts';
import type { z } from 'zod';
import { DomainError } from '../../shared/errors.ts';

export interface StructuredRequest<S extends z.ZodType> {
  purpose: LlmPurpose;
  messages: LlmMessage[];
  /** The answer must parse with this schema (from contracts). */
  schema: S;
  /** Name of the response format: letters, digits, _ and -. */
  schemaName: string;
}

/** What was asked and answered, for the debug log. */
export interface Transcript {
  messages: LlmMessage[];
  /** Raw answer text of every attempt, in order ('' when an attempt got no answer). */
  responses: string[];
  attempts: number;
  /** Summed over attempts; null when the server reported none. */
  usage: TokenUsage | null;
}

export interface StructuredAnswer<T> extends Transcript {
  value: T;
  /** The model that answered, as the server names it. */
  model: string;
}

export interface LlmPort {
  readonly provider: 'openai';
  readonly model: string;
  /** The server's origin, safe to show (no credentials). */
  readonly baseUrl: string;
  readonly timeoutMs: number;
  complete<S extends z.ZodType>(request: StructuredRequest<S>): Promise<StructuredAnswer<z.output<S>>>;
}

export type LlmFailure = 'timeout' | 'rate-limited' | 'malformed' | 'refused' | 'unavailable';

const STATUS: Record<LlmFailure, [number, string]> = {
  timeout: [504, 'Gateway Timeout'],
  'rate-limited': [503, 'Service Unavailable'],
  malformed: [502, 'Bad Gateway'],
  refused: [502, 'Bad Gateway'],
  unavailable: [503, 'Service Unavailable'],
};

/** A model call that produced no usable answer. The message is for the person who asked. */
export class LlmError extends DomainError {
  readonly kind: LlmFailure;
  readonly transcript: Transcript;
  constructor(kind: LlmFailure, message: string, transcript: Transcript, options: { cause?: unknown } = {}) {
    const [status, error] = STATUS[kind];
    super(status, error, message);
    this.kind = kind;
    this.transcript = transcript;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

export function addUsage(total: TokenUsage | null, more: TokenUsage | null): TokenUsage | null {
  if (!more) return total;
  if (!total) return more;
  return {
    promptTokens: total.promptTokens + more.promptTokens,
    completionTokens: total.completionTokens + more.completionTokens,
    totalTokens: total.totalTokens + more.totalTokens,
  };
}

/** The origin of a base URL, without user info, path or query: safe for llm-info and logs. */
export function displayOrigin(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return 'invalid URL';
  }
}
