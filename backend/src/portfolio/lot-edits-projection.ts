/**
 * Read-model side of lot and sale edits. A buy row in the ledger is the purchase: the shares
 * bought, which are the lot's open shares plus what sales took of it. Changing or removing the
 * open shares moves the buy row by the same amount, so the sales before stay as recorded.
 */
import type { Collection } from '../readstore/port.ts';
import type { LotChanged, LotRemoved, SaleChanged } from './events.ts';
import { roundMoney, roundQuantity } from './lots.ts';
import { withLots, type PositionDoc, type TransactionDoc } from './projection.ts';

interface Collections {
  positions: Collection<PositionDoc>;
  transactions: Collection<TransactionDoc>;
}

async function moveBuyRow(transactions: Collection<TransactionDoc>, lotId: string, change: number, price: number, date: string | null, at: number) {
  const buy = await transactions.findOne({ _id: `buy:${lotId}` });
  if (!buy) return;
  const quantity = roundQuantity((buy.quantity ?? 0) + change);
  if (quantity <= 0) await transactions.deleteIfNewer(buy._id, at);
  else await transactions.putIfNewer({ ...buy, quantity, price, date, amount: roundMoney(quantity * price) }, at);
}

export async function applyLotEdit(event: LotChanged | LotRemoved | SaleChanged, { positions, transactions }: Collections, at: number) {
  if (event.type === 'SaleChanged') {
    const sale = event.data;
    const row = await transactions.findOne({ _id: `sell:${sale.saleId}` });
    if (!row) return;
    await transactions.putIfNewer(
      { ...row, price: sale.price, fees: sale.fees, date: sale.date, amount: sale.proceeds, realizedGain: sale.realizedGain },
      at,
    );
    const held = await positions.findOne({ _id: sale.positionId });
    if (held) {
      const realizedGain = roundMoney(held.realizedGain - (row.realizedGain ?? 0) + sale.realizedGain);
      await positions.putIfNewer({ ...held, realizedGain }, at);
    }
    return;
  }
  const held = await positions.findOne({ _id: event.data.positionId });
  const lot = held?.lots.find((candidate) => candidate.lotId === event.data.lotId);
  if (!held || !lot) return;
  if (event.type === 'LotRemoved') {
    await positions.putIfNewer(withLots(held, held.lots.filter((other) => other !== lot)), at);
    await moveBuyRow(transactions, lot.lotId, -lot.quantity, lot.price, lot.date, at);
    return;
  }
  const { quantity, price, date } = event.data;
  const lots = held.lots.map((other) => (other === lot ? { lotId: lot.lotId, quantity, price, date } : other));
  await positions.putIfNewer(withLots(held, lots), at);
  await moveBuyRow(transactions, lot.lotId, quantity - lot.quantity, price, date, at);
}
