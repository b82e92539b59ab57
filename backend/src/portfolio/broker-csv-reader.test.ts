import { CsvImportError, parseBrokerCsv } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { OFF_THREAD_CHARS, readBrokerCsv } from './broker-csv-reader.ts';

const today = '2024-06-01';
const symbols = ['AAPL', 'MSFT', 'NVDA', 'KO', 'JNJ'];
/** A holdings file with a title line, quoted money and a line-broken quoted note, past the off-thread size. */
function largeFile(rows: number) {
  const lines = ['"Positions as of 05/31/2024"', 'Symbol,Quantity,Purchase Price,Purchase Date,Notes'];
  for (let n = 0; n < rows; n++) lines.push(`${symbols[n % symbols.length]},${(n % 97) + 1},"$${(n % 400) + 10}.25",${(n % 12) + 1}/${(n % 28) + 1}/2020,"lot ${n}${n % 1000 === 0 ? '\nsplit note' : ''}"`);
  return lines.join('\n');
}

describe('reading a broker file for the import', () => {
  it('reads a large file in the worker thread to exactly what parseBrokerCsv gives, with event-loop turns meanwhile', async () => {
    const text = largeFile(25_000);
    expect(text.length).toBeGreaterThan(OFF_THREAD_CHARS);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    const read = await readBrokerCsv(text, { today });
    clearInterval(ticker);
    const here = parseBrokerCsv(text, { today });
    expect(read.rows).toHaveLength(25_000);
    expect(read).toEqual(here);
    expect(ticks).toBeGreaterThan(2);
  });

  it("gives a large file's refusal as the same CsvImportError", async () => {
    const text = `Name,Quantity\n${'Apple Inc,10\n'.repeat(30_000)}`;
    expect(text.length).toBeGreaterThan(OFF_THREAD_CHARS);
    const error = await readBrokerCsv(text, { today }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CsvImportError);
    expect(error).toMatchObject({ code: 'no-symbol-column', message: 'Could not find symbol/ticker column in CSV' });
  });

  it('reads files one after another and side by side', async () => {
    const [a, b] = await Promise.all([readBrokerCsv(largeFile(12_000), { today }), readBrokerCsv(largeFile(13_000), { today })]);
    expect([a.rows.length, b.rows.length]).toEqual([12_000, 13_000]);
    expect((await readBrokerCsv('Symbol,Quantity\nAAPL,3', { today })).rows).toHaveLength(1);
  });
});
