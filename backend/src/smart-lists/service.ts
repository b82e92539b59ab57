import type { CreateSmartListRequestSchema, SmartList, SmartListPerformance } from '@folio/contracts';
import type { z } from 'zod';
import type { CachedMarketData } from '../market/cache.ts';
import type { ReadStore } from '../readstore/port.ts';
import type { Actor } from '../shared/actor.ts';
import { handleCommand, type CommandDeps } from '../shared/commands.ts';
import { toIsoDay } from '../shared/dates.ts';
import { NotFoundError, ValidationError } from '../shared/errors.ts';
import { smartListsDecider, type SmartListCommand } from './decider.ts';
import { smartListsStream } from './events.ts';
import { basketPerformance, PERFORMANCE_DAYS } from './performance.ts';
import { SMART_LISTS, smartListFromDoc, type SmartListDoc } from './projection.ts';

export interface SmartListsDeps extends CommandDeps {
  readStore: ReadStore;
  market: Pick<CachedMarketData, 'history' | 'unknownSymbols'>;
}

type CreateInput = z.output<typeof CreateSmartListRequestSchema>;

/** Commands and queries of smart lists; every call is scoped to the acting user. */
export function smartListsService(deps: SmartListsDeps) {
  const lists = () => deps.readStore.collection<SmartListDoc>(SMART_LISTS);

  const run = (actor: Actor, command: SmartListCommand) =>
    handleCommand(deps, {
      streamId: smartListsStream(actor.userId),
      decider: smartListsDecider,
      command,
      metadata: { userId: actor.userId, correlationId: actor.correlationId },
      eventId: actor.newId ? () => actor.newId!() : undefined,
    });

  async function owned(actor: Actor, smartListId: string): Promise<SmartListDoc> {
    const doc = await lists().findOne({ _id: smartListId, ownerId: actor.userId });
    if (!doc) throw new NotFoundError('Smart list not found');
    return doc;
  }

  return {
    async all(actor: Actor): Promise<SmartList[]> {
      const docs = await lists().find({ ownerId: actor.userId }, { sort: { createdAt: 1, _id: 1 } });
      return docs.map(smartListFromDoc);
    },

    async create(actor: Actor, input: CreateInput): Promise<SmartList> {
      const unknown = await deps.market.unknownSymbols(input.criteria.includeSymbols);
      if (unknown.size > 0) throw new ValidationError(`Unknown symbols: ${[...unknown].join(', ')}`);
      const smartListId = actor.newId?.() ?? deps.runtime.newId();
      const now = deps.runtime.now().toISOString();
      await run(actor, { type: 'CreateSmartList', data: { smartListId, ...input, now } });
      return smartListFromDoc(await owned(actor, smartListId));
    },

    async rebalance(actor: Actor, smartListId: string): Promise<SmartList> {
      await owned(actor, smartListId);
      await run(actor, { type: 'RebalanceSmartList', data: { smartListId, now: deps.runtime.now().toISOString() } });
      return smartListFromDoc(await owned(actor, smartListId));
    },

    async remove(actor: Actor, smartListId: string): Promise<{ success: true }> {
      await owned(actor, smartListId);
      await run(actor, { type: 'DeleteSmartList', data: { smartListId } });
      return { success: true };
    },

    /** The rebalanced weights on the notional amount over the last 30 days, from daily closes. */
    async performance(actor: Actor, smartListId: string): Promise<SmartListPerformance> {
      const doc = await owned(actor, smartListId);
      const today = deps.runtime.now();
      const start = new Date(today.getTime() - PERFORMANCE_DAYS * 86_400_000);
      const history = new Map(
        await Promise.all(
          doc.members.map(async (member) => {
            const rows = await deps.market.history(member.symbol, { from: start, to: today, interval: '1d' });
            return [member.symbol, rows.value] as const;
          }),
        ),
      );
      return basketPerformance({ members: doc.members, history, from: toIsoDay(start), to: toIsoDay(today) });
    },
  };
}

export type SmartListsService = ReturnType<typeof smartListsService>;
