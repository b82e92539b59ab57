/**
 * The rows of a list's lossless export (contracts/src/csv/ledger-csv.ts): every purchase lot as
 * bought, every sale with its method and the lots it consumed, every cash flow and dividend, and
 * the symbols watched without shares. Figures are the ledger's own, unrounded.
 *
 * Order: by date, then deposits, purchases, dividends, sales, withdrawals (the order the importer
 * applies a day's rows in), then the order the book recorded them. Importing the file records
 * them in file order, so exporting the new list writes the same rows in the same order.
 */
import type { LedgerCsvRow } from '@folio/contracts';
import type { ReadStore } from '../readstore/port.ts';
import type { BookState } from './decider.ts';
import { TRANSACTIONS, type TransactionDoc } from './projection.ts';

const RANK: Readonly<Record<LedgerCsvRow['action'], number>> = {
  Watch: 0, Deposit: 1, Buy: 3, 'Dividend Reinvested': 4, Dividend: 4, Sell: 7, Withdrawal: 8,
};

interface Ordered {
  row: LedgerCsvRow;
  /** Where the book recorded it among its kind (lot, sale, cash flow, dividend insertion order). */
  recorded: number;
  /** Lot ids this row opens (buy, reinvested dividend) or consumes (sale). */
  opens?: string;
  consumes?: { lotId: string; quantity: number }[];
}

const orderOf = <T>(map: ReadonlyMap<string, T>) => new Map([...map.keys()].map((key, index) => [key, index]));

export async function ledgerRows(readStore: ReadStore, state: BookState, ownerId: string, listId: string): Promise<LedgerCsvRow[]> {
  const ledger = await readStore.collection<TransactionDoc>(TRANSACTIONS).find({ ownerId, listId, kind: 'buy' });
  const lotOrder = orderOf(state.history.lots);
  const rows: Ordered[] = [];

  const bought = new Set<string>();
  for (const doc of ledger) {
    const lotId = doc._id.replace(/^buy:/, '');
    if (doc.positionId) bought.add(doc.positionId);
    rows.push({
      row: { date: doc.date, action: 'Buy', symbol: doc.symbol, quantity: doc.quantity, price: doc.price },
      recorded: lotOrder.get(lotId) ?? Number.MAX_SAFE_INTEGER,
      opens: lotId,
    });
  }
  for (const position of state.positions.values()) {
    if (position.listId === listId && position.lots.length === 0 && !bought.has(position.positionId)) {
      rows.push({ row: { date: null, action: 'Watch', symbol: position.symbol }, recorded: 0 });
    }
  }
  const saleOrder = orderOf(state.sales);
  for (const sale of state.sales.values()) {
    if (sale.listId !== listId) continue;
    rows.push({
      row: { date: sale.date, action: 'Sell', symbol: sale.symbol, quantity: sale.quantity, price: sale.price, fees: sale.fees, method: sale.method, description: sale.notes },
      recorded: saleOrder.get(sale.saleId)!,
      consumes: sale.lots.map((lot) => ({ lotId: lot.lotId, quantity: lot.quantity })),
    });
  }
  const flowOrder = orderOf(state.cashFlows);
  for (const flow of state.cashFlows.values()) {
    if (flow.listId !== listId) continue;
    rows.push({
      row: { date: flow.date, action: flow.type === 'deposit' ? 'Deposit' : 'Withdrawal', symbol: null, amount: flow.amount, description: flow.description },
      recorded: flowOrder.get(flow.cashFlowId)!,
    });
  }
  const dividendOrder = orderOf(state.history.dividends);
  for (const dividend of state.history.dividends.values()) {
    if (dividend.listId !== listId) continue;
    const lot = dividend.lot;
    rows.push({
      row: {
        date: dividend.payDate, action: lot ? 'Dividend Reinvested' : 'Dividend', symbol: dividend.symbol, quantity: lot?.quantity ?? null,
        price: lot?.price ?? null, amount: dividend.amount - dividend.withholdingTax, tax: dividend.withholdingTax || null,
      },
      recorded: dividendOrder.get(dividend.dividendId)!,
      ...(lot ? { opens: lot.lotId } : {}),
    });
  }

  rows.sort(
    (a, b) =>
      (a.row.date ?? '').localeCompare(b.row.date ?? '') ||
      RANK[a.row.action] - RANK[b.row.action] ||
      (a.row.symbol ?? '').localeCompare(b.row.symbol ?? '') ||
      a.recorded - b.recorded,
  );
  // Lot references in file order, so two exports of the same book name the same lots alike.
  const refs = new Map<string, string>();
  for (const entry of rows) if (entry.opens) refs.set(entry.opens, (entry.row.lot = `L${refs.size + 1}`));
  for (const entry of rows) {
    if (entry.consumes) entry.row.lots = entry.consumes.map((pick) => ({ lot: refs.get(pick.lotId) ?? pick.lotId, quantity: pick.quantity }));
  }
  return rows.map((entry) => entry.row);
}
