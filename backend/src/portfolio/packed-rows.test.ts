import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { parseBrokerCsv } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { importRowsOf, type PlanRow } from './import-plan.ts';
import { packRows, unpackRows } from './packed-rows.ts';

const FIXTURES = join(import.meta.dirname, '..', '..', '..', 'contracts', 'src', 'csv', 'fixtures');
const today = '2024-06-01';

/** What the request thread gets: packed in the reader thread, cloned as postMessage clones, unpacked. */
const acrossThreads = (rows: PlanRow[]) => unpackRows(deserialize(serialize(packRows(rows))));

describe('rows as columns between the reader thread and the request thread', () => {
  const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.csv'));
  const rows = files.flatMap((name) => importRowsOf(parseBrokerCsv(readFileSync(join(FIXTURES, name), 'utf8'), { today })));

  it('gives back every real broker file row as it was, field for field', () => {
    expect(files.length).toBeGreaterThan(15);
    expect(acrossThreads(rows)).toStrictEqual(rows);
  });

  it('keeps the fields only some rows have: ISINs, descriptions, a missing date', () => {
    // The broker files above hold each kind, so the first test covers them.
    expect(rows.some((row) => row.isin !== null)).toBe(true);
    expect(rows.some((row) => row.description !== null)).toBe(true);
    expect(rows.some((row) => row.dateDefaulted)).toBe(true);
  });

  it("keeps split ratios, Folio's own ledger export's lots and method, negative and fractional numbers", () => {
    const base = rows.find((row) => row.action === 'sell')!;
    const made: PlanRow[] = [
      { ...base, line: 7, quantity: 0.000_001, price: 1234.5678, fees: 0.1 + 0.2, amount: -42.42, tax: 1e-9, lot: null, method: 'specific', lots: [{ lot: 'lot-1', quantity: 2.5 }, { lot: 'lot-2', quantity: 1 }] },
      { ...base, line: 8, action: 'buy', quantity: 3, lot: 'lot-3', method: null, lots: null },
      { ...base, line: 9, action: 'split', quantity: -4, ratio: { numerator: 1, denominator: 5 }, lot: null, method: null, lots: null },
    ];
    expect(acrossThreads(made)).toStrictEqual(made);
    expect(acrossThreads([])).toStrictEqual([]);
  });
});
