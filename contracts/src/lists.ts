import { z } from 'zod';
import { requiredText } from './common.ts';

export const ListSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    isDefault: z.boolean(),
    createdAt: z.string(),
    /** How sales in this list pick their tax lots. */
    taxLotMethod: z.enum(['fifo', 'lifo', 'average', 'specific']),
    _count: z.object({ portfolios: z.number().int().nonnegative() }),
  })
  .meta({ id: 'List' });
export type List = z.infer<typeof ListSchema>;

export const ListsResponseSchema = z.array(ListSchema).meta({ id: 'Lists' });

const description = z
  .string()
  .trim()
  .max(500, 'Description must be at most 500 characters')
  .nullish()
  .transform((value) => (value ? value : null));

export const CreateListRequestSchema = z
  .object({ name: requiredText('Name', 100), description })
  .meta({ id: 'CreateListRequest' });
export type CreateListRequest = z.input<typeof CreateListRequestSchema>;

export const UpdateListRequestSchema = CreateListRequestSchema.meta({ id: 'UpdateListRequest' });
export type UpdateListRequest = z.input<typeof UpdateListRequestSchema>;

export const DeleteListResponseSchema = z
  .object({
    success: z.literal(true),
    /** The default list that received the deleted list's stocks. */
    movedTo: z.string(),
    movedCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'DeleteListResponse' });
export type DeleteListResponse = z.infer<typeof DeleteListResponseSchema>;

/** The name of the list every new user starts with. */
export const DEFAULT_LIST_NAME = 'Main Portfolio';

export * from './lists/preferences.ts';
