/**
 * The assistant chat (core.md sections 3, 4, 7): suggested questions, the query and its answer.
 * The server answers from the signed-in user's own holdings and recommendations; a user id or
 * portfolio data sent by the client is accepted for compatibility and ignored.
 */
import { z } from 'zod';
import { AnalystSchema } from './recommendations.ts';

export const SuggestionCategorySchema = z.enum(['performance', 'analysis', 'recommendations', 'risk', 'other']);
export type SuggestionCategory = z.infer<typeof SuggestionCategorySchema>;

export const SuggestedQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  description: z.string(),
  category: SuggestionCategorySchema,
});
export type SuggestedQuestion = z.infer<typeof SuggestedQuestionSchema>;

export const ChatSuggestionsResponseSchema = z
  .object({ suggestions: z.array(SuggestedQuestionSchema) })
  .meta({ id: 'ChatSuggestions' });
export type ChatSuggestionsResponse = z.infer<typeof ChatSuggestionsResponseSchema>;

export const ChatHistoryItemSchema = z.object({
  type: z.enum(['user', 'assistant']),
  content: z.string().max(20000),
  timestamp: z.union([z.string(), z.number()]).optional(),
});
export type ChatHistoryItem = z.infer<typeof ChatHistoryItemSchema>;

/** Only the latest turns of a conversation are read. */
export const CHAT_HISTORY_TURNS = 10;

export const ChatQueryRequestSchema = z
  .object({
    question: z
      .string({ error: 'Question is required' })
      .trim()
      .min(1, 'Question is required')
      .max(2000, 'Question must be at most 2000 characters'),
    chatHistory: z.array(ChatHistoryItemSchema).max(500).default([]),
    /** The list to talk about; every list when absent. */
    listId: z.string().min(1).optional(),
    /** Ignored: the session says who is asking. */
    userId: z.unknown().optional(),
    /** Ignored: the server reads the holdings itself. */
    portfolioData: z.unknown().optional(),
    /** Ignored: the server reads the recommendations itself. */
    recommendations: z.unknown().optional(),
  })
  .meta({ id: 'ChatQuery' });
export type ChatQuery = z.input<typeof ChatQueryRequestSchema>;

/** What a model answers with (the server adds the sources it gave the model). */
export const ChatJudgementSchema = z.object({
  answer: z.string().min(1).max(20000),
  confidence: z.number().min(0).max(1),
  followUpQuestions: z.array(z.string().max(500)).max(6),
});
export type ChatJudgement = z.infer<typeof ChatJudgementSchema>;

export const ChatResponseSchema = z
  .object({
    answer: z.string(),
    confidence: z.number().min(0).max(1),
    /** The data the answer rests on, e.g. 'Holdings of Main Portfolio (5 positions)'. */
    sources: z.array(z.string()),
    followUpQuestions: z.array(z.string()),
    analyst: AnalystSchema,
  })
  .meta({ id: 'ChatResponse' });
export type ChatResponse = z.infer<typeof ChatResponseSchema>;
