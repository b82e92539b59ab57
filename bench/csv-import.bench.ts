import Papa from 'papaparse';
import { knownSymbols, parsePortfolioCsv } from '../contracts/src/index.ts';
import { perSecond, report } from './support.ts';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 100_000);
const RUNS = 7;

/** '"$1,234.56"' -- toLocaleString would dominate generating 100k rows. */
function money(value: number): string {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.');
  return `"$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}"`;
}

/**
 * A broker-like positions export: a title line, a Fidelity-style header, quoted "$1,234.56" money,
 * percent columns, M/D/YYYY dates, every tenth row without a price (derived from total cost),
 * then cash, totals and a quoted disclaimer below the data.
 */
const TICKERS = knownSymbols().filter((symbol) => /^[A-Z]{1,5}$/.test(symbol));

export function brokerCsv(rows: number): string {
  const lines = [
    '"Positions for account Individual ...123 as of 03:02 PM ET, 01/05/2024"',
    '',
    'Account Number,Symbol,Description,Quantity,Last Price,Current Value,Total Gain/Loss Percent,Cost Basis Total,Average Cost Basis,Purchase Date,Type',
  ];
  for (let n = 0; n < rows; n += 1) {
    // Real tickers (the offline provider knows them; made-up ones are refused as unknown).
    const symbol = TICKERS[(n * 7919) % TICKERS.length]!;
    const quantity = ((n % 997) + 1) * 1.5;
    const cost = 10 + (n % 400) + (n % 100) / 100;
    const last = cost * (0.8 + (n % 50) / 100);
    const gain = ((last - cost) / cost) * 100;
    const date = `${(n % 12) + 1}/${(n % 28) + 1}/${2015 + (n % 10)}`;
    lines.push(
      [
        'Z12345678',
        symbol,
        `"${symbol} HOLDINGS INC, CLASS A"`,
        money(quantity).replace('$', '').replace(/\.00"$/, '"'),
        money(last),
        money(last * quantity),
        gain < 0 ? `(${(-gain).toFixed(2)}%)` : `${gain.toFixed(2)}%`,
        money(cost * quantity),
        n % 10 === 0 ? '--' : money(cost),
        date,
        'Cash',
      ].join(','),
    );
  }
  lines.push('Z12345678,Cash & Cash Investments,,,,"$1,234.56",,,,,Cash', 'Account Total,,,,,"$9,999,999.99",,,,,', '');
  lines.push('"The data and information in this spreadsheet is provided to you solely for your use and is not for distribution."');
  return lines.join('\r\n');
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

/**
 * The domain part of "import a 100k-row CSV end to end": papaparse alone on the text against
 * parsePortfolioCsv (the same papaparse call plus header detection, cell cleaning, skipping and
 * date normalisation), median of 7 runs after a warm-up, in one process.
 */
export async function run() {
  const text = brokerCsv(ROWS);
  const options = { today: '2024-06-01' };
  const check = parsePortfolioCsv(text, options);
  if (check.rows.length !== ROWS || check.warnings.length > 0) throw new Error(`expected ${ROWS} clean rows: ${check.rows.length}, ${check.warnings.join('; ')}`);
  time(() => Papa.parse(text, { delimiter: '' }));

  const parseOnly: number[] = [];
  const imports: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    parseOnly.push(time(() => Papa.parse<string[]>(text, { delimiter: '', skipEmptyLines: false })));
    imports.push(time(() => parsePortfolioCsv(text, options)));
  }
  const parseMs = median(parseOnly);
  const importMs = median(imports);

  report(`CSV import: ${ROWS.toLocaleString('en-US')} broker-like rows (${(text.length / 1e6).toFixed(1)} MB), median of ${RUNS}`, {
    'papaparse parse-only (ms)': `${parseMs.toFixed(0)}  (${perSecond(ROWS, parseMs)} rows/s)`,
    'parsePortfolioCsv (ms)': `${importMs.toFixed(0)}  (${perSecond(ROWS, importMs)} rows/s; target <= 2000)`,
    'import / parse-only': `${(importMs / parseMs).toFixed(2)}x  (target <= 5x, aim <= 3x)`,
    'skipped / warnings': `${check.skipped.length} / ${check.warnings.length}`,
  });
}

if (import.meta.main) await run();
