/**
 * ISINs of the offline universe's real tickers, so a broker file that names only ISINs (Trade
 * Republic, Degiro) resolves offline as it would through Yahoo's search. Each is the security's
 * published ISIN (ISO 6166; the check digit is verified in the tests).
 */
const ISINS: Readonly<Record<string, string>> = {
  US0378331005: 'AAPL',
  US5949181045: 'MSFT',
  US02079K3059: 'GOOGL',
  US02079K1079: 'GOOG',
  US0231351067: 'AMZN',
  US30303M1027: 'META',
  US67066G1040: 'NVDA',
  US88160R1014: 'TSLA',
  US0846707026: 'BRK.B',
  US11135F1012: 'AVGO',
  US68389X1054: 'ORCL',
  US00724F1012: 'ADBE',
  US79466L3024: 'CRM',
  US0079031078: 'AMD',
  US4581401001: 'INTC',
  US17275R1023: 'CSCO',
  US1912161007: 'KO',
  US7134481081: 'PEP',
  US46625H1005: 'JPM',
  US92826C8394: 'V',
  US57636Q1040: 'MA',
  US4781601046: 'JNJ',
  US9311421039: 'WMT',
  US7427181091: 'PG',
  US30231G1022: 'XOM',
  US2546871060: 'DIS',
  US64110L1061: 'NFLX',
  US4592001014: 'IBM',
  US78462F1030: 'SPY',
  US46090E1038: 'QQQ',
  US9229087690: 'VTI',
};

/** The offline universe's ticker for an ISIN, or null when it has none. */
export function offlineSymbolForIsin(isin: string): string | null {
  return ISINS[isin.trim().toUpperCase()] ?? null;
}

export function offlineIsins(): ReadonlyArray<readonly [string, string]> {
  return Object.entries(ISINS);
}
