import { CsvImportError, parseBrokerCsv } from '@folio/contracts';
import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { bodiesInThread, fileReads, keptFileCount, OFF_THREAD_CHARS, parseLargeJsonBodiesOffThread, readImportFile } from './broker-csv-reader.ts';
import { importRowsOf, ownProblem } from './import-plan.ts';
import { bodyHash, knownBodyHashes } from '../platform/body-hash.ts';

const today = '2024-06-01';
const symbols = ['AAPL', 'MSFT', 'NVDA', 'KO', 'JNJ'];
/** A holdings file with a title line, quoted money and a line-broken quoted note, past the off-thread size. */
function largeFile(rows: number) {
  const lines = ['"Positions as of 05/31/2024"', 'Symbol,Quantity,Purchase Price,Purchase Date,Notes'];
  for (let n = 0; n < rows; n++) lines.push(`${symbols[n % symbols.length]},${(n % 97) + 1},"$${(n % 400) + 10}.25",${(n % 12) + 1}/${(n % 28) + 1}/2020,"lot ${n}${n % 1000 === 0 ? '\nsplit note' : ''}"`);
  return lines.join('\n');
}

describe('reading a broker file for the import', () => {
  it('reads a large file in the worker thread to exactly what parseBrokerCsv gives, each row checked as the plan would, with event-loop turns meanwhile', async () => {
    // A purchase dated in the future: read, and refused by the forms' check.
    const text = `${largeFile(25_000)}\nAAPL,5,"$10.00",1/2/2099,"not yet"`;
    expect(text.length).toBeGreaterThan(OFF_THREAD_CHARS);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    const read = await readImportFile(text, { today, listId: 'list-1' });
    clearInterval(ticker);
    const { rows: fileRows, ...file } = parseBrokerCsv(text, { today });
    const rows = importRowsOf({ ...file, rows: fileRows } as ReturnType<typeof parseBrokerCsv>);
    expect(read.rows).toHaveLength(25_001);
    expect(read.file).toEqual(file);
    expect(read.rows).toEqual(rows);
    expect(read.checked).toEqual(rows.map((row) => ownProblem(row, 'list-1')));
    expect(read.checked!.filter((problem) => problem !== null)).toEqual(['Purchase date cannot be in the future']);
    expect(ticks).toBeGreaterThan(2);
  });

  it('leaves a row that names only an ISIN for the plan to check once the ISIN gave its ticker', async () => {
    // Trade Republic's export names shares by ISIN only.
    const lines = ['Date;Type;ISIN;Name;Shares;Price;Amount;Fee;Tax'];
    for (let n = 0; n < 8_000; n++) lines.push(`03.01.2024;Buy;US0378331005;Apple Inc.;${n + 1};172,40;-432,00;1,00;`, `04.01.2024;Deposit;;;;;1.500,00;;`);
    const text = lines.join('\n');
    expect(text.length).toBeGreaterThan(OFF_THREAD_CHARS);
    const read = await readImportFile(text, { today, listId: 'list-1' });
    expect(read.rows[0]).toMatchObject({ action: 'buy', symbol: '', isin: 'US0378331005' });
    expect(read.rows[1]).toMatchObject({ action: 'deposit', amount: 1500 });
    expect(read.checked!.filter((_, index) => index % 2 === 0).every((problem) => problem === undefined)).toBe(true);
    // Cash rows are checked in the thread: no ticker to wait for.
    expect(read.checked!.filter((_, index) => index % 2 === 1).every((problem) => problem === null)).toBe(true);
  });

  it("gives a large file's refusal as the same CsvImportError", async () => {
    const text = `Name,Quantity\n${'Apple Inc,10\n'.repeat(30_000)}`;
    expect(text.length).toBeGreaterThan(OFF_THREAD_CHARS);
    const error = await readImportFile(text, { today, listId: 'list-1' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CsvImportError);
    expect(error).toMatchObject({ code: 'no-symbol-column', message: 'Could not find symbol/ticker column in CSV' });
  });

  it('reads files one after another and side by side', async () => {
    const [a, b] = await Promise.all([readImportFile(largeFile(12_000), { today, listId: 'a' }), readImportFile(largeFile(13_000), { today, listId: 'b' })]);
    expect([a.rows.length, b.rows.length]).toEqual([12_000, 13_000]);
    expect(await readImportFile('Symbol,Quantity\nAAPL,3', { today, listId: 'a' })).toMatchObject({ rows: [{ symbol: 'AAPL', quantity: 3 }], checked: null });
  });
});

describe('large request bodies', () => {
  /** A route that reads the body's file, and one that never does. */
  async function app() {
    const server = Fastify();
    await server.register(async (routes) => {
      parseLargeJsonBodiesOffThread(routes);
      routes.post('/read', async (request) => (await readImportFile((request.body as { csv: string }).csv, { today, listId: 'list-1' })).rows.length);
      routes.post('/refuse', async (_request, reply) => reply.code(400).send({ error: 'no' }));
      routes.post('/limited', { bodyLimit: OFF_THREAD_CHARS * 2 }, async (request) => (request.body as { listId: string }).listId);
      routes.post('/hash', async (request) => ({ known: knownBodyHashes.get(request) ?? null, here: bodyHash(request.body) }));
      routes.post('/body', async (request) => {
        const { csv, ...rest } = request.body as { csv: string };
        return { csv: { length: csv.length, start: csv.slice(0, 40) }, rest };
      });
    });
    return server;
  }

  it("parses a large body in the thread, which keeps its file for the request's read and lets go of it when the request ends", async () => {
    const server = await app();
    const csv = largeFile(20_000);
    const before = { ...fileReads };
    const read = await server.inject({ method: 'POST', url: '/read', payload: { csv, listId: 'list-1' } });
    expect(read.json()).toBe(20_000);
    expect(fileReads).toEqual({ kept: before.kept + 1, sent: before.sent });
    expect(keptFileCount()).toBe(0);
    // A request that never reads its file: forgotten when it ends.
    expect((await server.inject({ method: 'POST', url: '/refuse', payload: { csv, listId: 'list-1' } })).statusCode).toBe(400);
    expect(keptFileCount()).toBe(0);
    // The same text arriving some other way is sent over as before.
    expect((await readImportFile(csv, { today, listId: 'list-1' })).rows).toHaveLength(20_000);
    expect(fileReads).toEqual({ kept: before.kept + 1, sent: before.sent + 1 });
    // More imports at once than files are kept: each reads its own file, from the thread or sent.
    const files = Array.from({ length: 7 }, (_, n) => largeFile(8_000 + n));
    expect(files[0]!.length).toBeGreaterThan(OFF_THREAD_CHARS);
    const counts = await Promise.all(files.map(async (file) => (await server.inject({ method: 'POST', url: '/read', payload: { csv: file, listId: 'list-1' } })).json()));
    expect(counts).toEqual(files.map((_, n) => 8_000 + n));
    expect(keptFileCount()).toBe(0);
    await server.close();
  });

  it('takes a large body sent over the network in many pieces, and refuses one over the route limit with Fastify\'s 413, the thread letting go of its pieces', async () => {
    const server = await app();
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    const csv = largeFile(20_000);
    const body = Buffer.from(JSON.stringify({ csv, listId: 'list-1' }));
    expect(await send(`${url}/read`, body)).toEqual({ status: 200, body: '20000' });
    // The same body declared (content-length) and sent in one go.
    expect((await server.inject({ method: 'POST', url: '/read', payload: body, headers: { 'content-type': 'application/json' } })).json()).toBe(20_000);
    // Over the limit, undeclared: refused once past it, mid-way.
    const tooLarge = await send(`${url}/limited`, body);
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(bodiesInThread()).toBe(0);
    // Under it, in pieces: read.
    const fits = Buffer.from(JSON.stringify({ csv: csv.slice(0, OFF_THREAD_CHARS + 1000), listId: 'list-2' }));
    expect(await send(`${url}/limited`, fits)).toEqual({ status: 200, body: 'list-2' });
    expect([bodiesInThread(), keptFileCount()]).toEqual([0, 0]);
    await server.close();
  });

  it("hashes a large body with an Idempotency-Key in the thread, to what the key's check would work out from the parsed body", async () => {
    const server = await app();
    const payload = { csv: largeFile(20_000), listId: 'list-1', note: 'é "quoted" \\ ✓' };
    const keyed = (await server.inject({ method: 'POST', url: '/hash', headers: { 'idempotency-key': 'import-1' }, payload })).json();
    expect(keyed.known).toMatch(/^[0-9a-f]{64}$/);
    expect(keyed.known).toBe(bodyHash(payload));
    // The request thread holds the body without its file (a handle in its place): its own hash would differ.
    expect(keyed.here).not.toBe(keyed.known);
    // Without a key nothing is hashed.
    expect((await server.inject({ method: 'POST', url: '/hash', payload })).json().known).toBeNull();
    // A body too small to be parsed in the thread is hashed by the key's check itself, from the whole body.
    const small = { csv: 'Symbol,Quantity\nAAPL,3', listId: 'list-1' };
    expect((await server.inject({ method: 'POST', url: '/hash', headers: { 'idempotency-key': 'import-2' }, payload: small })).json()).toEqual({ known: null, here: bodyHash(small) });
    await server.close();
  });

  it("leaves the file of a large body in the thread, not copied back: the request thread's body names it by a handle that only its request can read", async () => {
    const server = await app();
    const csv = largeFile(20_000);
    const body = (await server.inject({ method: 'POST', url: '/body', payload: { csv, listId: 'list-1', note: 'kept' } })).json();
    expect(body.rest).toEqual({ listId: 'list-1', note: 'kept' });
    expect(body.csv.length).toBeLessThan(100);
    expect(body.csv.start).toMatch(/^\u0000broker file kept by the reader thread /);
    expect(keptFileCount()).toBe(0);
    // A client sending such a handle of its own gets the import's parse error, and nobody's file.
    const madeUp = await readImportFile(body.csv.start + '00000000-0000-4000-8000-000000000000', { today, listId: 'list-1' }).catch((error: unknown) => error);
    expect(madeUp).toMatchObject({ name: 'CsvImportError', code: 'parse', message: 'Error parsing CSV: the file is no longer held; send it again' });
    await server.close();
  });

  it("answers a large body that is not JSON, or poisons a prototype, with Fastify's own 400s", async () => {
    const server = await app();
    const padding = 'x'.repeat(OFF_THREAD_CHARS);
    const broken = await server.inject({ method: 'POST', url: '/read', headers: { 'content-type': 'application/json' }, payload: `{"csv": "${padding}"` });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    const poisoned = await server.inject({ method: 'POST', url: '/read', headers: { 'content-type': 'application/json' }, payload: `{"csv": "${padding}", "__proto__": {"admin": true}}` });
    expect(poisoned.statusCode).toBe(400);
    expect(keptFileCount()).toBe(0);
    // A small body is parsed here, as Fastify would.
    expect((await server.inject({ method: 'POST', url: '/read', payload: { csv: 'Symbol,Quantity\nAAPL,3' } })).json()).toBe(1);
    await server.close();
  });
});

/** POSTs `body` as JSON in 16 KB writes, chunked (no content-length), a turn between writes: its status and text. */
function send(url: string, body: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let status: number | null = null;
    const chunks: Buffer[] = [];
    const answered = () => resolve({ status: status!, body: Buffer.concat(chunks).toString() });
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
      status = response.statusCode!;
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', answered);
    });
    // The server may answer (413) and close before the whole body is written: the answer counts.
    request.on('error', (error) => (status === null ? reject(error) : answered()));
    let offset = 0;
    const next = () => {
      if (request.destroyed) return;
      if (offset >= body.length) return void request.end();
      request.write(body.subarray(offset, (offset += 16 * 1024)));
      setImmediate(next);
    };
    next();
  });
}
