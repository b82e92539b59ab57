import { describe, expect, it } from 'vitest';
import { COLUMN_ALIASES, CSV_FIELDS, mapColumns, normaliseColumnName } from './columns.ts';

describe('column names', () => {
  it('ignore case, spaces and punctuation', () => {
    expect(normaliseColumnName('Purchase_Price ($)')).toBe('purchaseprice');
    expect(normaliseColumnName("Today's Gain/Loss %")).toBe('todaysgainloss');
  });

  it('match every spec alias, however it is written', () => {
    for (const field of CSV_FIELDS) {
      for (const alias of COLUMN_ALIASES[field]) {
        const shouted = ` ${alias.toUpperCase().replace(/ /g, '_')}: `;
        const map = mapColumns(['Symbol', shouted]);
        if (field === 'symbol') expect(map?.indexes.symbol, alias).toBe(0);
        else expect(map?.indexes[field], alias).toBe(1);
      }
    }
  });

  it('needs a symbol-like column to be a header', () => {
    expect(mapColumns(['Quantity', 'Price'])).toBeNull();
    expect(mapColumns(['Positions for account Individual ...123 as of 03:02 PM ET'])).toBeNull();
    expect(mapColumns(['Stock positions as of 2024-01-05'])).toBeNull();
    expect(mapColumns(['TICKER'])?.indexes.symbol).toBe(0);
  });

  it('does not read names that merely contain an alias', () => {
    const map = mapColumns(['Symbol', 'Last Price', 'Price Change %', 'Cost Basis Gain', 'Settlement Date', 'Share Price']);
    expect(map?.indexes).toEqual({ symbol: 0, quantity: -1, purchasePrice: -1, totalCost: -1, purchaseDate: -1 });
  });

  it("reads a name in brackets, like Schwab's 'Qty (Quantity)'", () => {
    expect(mapColumns(['Symbol', 'Qty (Quantity)'])?.indexes.quantity).toBe(1);
    expect(mapColumns(['Symbol', 'Mkt Val (Market Value)'])?.indexes.quantity).toBe(-1);
  });

  it('prefers the alias listed first, then the leftmost column, and says so', () => {
    const map = mapColumns(['Price', 'Ticker', 'Average Cost Basis', 'Purchase Price', 'Cost', 'Date', 'Buy Date', 'Shares', 'Qty', 'Symbol']);
    // 'Buy Date' names the purchase; a bare 'Date' may be a quote's date (Yahoo's portfolio export).
    expect(map?.indexes).toEqual({ symbol: 9, quantity: 8, purchasePrice: 3, totalCost: -1, purchaseDate: 6 });
    expect(map?.notes).toContain("Several columns could be the purchase price ('Price', 'Average Cost Basis', 'Purchase Price', 'Cost'); used 'Purchase Price'");
    expect(map?.notes).toContain("Several columns could be the symbol ('Ticker', 'Symbol'); used 'Symbol'");
    expect(mapColumns(['Symbol', 'Price', 'price'])?.indexes.purchasePrice).toBe(1);
  });

  it('ranks a bracketed match below a whole-name match', () => {
    expect(mapColumns(['Symbol', 'Shares (Qty)', 'Quantity'])?.indexes.quantity).toBe(2);
    expect(mapColumns(['Symbol', 'Qty (Quantity)', 'Position'])?.indexes.quantity).toBe(1);
  });

  it('reads the cost-basis names of real broker exports', () => {
    expect(mapColumns(['Symbol', 'Cost Basis Per Share'])?.indexes.purchasePrice).toBe(1);
    expect(mapColumns(['Symbol', '$ Avg Cost'])?.indexes.purchasePrice).toBe(1);
    expect(mapColumns(['Symbol', 'Average Cost', 'Price'])?.indexes.purchasePrice).toBe(1);
    expect(mapColumns(['Code', 'Cost Basis'])?.indexes).toMatchObject({ symbol: 0, totalCost: 1 });
    expect(mapColumns(['Symbol', 'Date', 'Trade Date'])?.indexes.purchaseDate).toBe(2);
    expect(mapColumns(['Symbol', 'TradeDate', 'TradePrice'])?.indexes).toMatchObject({ purchaseDate: 1, purchasePrice: 2 });
    expect(mapColumns(['Symbol', 'Price'])?.genericPrice).toBe(true);
    expect(mapColumns(['Symbol', 'Price Paid'])?.genericPrice).toBe(false);
  });

  it('keeps price and total cost apart', () => {
    const map = mapColumns(['Symbol', 'Cost Basis Total', 'Average Cost Basis', 'Basis', 'Net Asset Value']);
    expect(map?.indexes.purchasePrice).toBe(2);
    expect(map?.indexes.totalCost).toBe(1);
  });
});
