import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { OutboxMailer, SmtpMailer } from './mailer.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A local SMTP server that keeps what it receives. */
async function localSmtp() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve(undefined))));
  return { url: `smtp://127.0.0.1:${port}`, received };
}

describe('mailers', () => {
  it('SMTP: delivers to a real SMTP server with the sender, recipient, subject and a Message-ID from the notification', async () => {
    const smtp = await localSmtp();
    await new SmtpMailer({ url: smtp.url, from: 'Folio <alerts@folio.test>' }).send({ id: 'evt-1', to: 'ann@example.com', subject: 'Folio alert: AAPL', text: 'AAPL is at $510.50' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'alerts@folio.test', to: ['ann@example.com'] });
    expect(smtp.received[0]!.raw).toMatch(/Subject: Folio alert: AAPL/);
    expect(smtp.received[0]!.raw).toMatch(/Message-ID: <evt-1@folio\.local>/i);
    expect(smtp.received[0]!.raw).toContain('AAPL is at $510.50');
  });

  it('SMTP: a server that is not there fails the send (so it can be retried)', async () => {
    await expect(new SmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'a@b.c', timeoutMs: 2000 }).send({ id: 'x', to: 'a@b.c', subject: 's', text: 't' })).rejects.toThrow();
  });

  it('outbox: writes one .eml per message, named by its id', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'folio-outbox-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    await new OutboxMailer({ folder, from: 'Folio <alerts@folio.local>' }).send({ id: 'evt-2', to: 'bob@example.com', subject: 'Folio alert: MSFT', text: 'MSFT moved' });
    expect(await readdir(folder)).toEqual(['evt-2.eml']);
    const eml = await readFile(join(folder, 'evt-2.eml'), 'utf8');
    expect(eml).toMatch(/^To: bob@example.com$/m);
    expect(eml).toMatch(/^Subject: Folio alert: MSFT$/m);
  });
});

describe('an EMAIL alert firing', () => {
  async function appWith(env: Record<string, string>): Promise<TestApp> {
    const app = await createTestApp({ env, stores: { events: SqliteEventStore.open(':memory:'), readStore: EmbeddedReadStore.open(':memory:') } });
    cleanups.push(() => app.close());
    return app;
  }

  it('is mailed once to the owner through SMTP; an IN_APP alert is not mailed', async () => {
    const smtp = await localSmtp();
    const app = await appWith({ SMTP_URL: smtp.url, MAIL_FROM: 'Folio <alerts@folio.test>' });
    const { token } = await app.signUp('carol@example.com');
    await app.request('POST', '/api/alerts', { token, body: { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 500, channel: 'EMAIL' } });
    await app.request('POST', '/api/alerts', { token, body: { symbol: 'MSFT', type: 'PRICE', condition: 'ABOVE', targetPrice: 500 } });
    await app.request('PUT', '/api/testing/prices/AAPL', { token, body: { price: 600 } });
    await app.request('PUT', '/api/testing/prices/MSFT', { token, body: { price: 600 } });
    await app.request('POST', '/api/testing/alerts/evaluate', { token, body: {} });
    const deadline = Date.now() + 5000;
    while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['carol@example.com']);
    expect(smtp.received[0]!.raw).toContain('AAPL is at $600.00, above your target of $500.00');
  });

  it('without SMTP_URL lands in DATA_DIR/outbox', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'folio-data-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const app = await appWith({ DATA_DIR: dataDir });
    const { token } = await app.signUp('dave@example.com');
    await app.request('POST', '/api/alerts', { token, body: { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 500, channel: 'EMAIL' } });
    await app.request('PUT', '/api/testing/prices/AAPL', { token, body: { price: 600 } });
    await app.request('POST', '/api/testing/alerts/evaluate', { token, body: {} });
    const deadline = Date.now() + 5000;
    let files: string[] = [];
    while (files.length === 0 && Date.now() < deadline) {
      files = await readdir(join(dataDir, 'outbox')).catch(() => []);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(files).toHaveLength(1);
    expect(await readFile(join(dataDir, 'outbox', files[0]!), 'utf8')).toMatch(/^To: dave@example.com$/m);
  });
});
