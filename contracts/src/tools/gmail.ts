/**
 * The Labs Gmail widget (dashboard-news-tools.md sections 2, 3, 4 and 9). Tokens stay on the
 * server; the spec's accessToken/refreshToken query parameters are accepted and ignored.
 */
import { z } from 'zod';

export const GMAIL_NOT_CONFIGURED = 'Gmail service not configured';

export const GmailMessageSchema = z
  .object({
    id: z.string(),
    sender: z.string(),
    subject: z.string(),
    snippet: z.string(),
    date: z.string().nullable(),
    isRead: z.boolean(),
    hasAttachments: z.boolean(),
  })
  .meta({ id: 'GmailMessage' });
export type GmailMessage = z.infer<typeof GmailMessageSchema>;

export const GmailAuthUrlResponseSchema = z
  .object({ success: z.literal(true), data: z.object({ authUrl: z.string() }) })
  .meta({ id: 'GmailAuthUrlResponse' });

export const GmailMessagesQuerySchema = z.object({
  accessToken: z.string().optional().meta({ description: 'Accepted for compatibility and ignored: tokens are kept on the server' }),
  refreshToken: z.string().optional().meta({ description: 'Accepted for compatibility and ignored' }),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

export const GmailMessagesResponseSchema = z
  .object({
    success: z.boolean(),
    data: z.object({ messages: z.array(GmailMessageSchema) }).optional(),
    needsAuth: z.boolean().optional(),
    error: z.string().optional(),
  })
  .meta({ id: 'GmailMessagesResponse' });
export type GmailMessagesResponse = z.infer<typeof GmailMessagesResponseSchema>;

export const GmailStatusResponseSchema = z
  .object({ configured: z.boolean(), connected: z.boolean() })
  .meta({ id: 'GmailStatusResponse' });
export type GmailStatus = z.infer<typeof GmailStatusResponseSchema>;
