import {
  CorporateActionSuggestionsSchema,
  DismissDividendRequestSchema,
  DismissSplitRequestSchema,
  DividendRequestSchema,
  DividendSchema,
  DividendsSchema,
  IdParamsSchema,
  ListIdQuerySchema,
  SplitRequestSchema,
  SuccessSchema,
  UpdateDividendRequestSchema,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/idempotency.ts';
import type { Actor } from '../../shared/actor.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { errors } from '../routes.ts';
import { DIVIDEND_NOT_FOUND } from './decide.ts';
import type { DividendQueries } from './queries.ts';
import type { DividendCommands } from './service.ts';

export interface DividendRouteOptions {
  commands: DividendCommands;
  queries: DividendQueries;
}

/** Dividends (recorded by hand, confirmed from suggestions or imported) and the provider's splits. */
export async function dividendRoutes(app: FastifyInstance, { commands, queries }: DividendRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const dividends = { tags: ['dividends and splits'], security: [{ bearerAuth: [] }] };

  const find = async (actor: Actor, id: string) => {
    const dividend = await queries.dividend(actor, id);
    if (!dividend) throw new NotFoundError(DIVIDEND_NOT_FOUND);
    return dividend;
  };

  api.post(
    '/investments/dividends',
    {
      schema: {
        ...dividends,
        summary: 'Record a dividend', description: 'Records a dividend on shares the list held before its ex-date (or on its pay date); a reinvested one opens a lot.',
        body: DividendRequestSchema,
        response: { 201: DividendSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await commands.recordDividend(actor, request.body, request.body.source);
      return reply.status(201).send(await find(actor, id));
    },
  );

  api.get(
    '/investments/dividends',
    { schema: { ...dividends, summary: "A list's dividends", description: 'The dividends of a list (or all lists), newest first.', querystring: ListIdQuerySchema.pick({ listId: true }), response: { 200: DividendsSchema, ...errors } } },
    (request) => queries.dividends(actorOf(request), request.query),
  );

  api.put(
    '/investments/dividends/:id',
    { schema: { ...dividends, summary: 'Change a dividend', description: 'Corrects a dividend.', params: IdParamsSchema, body: UpdateDividendRequestSchema, response: { 200: DividendSchema, ...errors } } },
    async (request) => {
      const actor = actorOf(request);
      await find(actor, request.params.id);
      await commands.changeDividend(actor, request.params.id, request.body);
      return find(actor, request.params.id);
    },
  );

  api.delete(
    '/investments/dividends/:id',
    { schema: { ...dividends, summary: 'Delete a dividend', description: 'Removes a dividend (and the lot it reinvested into).', params: IdParamsSchema, response: { 200: SuccessSchema, ...errors } } },
    async (request) => {
      const actor = actorOf(request);
      await find(actor, request.params.id);
      await commands.removeDividend(actor, request.params.id);
      return { success: true as const };
    },
  );

  api.get(
    '/investments/corporate-actions',
    {
      schema: {
        ...dividends,
        summary: 'Dividends and splits to confirm', description: "The provider's dividends and splits for the list's holdings that are not yet recorded, applied or dismissed (no dividends when the list does not track them).",
        querystring: ListIdQuerySchema.pick({ listId: true }),
        response: { 200: CorporateActionSuggestionsSchema, ...errors },
      },
    },
    (request) => queries.suggestions(actorOf(request), request.query),
  );

  api.post(
    '/investments/dividends/dismissals',
    { schema: { ...dividends, summary: "Dismiss a provider's dividend", description: "Dismisses the provider's dividend of a symbol going ex on a date: it is not offered again.", body: DismissDividendRequestSchema, response: { 200: SuccessSchema, ...errors } } },
    async (request) => {
      await commands.dismissDividend(actorOf(request), request.body);
      return { success: true as const };
    },
  );

  api.post(
    '/investments/splits',
    {
      schema: {
        ...dividends,
        summary: 'Apply a stock split', description: 'Applies a split to the lots of the symbol bought before its date: quantity x ratio, price / ratio, cost unchanged.',
        body: SplitRequestSchema,
        response: { 200: SuccessSchema, ...errors },
      },
    },
    async (request) => {
      await commands.applySplit(actorOf(request), request.body);
      return { success: true as const };
    },
  );

  api.post(
    '/investments/splits/dismissals',
    { schema: { ...dividends, summary: "Dismiss a provider's split", description: "Dismisses the provider's split of a symbol on a date for this list.", body: DismissSplitRequestSchema, response: { 200: SuccessSchema, ...errors } } },
    async (request) => {
      await commands.dismissSplit(actorOf(request), request.body);
      return { success: true as const };
    },
  );
}
