import {
  AddStockRequestSchema,
  amountOf,
  roundMoney,
  firstIssue,
  type CashFlowRequest,
  type SaleResult,
  type SellPositionRequest,
} from '@folio/contracts';
import type { z } from 'zod';
import type { ListsService } from '../lists/service.ts';
import type { Actor } from '../shared/actor.ts';
import type { CommandDeps } from '../shared/commands.ts';
import { NotFoundError, ValidationError } from '../shared/errors.ts';
import { toIsoDay } from '../shared/dates.ts';
import { mapInSlices } from '../shared/yielding.ts';
import { bookCommands } from './book-commands.ts';
import { portfolioDecider, type NewPosition } from './decider.ts';
import type { PortfolioEvent, PositionSold, SaleChanged } from './events.ts';
import type { LotEdit, SaleEdit } from './lot-edits.ts';

export interface PortfolioCommandsDeps extends CommandDeps {
  lists: ListsService;
  /** Which of these symbols no market-data provider lists (the market cache answers). */
  unknownSymbols: (symbols: Iterable<string>) => Promise<Set<string>>;
}

export const stockNotFound = (symbol: string) => `Stock not found: ${symbol}. Check the symbol and try again.`;

export const MISSING_IMPORT_LIST = 'Selected list no longer exists. Please select a different list.';

type ValidStock = z.output<typeof AddStockRequestSchema>;

export interface BulkOutcome {
  /** Rows added (a symbol given twice is one position bought twice). */
  added: number;
  /** The positions bought, each once. */
  ids: string[];
  failed: { index: number; symbol: string | null; error: string; [field: string]: unknown }[];
}

