import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from '@jest/globals';
import { ev, eventStoreContract, meta, readEverything } from '../../testing/event-store-contract';
import { memoryStreams } from '../../testing/memory-streams';
import { commitLogOf, EventStoreDbEventStore } from './eventstoredb-event-store';
import { StreamClient, WrongRevision } from './streams';

/** The adapter's own logic (commit log, copies, checks, snapshots) on an in-memory double of EventStoreDB's streams. */
describe('EventStoreDbEventStore on in-memory streams', () => {
  eventStoreContract(async () => {
    const store = new EventStoreDbEventStore(memoryStreams());
    return { store, close: () => store.close() };
  });
});

describe('EventStoreDbEventStore with two processes on one server', () => {
  test('a commit that was never copied to its stream (a crash between the two writes) is copied by the next reader', async () => {
    const client = memoryStreams();
    const crashed = new EventStoreDbEventStore(client);
    const id = `Sale-${randomUUID()}`;
    await crashed.append([{ streamId: id, streamType: 'Sale', expectedVersion: 'no_stream', events: [ev('SaleSaved')] }], meta);
    const commit = {
      meta: { ...meta, at: new Date().toISOString() },
      streams: [{ streamId: id, streamType: 'Sale', from: 2, events: [{ id: randomUUID(), type: 'SaleAudited', data: {} }] }],
    };
    await client.append(commitLogOf(meta.companyId), [{ id: randomUUID(), type: 'Committed', data: commit, metadata: {} }], 'any');

    const next = new EventStoreDbEventStore(client);
    assert.deepEqual(
      (await next.readStream(id)).map((e) => [e.type, e.streamPosition]),
      [
        ['SaleSaved', 1],
        ['SaleAudited', 2],
      ],
    );
    assert.equal(await crashed.streamVersion(id), 2);
    await assert.rejects(
      next.append([{ streamId: id, streamType: 'Sale', expectedVersion: 1, events: [ev('SaleWrittenBack')] }], meta),
      /版本不是期望的 1/,
    );
    const all = await readEverything(next);
    assert.deepEqual(
      all.filter((e) => e.streamId === id).map((e) => e.type),
      ['SaleSaved', 'SaleAudited'],
    );
  });

  test('of appends at the same expected version through two processes exactly one wins, and the log orders both processes', async () => {
    const client = memoryStreams();
    const [a, b] = [new EventStoreDbEventStore(client), new EventStoreDbEventStore(client)];
    const id = `Stock-${randomUUID()}`;
    await a.append([{ streamId: id, streamType: 'Stock', expectedVersion: 'no_stream', events: [ev('StockOpened')] }], meta);
    const results = await Promise.allSettled(
      [a, b, a, b, a, b].map((s, i) =>
        s.append([{ streamId: id, streamType: 'Stock', expectedVersion: 1, events: [ev('StockMoved', { i })] }], meta),
      ),
    );
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
    assert.equal(await b.streamVersion(id), 2);
    assert.deepEqual(
      (await readEverything(a)).map((e) => e.type),
      ['StockOpened', 'StockMoved'],
    );
  });
});

/** The client, counting the appends to commit logs refused because another append took the log's revision. */
function countingRetries(client: StreamClient) {
  const retries = new Map<string, number>();
  const counted: StreamClient = {
    ...client,
    append: async (stream, events, expected) => {
      try {
        return await client.append(stream, events, expected);
      } catch (e) {
        if (e instanceof WrongRevision && stream.startsWith('jxc-commits')) retries.set(stream, (retries.get(stream) ?? 0) + 1);
        throw e;
      }
    },
  };
  return { counted, retries };
}

describe('EventStoreDbEventStore with many companies', () => {
  const companies = Array.from({ length: 8 }, (_, i) => `company-${i}`);
  /** Each company's own writer appends `n` sales one after another, all companies at once, through `processes`. */
  const trade = (processes: EventStoreDbEventStore[], n: number) =>
    Promise.all(
      companies.map(async (companyId, c) => {
        for (let i = 0; i < n; i++)
          await processes[(c + i) % processes.length].append(
            [{ streamId: `Sale-${companyId}-${i}`, streamType: 'Sale', expectedVersion: 'no_stream', events: [ev('SaleSaved', { i })] }],
            { companyId, userId: 'u1' },
          );
      }),
    );

  test('companies appending at the same time through two processes never retry because of each other, and the global order holds them all', async () => {
    const { counted, retries } = countingRetries(memoryStreams());
    const processes = [new EventStoreDbEventStore(counted), new EventStoreDbEventStore(counted)];
    await trade(processes, 10);
    assert.deepEqual([...retries], [], 'no append of one company waited on another');
    const all = await readEverything(processes[0]);
    assert.equal(all.length, companies.length * 10);
    for (const companyId of companies)
      assert.deepEqual(
        all.filter((e) => e.metadata.companyId === companyId).map((e) => (e.data as { i: number }).i),
        [...Array(10).keys()],
        'each company in its own order',
      );
    assert.deepEqual(await processes[1].head(), all.at(-1)!.position);
  });

  test('writers of one company still take turns on its log (the count above can see a retry)', async () => {
    const { counted, retries } = countingRetries(memoryStreams());
    const store = new EventStoreDbEventStore(counted);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        store.append([{ streamId: `Sale-one-${i}`, streamType: 'Sale', expectedVersion: 'no_stream', events: [ev('SaleSaved')] }], {
          companyId: 'one',
          userId: 'u1',
        }),
      ),
    );
    assert.ok((retries.get(commitLogOf('one')) ?? 0) > 0, 'concurrent appends of one company retried on its log');
    assert.equal((await readEverything(store)).length, 6);
  });
});
