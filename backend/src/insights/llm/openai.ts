/**
 * The LLM port on the `openai` SDK. Base URL, key and model come from configuration, so any
 * OpenAI-compatible chat-completions server works (OpenAI, Azure, Ollama, vLLM, LM Studio).
 * The answer format is a JSON schema generated from the contracts' zod schema; the answer is
 * parsed with that same schema. A malformed, cut-off or refused answer is asked again once with
 * the problem named; a second failure is an LlmError. The SDK's own retries are off: a timeout
 * or a 429 fails the request at once instead of holding the user's request for minutes.
 */
import type { LlmMessage, TokenUsage } from '@folio/contracts';
import OpenAI, { APIConnectionTimeoutError, APIError, RateLimitError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { addUsage, displayOrigin, LlmError, type LlmFailure, type LlmPort, type StructuredAnswer, type StructuredRequest, type Transcript } from './port.ts';

export interface OpenAiOptions {
  apiKey?: string | undefined;
  /** Defaults to https://api.openai.com/v1. */
  baseUrl?: string | undefined;
  model: string;
  /** The whole request, both attempts included. */
  timeoutMs: number;
  /** The fetch requests go through (GET /api/usage counts them there). */
  fetch?: typeof fetch | undefined;
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const MAX_ATTEMPTS = 2;

type Outcome<T> = { ok: true; value: T } | { ok: false; kind: LlmFailure; detail: string };

/** Some compatible servers wrap JSON in a markdown fence even when asked for a schema. */
function unfenced(text: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/.exec(text.trim());
  return fenced ? fenced[1]! : text;
}

function parseAnswer<S extends z.ZodType>(schema: S, text: string): Outcome<z.output<S>> {
  let json: unknown;
  try {
    json = JSON.parse(unfenced(text));
  } catch {
    return { ok: false, kind: 'malformed', detail: 'it was not valid JSON' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, kind: 'malformed', detail: `${issue.path.join('.') || 'the answer'}: ${issue.message}` };
}

/**
 * String length limits are not in every server's structured-output subset (OpenAI's strict mode
 * refuses them); they are dropped from the schema sent, and still enforced when parsing.
 */
function withoutLengthLimits(node: unknown): void {
  if (Array.isArray(node)) node.forEach(withoutLengthLimits);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    delete record.minLength;
    delete record.maxLength;
    Object.values(record).forEach(withoutLengthLimits);
  }
}

function toUsage(usage: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | undefined | null): TokenUsage | null {
  if (!usage) return null;
  const promptTokens = usage.prompt_tokens ?? 0;
  const completionTokens = usage.completion_tokens ?? 0;
  return { promptTokens, completionTokens, totalTokens: usage.total_tokens ?? promptTokens + completionTokens };
}

export class OpenAiLlm implements LlmPort {
  readonly provider = 'openai' as const;
  readonly model: string;
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly #client: OpenAI;

  constructor(options: OpenAiOptions) {
    this.model = options.model;
    this.timeoutMs = options.timeoutMs;
    const baseURL = options.baseUrl ?? OPENAI_BASE_URL;
    this.baseUrl = displayOrigin(baseURL);
    // Keyless local servers still get a bearer header; they ignore it.
    this.#client = new OpenAI({ apiKey: options.apiKey ?? 'not-needed', baseURL, timeout: options.timeoutMs, maxRetries: 0, ...(options.fetch ? { fetch: options.fetch } : {}) });
  }

  async complete<S extends z.ZodType>(request: StructuredRequest<S>): Promise<StructuredAnswer<z.output<S>>> {
    const format = zodResponseFormat(request.schema, request.schemaName);
    withoutLengthLimits(format.json_schema.schema);
    const deadline = Date.now() + this.timeoutMs;
    const transcript: Transcript = { messages: request.messages, responses: [], attempts: 0, usage: null };
    let messages: LlmMessage[] = request.messages;
    let failure: { kind: LlmFailure; detail: string } = { kind: 'malformed', detail: 'no answer' };

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      transcript.attempts = attempt;
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await this.#client.chat.completions.create(
          { model: this.model, messages, response_format: format },
          { timeout: Math.max(1, deadline - Date.now()) },
        );
      } catch (error) {
        transcript.responses.push('');
        throw this.#transportFailure(error, transcript);
      }
      transcript.usage = addUsage(transcript.usage, toUsage(completion.usage));
      const choice = completion.choices?.[0];
      const content = choice?.message?.content ?? '';
      const refusal = choice?.message?.refusal ?? null;
      transcript.responses.push(refusal ? `[refusal] ${refusal}` : content);

      const outcome: Outcome<z.output<S>> = refusal
        ? { ok: false, kind: 'refused', detail: refusal }
        : choice?.finish_reason === 'length'
          ? { ok: false, kind: 'malformed', detail: 'it was cut off at the length limit' }
          : parseAnswer(request.schema, content);
      if (outcome.ok) return { ...transcript, value: outcome.value, model: completion.model || this.model };
      failure = outcome;
      messages = [
        ...request.messages,
        { role: 'assistant', content: content || refusal || '' },
        {
          role: 'user',
          content: `That answer could not be used (${outcome.detail}). Answer again with only one JSON object matching the ${request.schemaName} schema.`,
        },
      ];
      if (Date.now() >= deadline) break;
    }
    const message =
      failure.kind === 'refused'
        ? `The AI model declined to answer: ${failure.detail.slice(0, 300)}`
        : `The AI model's answer could not be used (${failure.detail.slice(0, 200)}). Please try again.`;
    throw new LlmError(failure.kind, message, transcript);
  }

  #transportFailure(error: unknown, transcript: Transcript): LlmError {
    if (error instanceof APIConnectionTimeoutError) {
      return new LlmError('timeout', `The AI model did not answer within ${Math.round(this.timeoutMs / 1000)} s. Please try again.`, transcript, { cause: error });
    }
    if (error instanceof RateLimitError) {
      const retryAfter = error.headers?.get('retry-after');
      const wait = retryAfter && /^\d+$/.test(retryAfter) ? `in ${retryAfter} s` : 'in a minute';
      return new LlmError('rate-limited', `The AI model provider is rate limiting requests. Please try again ${wait}.`, transcript, { cause: error });
    }
    if (error instanceof APIError && (error.status === 401 || error.status === 403)) {
      return new LlmError('unavailable', 'The AI model provider refused the configured credentials (check OPENAI_API_KEY).', transcript, { cause: error });
    }
    if (error instanceof APIError && error.status === 404) {
      return new LlmError('unavailable', `The AI model '${this.model}' was not found at ${this.baseUrl}.`, transcript, { cause: error });
    }
    return new LlmError('unavailable', 'The AI model could not be reached. Please try again later.', transcript, { cause: error });
  }
}