/** The portfolio's commands. Every one runs against the acting user's book only. */
export function portfolioCommands(deps: PortfolioCommandsDeps) {
  const { newId, run, appendOnBook, listFor } = bookCommands(deps);
  const today = () => toIsoDay(deps.runtime.now());

  function newPosition(actor: Actor, stock: ValidStock, listId: string, dateDefaulted = false): NewPosition {
    const holding = stock.quantity > 0;
    return {
      positionId: newId(actor),
      listId,
      symbol: stock.symbol,
      lot: {
        lotId: newId(actor),
        quantity: stock.quantity,
        price: holding ? stock.purchasePrice! : 0,
        date: holding ? stock.purchaseDate! : null,
        ...(dateDefaulted ? { dateDefaulted: true } : {}),
      },
    };
  }

  /**
   * Opens every valid row in one append: the good rows land together or not at all, and a bad
   * row is reported with its reason instead of blocking the others.
   */
  async function openMany(
    actor: Actor,
    listId: string,
    rows: { item: unknown; dateDefaulted?: boolean }[],
    source: 'bulk' | 'import',
  ): Promise<BulkOutcome> {
    const positions: NewPosition[] = [];
    const failed: BulkOutcome['failed'] = [];
    // In slices: checking 50,000 rows holds the event loop for a second otherwise.
    const parsedRows = await mapInSlices(rows, ({ item }) => AddStockRequestSchema.safeParse({ ...(item as object), listId }));
    const unknown = await deps.unknownSymbols(parsedRows.flatMap((parsed) => (parsed.success ? [parsed.data.symbol] : [])));
    rows.forEach(({ item, dateDefaulted }, index) => {
      const parsed = parsedRows[index]!;
      if (parsed.success && unknown.has(parsed.data.symbol)) {
        failed.push({ ...(item as object), index, symbol: parsed.data.symbol, error: stockNotFound(parsed.data.symbol) });
      } else if (parsed.success) positions.push(newPosition(actor, parsed.data, listId, dateDefaulted));
      else {
        const symbol = (item as { symbol?: unknown })?.symbol;
        failed.push({ ...(item as object), index, symbol: typeof symbol === 'string' ? symbol : null, error: firstIssue(parsed.error) });
      }
    });
    if (positions.length === 0) return { added: 0, ids: [], failed };
    const { events } = await appendOnBook(actor, portfolioDecider, { type: 'OpenPositions', data: { positions, source, missingList: MISSING_IMPORT_LIST } });
    // Each position bought, once: a later purchase of a symbol already held rides in a PositionsIncreased.
    const ids = new Set<string>();
    for (const event of events as PortfolioEvent[]) {
      if (event.type === 'PositionsIncreased') for (const purchase of event.data.purchases) ids.add(purchase.positionId);
      else ids.add((event.data as { positionId: string }).positionId);
    }
    return { added: positions.length, ids: [...ids], failed };
  }

  return {
    openMany,

    async addStock(actor: Actor, stock: ValidStock): Promise<string> {
      const listId = await listFor(actor, stock.listId);
      if ((await deps.unknownSymbols([stock.symbol])).size) throw new ValidationError(stockNotFound(stock.symbol));
      const opened = newPosition(actor, stock, listId);
      const { state } = await run(actor, { type: 'OpenPositions', data: { positions: [opened], source: 'manual', missingList: 'List not found' } });
      // A symbol the list already had gets the new lot; the answer is that position.
      return state.bySymbol.get(`${listId} ${stock.symbol}`) ?? opened.positionId;
    },

    async bulk(actor: Actor, listId: string, items: unknown[]): Promise<BulkOutcome> {
      await deps.lists.owned(actor, listId).catch(() => {
        throw new NotFoundError(MISSING_IMPORT_LIST);
      });
      return openMany(actor, listId, items.map((item) => ({ item })), 'bulk');
    },

    async updateStock(actor: Actor, positionId: string, stock: { quantity: number; purchasePrice?: number | null; purchaseDate?: string | null }) {
      const holding = stock.quantity > 0;
      await run(actor, {
        type: 'AdjustPosition',
        data: {
          positionId,
          lot: { lotId: newId(actor), quantity: stock.quantity, price: holding ? stock.purchasePrice! : 0, date: holding ? stock.purchaseDate! : null },
        },
      });
    },

    /** A purchase added to a position as its own lot. */
    async addLot(actor: Actor, positionId: string, lot: { quantity: number; price: number; date: string }) {
      await run(actor, { type: 'AddLot', data: { positionId, lot: { lotId: newId(actor), ...lot } } });
    },

    async changeLot(actor: Actor, edit: LotEdit) {
      await run(actor, { type: 'ChangeLot', data: edit });
    },

    async removeLot(actor: Actor, positionId: string, lotId: string) {
      await run(actor, { type: 'RemoveLot', data: { positionId, lotId } });
    },

    /** A recorded sale's price, fees, date or notes; answers the sale as it now stands. */
    async changeSale(actor: Actor, edit: SaleEdit): Promise<SaleResult> {
      const { events, state } = await run(actor, { type: 'ChangeSale', data: edit });
      const sale = state.sales.get(edit.saleId)!;
      const changed = (events as SaleChanged[]).find((event) => event.type === 'SaleChanged')?.data;
      const proceeds = changed?.proceeds ?? roundMoney(amountOf(sale.quantity, sale.price) - sale.fees);
      const remaining = state.positions.get(sale.positionId)?.lots.reduce((sum, lot) => sum + lot.quantity, 0) ?? 0;
      return {
        success: true,
        sale: {
          id: sale.saleId, portfolioId: sale.positionId, symbol: sale.symbol, quantity: sale.quantity, price: sale.price, fees: sale.fees,
          date: sale.date, notes: sale.notes, method: sale.method, netProceeds: proceeds, costBasis: sale.costBasis,
          realizedGain: roundMoney(proceeds - sale.costBasis), lots: sale.lots,
        },
        remainingQuantity: Math.round(remaining * 1e9) / 1e9,
      };
    },

    async removeStock(actor: Actor, positionId: string) {
      await run(actor, { type: 'RemovePosition', data: { positionId } });
    },

    async sell(actor: Actor, sale: SellPositionRequest & { fees: number }): Promise<SaleResult> {
      const saleId = newId(actor);
      const { events, state } = await run(actor, {
        type: 'SellPosition',
        data: {
          saleId,
          positionId: sale.portfolioId,
          quantity: sale.quantity,
          price: sale.price,
          fees: sale.fees,
          date: sale.date ?? today(),
          notes: sale.notes ?? null,
          method: sale.lotMethod,
          lots: sale.lots,
        },
      });
      const sold = (events as PositionSold[]).find((event) => event.type === 'PositionSold')!.data;
      const remaining = state.positions.get(sold.positionId)?.lots.reduce((sum, lot) => sum + lot.quantity, 0) ?? 0;
      return {
        success: true,
        sale: {
          id: sold.saleId, portfolioId: sold.positionId, symbol: sold.symbol, quantity: sold.quantity, price: sold.price, fees: sold.fees,
          date: sold.date, notes: sold.notes, method: sold.method, netProceeds: sold.proceeds, costBasis: sold.costBasis,
          realizedGain: sold.realizedGain, lots: sold.lots,
        },
        remainingQuantity: Math.round(remaining * 1e9) / 1e9,
      };
    },

    async recordCashFlow(actor: Actor, flow: CashFlowRequest & { amount: number }): Promise<string> {
      const listId = await listFor(actor, flow.listId);
      const cashFlowId = newId(actor);
      await run(actor, {
        type: 'RecordCashFlow',
        data: { cashFlowId, listId, type: flow.type, amount: flow.amount, date: flow.date ?? today(), description: flow.description || null },
      });
      return cashFlowId;
    },

    async changeCashFlow(actor: Actor, cashFlowId: string, flow: Omit<CashFlowRequest, 'listId'> & { amount: number }) {
      await run(actor, {
        type: 'ChangeCashFlow',
        data: { cashFlowId, type: flow.type, amount: flow.amount, date: flow.date ?? today(), description: flow.description || null },
      });
    },

    async removeCashFlow(actor: Actor, cashFlowId: string) {
      await run(actor, { type: 'RemoveCashFlow', data: { cashFlowId } });
    },

    async recordPurchaseDates(actor: Actor, estimates: { positionId: string; lotId: string; date: string; low: number; high: number }[]) {
      if (estimates.length > 0) await run(actor, { type: 'EstimatePurchaseDates', data: { estimates } });
    },
  };
}

export type PortfolioCommands = ReturnType<typeof portfolioCommands>;
