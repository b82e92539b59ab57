import { MoneySum, sumMoney } from '@folio/contracts';
import { Slice } from '../shared/yielding.ts';
import type { Holding } from './items.ts';

/** The holdings' totals on the summary cards. */
export interface HoldingTotals {
  totalValue: number;
  totalCost: number;
  totalGainLoss: number;
  realizedGain: number;
  positions: number;
}

/**
 * Unrounded amounts added exactly, each total rounded once (contracts/src/money.ts), with a turn
 * of the event loop every SLICE_MS when `pause` is given: exact sums of 50,000 positions take
 * hundreds of ms. The same sums in the same order as adding the lists at once.
 */
export async function holdingTotals(items: readonly Holding[], pause?: () => Promise<void>): Promise<HoldingTotals> {
  const held = items.filter((item) => item.quantity > 0);
  const [value, cost, gain, realized] = [new MoneySum(), new MoneySum(), new MoneySum(), new MoneySum()];
  const slice = new Slice();
  const sliced = async (count: number, add: (i: number) => void) => {
    for (let i = 0; i < count; i++) {
      add(i);
      if (pause && (i & 255) === 255 && slice.over) await slice.turn(pause);
    }
  };
  const valueOf = (item: Holding) => item.exactValue ?? item.totalValue ?? 0;
  const costOf = (item: Holding) => item.exactCost ?? item.costBasis ?? 0;
  // The gain adds every value, then every cost negated: the order of sumMoney([...values, ...-costs]).
  await sliced(held.length, (i) => {
    value.add(valueOf(held[i]!));
    gain.add(valueOf(held[i]!));
  });
  await sliced(held.length, (i) => {
    cost.add(costOf(held[i]!));
    gain.add(-costOf(held[i]!));
  });
  await sliced(items.length, (i) => realized.add(items[i]!.realizedGain));
  return { totalValue: value.rounded(), totalCost: cost.rounded(), totalGainLoss: gain.rounded(), realizedGain: realized.rounded(), positions: held.length };
}

/** holdingTotals without turns, for a handful of positions. */
export function syncTotals(items: readonly Holding[]): HoldingTotals {
  const held = items.filter((item) => item.quantity > 0);
  const values = held.map((item) => item.exactValue ?? item.totalValue ?? 0);
  const costs = held.map((item) => item.exactCost ?? item.costBasis ?? 0);
  return {
    totalValue: sumMoney(values),
    totalCost: sumMoney(costs),
    totalGainLoss: sumMoney([...values, ...costs.map((cost) => -cost)]),
    realizedGain: sumMoney(items.map((item) => item.realizedGain)),
    positions: held.length,
  };
}
