import { join } from 'node:path';
import { Reactors } from '../backend/src/background/reactors.ts';
import { SqliteEventStore } from '../backend/src/eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../backend/src/readstore/embedded.ts';
import { report, scratchDir } from './support.ts';

const RATE = Number(process.env.BENCH_REACTOR_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_REACTOR_SECONDS ?? 10);

/**
 * Reactor lag: commands appended at RATE per second (one event each, on file-backed SQLite) while
 * a reactor answers each with a command of its own (an append with an id derived from the cause)
 * and saves its checkpoint. Lag is from the command's append returning to the reaction's append
 * returning. Target: p99 < 100 ms at 200 commands/s.
 */
export async function run() {
  const { dir, cleanup } = scratchDir('reactor-lag');
  const events = SqliteEventStore.open(join(dir, 'events.sqlite'));
  const readStore = EmbeddedReadStore.open(join(dir, 'read-models.sqlite'));
  const appendedAt = new Map<string, number>();
  const lags: number[] = [];
  const reactors = new Reactors({ events, readStore, now: () => new Date() });
  reactors.register({
    name: 'acknowledge',
    handles: new Set(['CommandIssued']),
    async react(event, ctx) {
      await events.append(`acks-${event.streamId}`, [{ id: ctx.idFor('ack'), type: 'CommandAcknowledged', data: {}, metadata: { occurredAt: new Date().toISOString() } }], 'any');
      const at = appendedAt.get(event.id);
      if (at !== undefined) lags.push(performance.now() - at);
    },
  });
  await reactors.start();

  const total = RATE * SECONDS;
  const started = performance.now();
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const id = crypto.randomUUID();
    await events.append(`commands-${n % 50}`, [{ id, type: 'CommandIssued', data: { n }, metadata: { occurredAt: new Date().toISOString() } }], 'any');
    appendedAt.set(id, performance.now());
  }
  await reactors.catchUp(60_000);
  const elapsed = performance.now() - started;
  await reactors.stop();
  await readStore.close();
  await events.close();
  cleanup();

  lags.sort((a, b) => a - b);
  const at = (p: number) => lags[Math.min(lags.length - 1, Math.floor((p / 100) * lags.length))]!.toFixed(1);
  report(`Reactor lag: ${total.toLocaleString('en-US')} commands at ${RATE}/s, one reaction (an append) each, file-backed SQLite`, {
    'achieved rate (commands/s)': Math.round(total / (elapsed / 1000)).toLocaleString('en-US'),
    'reactions': lags.length.toLocaleString('en-US'),
    'lag p50 / p99 / max (ms)': `${at(50)} / ${at(99)} / ${lags.at(-1)!.toFixed(1)}  (target p99 < 100 ms)`,
  });
}

if (import.meta.main) await run();
