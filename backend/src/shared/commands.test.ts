import { describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import { appendCommand, handleCommand, type CommandDeps } from './commands.ts';
import type { Decider, DomainEvent } from './decider.ts';
import { ValidationError } from './errors.ts';
import { systemRuntime } from './runtime.ts';
import { StateCache } from './state-cache.ts';

type Withdrawn = DomainEvent<'Withdrawn', { amount: number }>;
type Deposited = DomainEvent<'Deposited', { amount: number }>;
type AccountEvent = Withdrawn | Deposited;

/** A balance that must never go negative; its state is updated in place, like the book's. */
const account: Decider<{ balance: number }, { type: 'Withdraw' | 'Deposit'; amount: number }, AccountEvent> = {
  initialState: () => ({ balance: 0 }),
  decide(command, state) {
    if (command.type === 'Deposit') return [{ type: 'Deposited', data: { amount: command.amount } }];
    if (command.amount > state.balance) throw new ValidationError(`Only ${state.balance} left`);
    return [{ type: 'Withdrawn', data: { amount: command.amount } }];
  },
  evolve(state, event) {
    state.balance += event.type === 'Deposited' ? event.data.amount : -event.data.amount;
    return state;
  },
};

const server = (events: SqliteEventStore): CommandDeps => ({
  events,
  runtime: systemRuntime,
  waitForProjections: async () => undefined,
  states: new StateCache(),
});

const run = (deps: CommandDeps, type: 'Withdraw' | 'Deposit', amount: number) =>
  handleCommand(deps, { streamId: 'account-1', decider: account, command: { type, amount } });

describe('handleCommand', () => {
  it('keeps the invariant when two servers, each with its own cached state, race on one stream', async () => {
    const events = SqliteEventStore.open(':memory:');
    const [a, b] = [server(events), server(events)];
    await run(a, 'Deposit', 100);
    await run(b, 'Withdraw', 10); // b caches the state too
    const results = await Promise.allSettled([run(a, 'Withdraw', 90), run(b, 'Withdraw', 90), run(a, 'Withdraw', 90)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const stored = await events.readStream('account-1');
    expect(stored.map((event) => event.type)).toEqual(['Deposited', 'Withdrawn', 'Withdrawn']);
    // Both caches agree with the log afterwards.
    expect((await run(a, 'Deposit', 1)).state.balance).toBe(1);
    expect((await run(b, 'Deposit', 1)).state.balance).toBe(2);
  });

  it('folds only the events appended since the cached revision', async () => {
    const events = SqliteEventStore.open(':memory:');
    const deps = server(events);
    for (let n = 0; n < 50; n += 1) await run(deps, 'Deposit', 1);
    const reads: (number | undefined)[] = [];
    const readStream = events.readStream.bind(events);
    events.readStream = (stream, options) => {
      reads.push(options?.fromRevision);
      return readStream(stream, options);
    };
    await run(deps, 'Deposit', 1);
    expect(reads).toEqual([50]);
  });

  it('appendCommand answers without folding its events, folds them after in the stream\'s turn, and the next command reads nothing back', async () => {
    const events = SqliteEventStore.open(':memory:');
    const deps = server(events);
    let folds = 0;
    const counting: typeof account = { ...account, evolve: (state, event) => (folds++, account.evolve(state, event)) };
    await handleCommand(deps, { streamId: 'account-1', decider: counting, command: { type: 'Deposit', amount: 100 } });
    folds = 0;
    const appended = await appendCommand(deps, { streamId: 'account-1', decider: counting, command: { type: 'Withdraw', amount: 30 } });
    expect(appended).toEqual({ events: [{ type: 'Withdrawn', data: { amount: 30 } }], position: expect.any(Number) });
    await new Promise((resolve) => setImmediate(resolve));
    expect(folds).toBe(1);
    const reads: (number | undefined)[] = [];
    const readStream = events.readStream.bind(events);
    events.readStream = (stream, options) => {
      reads.push(options?.fromRevision);
      return readStream(stream, options);
    };
    // The withdrawal counts: 70 left, so 71 is refused and 70 is not.
    await expect(handleCommand(deps, { streamId: 'account-1', decider: counting, command: { type: 'Withdraw', amount: 71 } })).rejects.toThrow('Only 70 left');
    expect(folds).toBe(1);
    const last = await handleCommand(deps, { streamId: 'account-1', decider: counting, command: { type: 'Withdraw', amount: 70 } });
    expect(last.state.balance).toBe(0);
    expect(folds).toBe(2);
    expect(reads).toEqual([2, 2]);
  });

  it('a command sent right after appendCommand folds its events once, whichever comes first', async () => {
    const deps = server(SqliteEventStore.open(':memory:'));
    let folds = 0;
    const counting: typeof account = { ...account, evolve: (state, event) => (folds++, account.evolve(state, event)) };
    await handleCommand(deps, { streamId: 'account-1', decider: counting, command: { type: 'Deposit', amount: 100 } });
    folds = 0;
    const [, next] = await Promise.all([
      appendCommand(deps, { streamId: 'account-1', decider: counting, command: { type: 'Withdraw', amount: 30 } }),
      handleCommand(deps, { streamId: 'account-1', decider: counting, command: { type: 'Withdraw', amount: 70 } }),
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(next.state.balance).toBe(0);
    expect(folds).toBe(2);
  });

  it('a fold after the answer that fails drops the kept state, and the next command reads the stream afresh', async () => {
    const deps = server(SqliteEventStore.open(':memory:'));
    let failing = false;
    // Changes the state, then fails: what a half-done fold in place leaves.
    const flaky: typeof account = { ...account, evolve: (state, event) => (account.evolve(state, event), failing ? ((failing = false), raise()) : state) };
    const raise = (): never => {
      throw new Error('evolve failed');
    };
    await handleCommand(deps, { streamId: 'account-1', decider: flaky, command: { type: 'Deposit', amount: 100 } });
    failing = true;
    await appendCommand(deps, { streamId: 'account-1', decider: flaky, command: { type: 'Withdraw', amount: 30 } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(deps.states!.get('account-1', flaky)).toBeUndefined();
    await expect(handleCommand(deps, { streamId: 'account-1', decider: flaky, command: { type: 'Withdraw', amount: 71 } })).rejects.toThrow('Only 70 left');
  });
});
