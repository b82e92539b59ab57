import { describe, expect, it } from 'vitest';
import type { Lot, TaxLotMethod } from './events.ts';
import { costOf, heldQuantity, lotTotals, remainingLots, roundQuantity, selectLots } from './lots.ts';

/**
 * Properties of lot selection over generated positions (a seeded generator, so a failure names
 * the case and reproduces): whatever the method, a sale takes exactly its quantity, never more
 * of a lot than the lot holds, and the shares and cost it takes plus what remains are what was
 * held. FIFO and LIFO take whole lots in date order before touching the next one.
 */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generatedPosition(next: () => number): Lot[] {
  const count = 1 + Math.floor(next() * 8);
  return Array.from({ length: count }, (_, index) => ({
    lotId: `lot${index}`,
    // Whole shares, fractional shares to the millionth, and crypto-like amounts.
    quantity: roundQuantity(next() < 0.5 ? 1 + Math.floor(next() * 500) : 0.000001 + Math.floor(next() * 5_000_000) / 1_000_000),
    price: Math.round((0.01 + next() * 2000) * 100) / 100,
    date: next() < 0.1 ? null : `20${10 + Math.floor(next() * 15)}-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 10)}`,
  }));
}

const METHODS: TaxLotMethod[] = ['fifo', 'lifo', 'average', 'specific'];
const CASES = 2000;

describe('lot selection properties', () => {
  it('takes exactly the quantity sold, no lot below zero, and conserves shares and cost', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const next = random(seed);
      const lots = generatedPosition(next);
      const held = heldQuantity(lots);
      const quantity = roundQuantity(Math.max(0.000001, held * next()));
      const method = METHODS[seed % METHODS.length]!;
      // For specific lots, pick from the lots in a shuffled order until the quantity is covered.
      const chosen: { lotId: string; quantity: number }[] = [];
      if (method === 'specific') {
        let left = quantity;
        for (const lot of [...lots].sort(() => next() - 0.5)) {
          if (left <= 0) break;
          const take = roundQuantity(Math.min(lot.quantity, left));
          chosen.push({ lotId: lot.lotId, quantity: take });
          left = roundQuantity(left - take);
        }
      }
      const sold = selectLots(lots, quantity, method, chosen);
      const context = `seed ${seed}, ${method}, ${quantity} of ${held}`;

      expect(roundQuantity(sold.reduce((sum, lot) => sum + lot.quantity, 0)), context).toBe(quantity);
      for (const taken of sold) {
        const lot = lots.find((candidate) => candidate.lotId === taken.lotId)!;
        expect(taken.quantity, context).toBeGreaterThanOrEqual(0);
        expect(taken.quantity, context).toBeLessThanOrEqual(lot.quantity);
      }
      const left = remainingLots(lots, sold);
      expect(roundQuantity(heldQuantity(left) + quantity), context).toBe(held);
      const soldCost = sold.reduce((sum, lot) => sum + lot.costBasis, 0);
      expect(Math.abs(soldCost + costOf(left) - costOf(lots)), context).toBeLessThan(Math.max(1e-6, costOf(lots) * 1e-9));
    }
  });

  it('FIFO and LIFO never take a later (earlier) lot while an earlier (later) one still holds shares', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const next = random(seed);
      const lots = generatedPosition(next);
      const quantity = roundQuantity(Math.max(0.000001, heldQuantity(lots) * next()));
      for (const method of ['fifo', 'lifo'] as const) {
        const sold = new Map(selectLots(lots, quantity, method).map((lot) => [lot.lotId, lot.quantity]));
        const key = (lot: Lot) => lot.date ?? '';
        for (const taken of lots.filter((lot) => sold.has(lot.lotId))) {
          const skipped = lots.filter((other) => (method === 'fifo' ? key(other) < key(taken) : key(other) > key(taken)));
          for (const other of skipped) {
            expect(sold.get(other.lotId), `seed ${seed} ${method}: ${other.lotId} before ${taken.lotId}`).toBe(other.quantity);
          }
        }
      }
    }
  });

  it('average cost: every share sold carries the position average', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const next = random(seed);
      const lots = generatedPosition(next);
      const held = heldQuantity(lots);
      const quantity = roundQuantity(Math.max(0.000001, held * next()));
      const sold = selectLots(lots, quantity, 'average');
      const average = costOf(lots) / held;
      const basis = sold.reduce((sum, lot) => sum + lot.costBasis, 0);
      expect(Math.abs(basis - quantity * average), `seed ${seed}`).toBeLessThan(Math.max(1e-6, basis * 1e-9));
    }
  });
});

describe('lot totals carried on from a stored prefix', () => {
  it('are the very floats of summing every lot again, page after page (as an import appends)', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const next = random(seed);
      let stored: Lot[] = [];
      lotTotals(stored);
      // Pages of purchases appended to the stored array, each page a new array starting with it.
      for (let page = 0; page < 5; page++) {
        const lots = [...stored, ...generatedPosition(next)];
        const carried = lotTotals(lots, stored);
        expect(roundQuantity(carried.quantity), `seed ${seed}`).toBe(heldQuantity(lots));
        expect(carried.cost.value, `seed ${seed}`).toBe(costOf(lots));
        const dates = lots.flatMap((lot) => (lot.date === null ? [] : [lot.date])).sort();
        expect(carried.first, `seed ${seed}`).toBe(dates[0] ?? null);
        stored = lots;
      }
    }
  });
});
