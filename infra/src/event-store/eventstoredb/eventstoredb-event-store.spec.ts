import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from '@jest/globals';
import { ev, eventStoreContract, meta, readEverything } from '../../testing/event-store-contract';
import { memoryStreams } from '../../testing/memory-streams';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

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
    await client.append('jxc-commits', [{ id: randomUUID(), type: 'Committed', data: commit, metadata: {} }], 'any');

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
