import { z } from 'zod';

/** Every error the API returns: a short category and a message a person can act on. */
export const ApiErrorSchema = z
  .object({
    error: z.string().meta({ example: 'Bad Request' }),
    message: z.string().meta({ example: 'Name is required' }),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const IdParamsSchema = z.object({ id: z.string().min(1) });

export const SuccessSchema = z.object({ success: z.literal(true) });

/** A trimmed, non-empty string; `label` names the field in the error message. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
