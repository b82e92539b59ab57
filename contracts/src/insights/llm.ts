/**
 * LLM information and the owner-scoped debug log (core.md section 7: llm-info, debug). Logs hold
 * the prompts and answers of the user's own analyses and chats; never keys or headers.
 */
import { z } from 'zod';
import { AnalystSchema, TokenUsageSchema } from './recommendations.ts';

export const LlmPurposeSchema = z.enum(['stock-analysis', 'portfolio-analysis', 'chat']);
export type LlmPurpose = z.infer<typeof LlmPurposeSchema>;

export const LlmInfoSchema = z
  .object({
    provider: z.enum(['offline', 'openai']),
    model: z.string(),
    /** A sentence saying what answers the AI features. */
    description: z.string(),
    /** Origin of the OpenAI-compatible server (no credentials, no path secrets); null offline. */
    baseUrl: z.string().nullable(),
    timeoutMs: z.number().nullable(),
    structuredOutput: z.boolean(),
    /** The signed-in user's calls still in the debug log. */
    usage: z.object({
      calls: z.number().int(),
      failures: z.number().int(),
      promptTokens: z.number().int(),
      completionTokens: z.number().int(),
      totalTokens: z.number().int(),
    }),
  })
  .meta({ id: 'LlmInfo' });
export type LlmInfo = z.infer<typeof LlmInfoSchema>;

export const LlmLogSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  purpose: LlmPurposeSchema,
  analyst: AnalystSchema,
  status: z.enum(['ok', 'error']),
  /** Model calls made (a malformed or refused answer is asked again once). */
  attempts: z.number().int(),
  durationMs: z.number(),
  usage: TokenUsageSchema.nullable(),
  error: z.string().nullable(),
  analysisId: z.string().nullable(),
  listId: z.string().nullable(),
  symbol: z.string().nullable(),
});
export type LlmLogSummary = z.infer<typeof LlmLogSummarySchema>;

export const LlmLogsResponseSchema = z.object({ logs: z.array(LlmLogSummarySchema) }).meta({ id: 'LlmLogs' });

export const LlmMessageSchema = z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() });
export type LlmMessage = z.infer<typeof LlmMessageSchema>;

export const LlmLogEntrySchema = LlmLogSummarySchema.extend({
  /** The prompt as sent. */
  messages: z.array(LlmMessageSchema),
  /** The raw answer of every attempt, in order. */
  responses: z.array(z.string()),
}).meta({ id: 'LlmLogEntry' });
export type LlmLogEntry = z.infer<typeof LlmLogEntrySchema>;

export const LlmLogQuerySchema = z.object({ listId: z.string().min(1).optional() });

export const ClearLogsResponseSchema = z.object({ success: z.literal(true), cleared: z.number().int() }).meta({ id: 'ClearLlmLogs' });
