import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, test } from '@jest/globals';
import { CounterCapError, WrongExpectedVersionError } from '../event-store/errors';
import type { EventStore } from '../event-store/event-store';
import { eventually } from './test-database';
import { comparePositions, GlobalPosition, START, StoredEvent } from '../event-store/types';

export const meta = { companyId: 'c1', userId: 'u1' };
export const ev = (type: string, data: unknown = {}) => ({ type, data });

/** Reads the whole store from `from` in small batches, as a projection would. */
/** The number a test event carries. */
const numberOf = (e: StoredEvent) => (e.data as { n: number }).n;

export async function readEverything(store: EventStore, from: GlobalPosition = START): Promise<StoredEvent[]> {
  const out: StoredEvent[] = [];
  let at = from;
  for (;;) {
    const { events, horizon } = await store.readAll(at, { limit: 3 });
    out.push(...events);
    if (comparePositions(horizon, at) === 0) return out;
    at = horizon;
  }
}

/**
 * What every event store adapter must do (see EventStore), as tests inside the caller's describe. `open` gives a
 * store on an empty database; the same store serves every test.
 */
export function eventStoreContract(open: () => Promise<{ store: EventStore; close(): Promise<void> }>) {
  let store: EventStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(() => close());

  test('a snapshot is read with only the events after it, never another company’s or another schema’s (a variant comes named), and never replaced by an older one', async () => {
    const id = `Stock-${randomUUID()}`;
    await store.append(
      [{ streamId: id, streamType: 'Stock', expectedVersion: 'no_stream', events: [1, 2, 3, 4, 5].map((n) => ev('StockMoved', { n })) }],
      meta,
    );
    assert.deepEqual(
      await store
        .readStreamsAfterSnapshots([id], 'c1', 'stock/1')
        .then((m) => m.get(id)!)
        .then((r) => [r.snapshot, r.events.map((e) => numberOf(e)), r.version]),
      [undefined, [1, 2, 3, 4, 5], 5],
    );
    await store.saveSnapshot(id, 'c1', 'stock/1', 3, { upTo: 3 });
    await store.saveSnapshot(id, 'c1', 'stock/1', 2, { upTo: 2 });
    const after3 = await store.readStreamsAfterSnapshots([id], 'c1', 'stock/1').then((m) => m.get(id)!);
    assert.deepEqual(
      [after3.snapshot, after3.events.map((e) => numberOf(e)), after3.version],
      [{ version: 3, state: { upTo: 3 }, schema: 'stock/1' }, [4, 5], 5],
    );
    await store.saveSnapshot(id, 'c1', 'stock/1', 5, { upTo: 5 });
    assert.deepEqual(
      await store
        .readStreamsAfterSnapshots([id], 'c1', 'stock/1')
        .then((m) => m.get(id)!)
        .then((r) => [r.snapshot?.version, r.events.length, r.version]),
      [5, 0, 5],
    );
    assert.deepEqual(
      await store
        .readStreamsAfterSnapshots([id], 'c1', 'stock/2')
        .then((m) => m.get(id)!)
        .then((r) => [r.snapshot, r.events.length, r.version]),
      [undefined, 5, 5],
    );
    assert.deepEqual(
      await store
        .readStreamsAfterSnapshots([id], 'c2', 'stock/1')
        .then((m) => m.get(id)!)
        .then((r) => [r.snapshot, r.events.length, r.version]),
      [undefined, 0, 0],
    );
    const other = `Stock-${randomUUID()}`;
    await store.append(
      [{ streamId: other, streamType: 'Stock', expectedVersion: 'no_stream', events: [ev('StockMoved', { n: 9 })] }],
      meta,
    );
    const both = await store.readStreamsAfterSnapshots([other, id, `Stock-${randomUUID()}`], 'c1', 'stock/1');
    assert.deepEqual(
      [...both.values()].map((r) => [r.snapshot?.version, r.events.map((e) => numberOf(e)), r.version]),
      [
        [undefined, [9], 1],
        [5, [], 5],
        [undefined, [], 0],
      ],
    );
    await store.saveSnapshot(id, 'c1', 'stock/2@7:7', 4, { upTo: 4 });
    const variant = await store.readStreamsAfterSnapshots([id], 'c1', 'stock/2').then((m) => m.get(id)!);
    assert.deepEqual(
      [variant.snapshot, variant.events.map((e) => numberOf(e))],
      [{ version: 4, state: { upTo: 4 }, schema: 'stock/2@7:7' }, [5]],
    );
    assert.equal(await store.readStreamsAfterSnapshots([id], 'c1', 'stock/2@').then((m) => m.get(id)!.snapshot), undefined);
  });

  test('with lastAnd, of the events after the snapshot only the last and those whose data has the key are read', async () => {
    const id = `Stock-${randomUUID()}`;
    const data = [{ n: 1 }, { n: 2, batches: [] }, { n: 3 }, { n: 4, batches: [] }, { n: 5 }, { n: 6 }];
    await store.append(
      [{ streamId: id, streamType: 'Stock', expectedVersion: 'no_stream', events: data.map((d) => ev('StockMoved', d)) }],
      meta,
    );
    const read = (schema: string) =>
      store
        .readStreamsAfterSnapshots([id], 'c1', schema, { lastAnd: 'batches' })
        .then((m) => m.get(id)!)
        .then((r) => [r.events.map((e) => numberOf(e)), r.version]);
    assert.deepEqual(await read('stock/1'), [[2, 4, 6], 6]);
    await store.saveSnapshot(id, 'c1', 'stock/1', 3, { upTo: 3 });
    assert.deepEqual(await read('stock/1'), [[4, 6], 6]);
    await store.saveSnapshot(id, 'c1', 'stock/1', 6, { upTo: 6 });
    assert.deepEqual(await read('stock/1'), [[], 6]);
  });

  test('appends to a stream and reads it forward with metadata', async () => {
    const id = `Sale-${randomUUID()}`;
    const r1 = await store.append(
      [{ streamId: id, streamType: 'Sale', expectedVersion: 'no_stream', events: [ev('SaleSaved', { n: 1 }), ev('SaleAudited')] }],
      meta,
    );
    assert.equal(r1.versions[id], 2);
    const r2 = await store.append([{ streamId: id, streamType: 'Sale', expectedVersion: 2, events: [ev('SaleWrittenBack')] }], {
      ...meta,
      correlationId: 'corr-1',
    });
    assert.equal(r2.versions[id], 3);
    assert.ok(comparePositions(r2.position, r1.position) > 0);
    const events = await store.readStream(id);
    assert.deepEqual(
      events.map((e) => [e.type, e.streamPosition]),
      [
        ['SaleSaved', 1],
        ['SaleAudited', 2],
        ['SaleWrittenBack', 3],
      ],
    );
    assert.deepEqual(events[0].data, { n: 1 });
    assert.equal(events[2].metadata.companyId, 'c1');
    assert.equal(events[2].metadata.userId, 'u1');
    assert.equal(events[2].metadata.correlationId, 'corr-1');
    assert.ok(events[2].metadata.at);
    assert.deepEqual(await store.readStream(id, { companyId: 'other' }), []);
  });

  test('refuses a wrong expected version and writes nothing', async () => {
    const id = `Buy-${randomUUID()}`;
    await store.append([{ streamId: id, streamType: 'Buy', expectedVersion: 'no_stream', events: [ev('BuySaved')] }], meta);
    await assert.rejects(
      store.append([{ streamId: id, streamType: 'Buy', expectedVersion: 'no_stream', events: [ev('BuySaved')] }], meta),
      WrongExpectedVersionError,
    );
    await assert.rejects(
      store.append([{ streamId: id, streamType: 'Buy', expectedVersion: 5, events: [ev('X')] }], meta),
      WrongExpectedVersionError,
    );
    await assert.rejects(
      store.append([{ streamId: `Buy-${randomUUID()}`, streamType: 'Buy', expectedVersion: 'stream_exists', events: [ev('X')] }], meta),
      WrongExpectedVersionError,
    );
    await store.append([{ streamId: id, streamType: 'Buy', expectedVersion: 'any', events: [ev('BuyAudited')] }], meta);
    assert.equal(await store.streamVersion(id), 2);
    assert.equal((await store.readStream(id)).length, 2);
  });

  test('of concurrent appends at the same expected version exactly one wins', async () => {
    const id = `Stock-${randomUUID()}`;
    await store.append([{ streamId: id, streamType: 'Stock', expectedVersion: 'no_stream', events: [ev('StockOpened')] }], meta);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        store.append([{ streamId: id, streamType: 'Stock', expectedVersion: 1, events: [ev('StockMoved', { i })] }], meta),
      ),
    );
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
    assert.ok(
      results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof WrongExpectedVersionError),
    );
    assert.equal(await store.streamVersion(id), 2);
  });

  test('a multi-stream append commits all streams or none', async () => {
    const doc = `Sale-${randomUUID()}`;
    const stockA = `Stock-${randomUUID()}`;
    const stockB = `Stock-${randomUUID()}`;
    await store.append([{ streamId: stockB, streamType: 'Stock', expectedVersion: 'no_stream', events: [ev('StockOpened')] }], meta);
    const err = await store
      .append(
        [
          { streamId: doc, streamType: 'Sale', expectedVersion: 'no_stream', events: [ev('SaleSaved'), ev('SaleAudited')] },
          { streamId: stockA, streamType: 'Stock', expectedVersion: 'any', events: [ev('StockMoved')] },
          { streamId: stockB, streamType: 'Stock', expectedVersion: 7, events: [ev('StockMoved')] },
        ],
        meta,
      )
      .catch((e) => e);
    assert.ok(err instanceof WrongExpectedVersionError);
    assert.equal(err.streamId, stockB);
    assert.deepEqual(await store.readStream(doc), []);
    assert.deepEqual(await store.readStream(stockA), []);
    assert.equal(await store.streamVersion(doc), 0);
    assert.equal(await store.streamVersion(stockA), 0);
    assert.equal(await store.streamVersion(stockB), 1);

    const ok = await store.append(
      [
        { streamId: doc, streamType: 'Sale', expectedVersion: 'no_stream', events: [ev('SaleSaved'), ev('SaleAudited')] },
        { streamId: stockB, streamType: 'Stock', expectedVersion: 1, events: [ev('StockMoved')] },
      ],
      meta,
    );
    assert.deepEqual(ok.versions, { [doc]: 2, [stockB]: 2 });
  });

  test('appending the same event ids again returns the first result and writes nothing more', async () => {
    const id = `Custom-${randomUUID()}`;
    const events = [
      { id: randomUUID(), type: 'CustomCreated', data: {} },
      { id: randomUUID(), type: 'CustomRenamed', data: {} },
    ];
    const first = await store.append([{ streamId: id, streamType: 'Custom', expectedVersion: 'no_stream', events }], meta);
    const again = await store.append([{ streamId: id, streamType: 'Custom', expectedVersion: 'no_stream', events }], meta);
    assert.deepEqual(again, first);
    assert.equal((await store.readStream(id)).length, 2);
  });

  test('readAll filters by type and still moves its horizon past other events', async () => {
    const before = (
      await store.append([{ streamId: `T-${randomUUID()}`, streamType: 'T', expectedVersion: 'any', events: [ev('Ignored')] }], meta)
    ).position;
    await store.append(
      [{ streamId: `T-${randomUUID()}`, streamType: 'T', expectedVersion: 'any', events: [ev('Ignored'), ev('Wanted'), ev('Ignored')] }],
      meta,
    );
    const { horizon } = await eventually(async () => {
      const r = await store.readAll(before, { types: ['Wanted'] });
      assert.deepEqual(
        r.events.map((e) => e.type),
        ['Wanted'],
      );
      return r;
    });
    const { events: none } = await store.readAll(horizon, { types: ['Wanted'] });
    assert.deepEqual(none, []);
  });
  test("readAll of one company gives that company's events alone, in the global order, page by page", async () => {
    const company = `only-${randomUUID()}`;
    const append = (companyId: string, n: number) =>
      store.append(
        [
          {
            streamId: `C-${randomUUID()}`,
            streamType: 'C',
            expectedVersion: 'any',
            events: [ev('Counted', { n }), ev('Counted', { n: n + 1 })],
          },
        ],
        { ...meta, companyId },
      );
    await append(company, 1);
    await append('someone-else', 100);
    await append(company, 3);
    // Another database's transaction still open on the same server may hold the horizon back for a moment.
    const read = await eventually(async () => {
      const out: StoredEvent[] = [];
      let at = START;
      for (;;) {
        const { events, horizon } = await store.readAll(at, { limit: 3, types: ['Counted'], companyId: company });
        out.push(...events);
        if (comparePositions(horizon, at) === 0) break;
        at = horizon;
      }
      assert.deepEqual(out.map(numberOf), [1, 2, 3, 4]);
      return out;
    });
    assert.ok(read.every((e) => e.metadata.companyId === company));
  });
  test('head is the position of the last event committed', async () => {
    const before = await store.head();
    await store.append(
      [{ streamId: `H-${randomUUID()}`, streamType: 'H', expectedVersion: 'any', events: [ev('Headed'), ev('Headed')] }],
      meta,
    );
    const head = await store.head();
    assert.ok(comparePositions(head, before) > 0);
    const { events } = await eventually(async () => {
      const r = await store.readAll(before);
      assert.equal(r.events.length, 2);
      return r;
    });
    assert.deepEqual(events[1].position, head);
  });

  test('a counted append takes the counters and what they count together, numbered, or neither when refused', async () => {
    const counter = `BillNo-${randomUUID()}`;
    const cap = `BillCount-${randomUUID()}`;
    const doc = `Sale-${randomUUID()}`;
    const counters = (limit: number) => [
      { streamId: counter, streamType: 'BillNo', event: ev('BillNumberTaken') },
      { streamId: cap, streamType: 'BillCount', event: ev('BillCounted'), cap: limit },
    ];
    const numbering = { counter, placeholder: '\u0000待编号', prefix: 'XS20261123', digits: 4 };
    const saved = (id: string) => ({
      streamId: id,
      streamType: 'Sale',
      expectedVersion: 'no_stream' as const,
      events: [ev('SaleSaved', { billNo: '\u0000待编号', lines: [{ note: '\u0000待编号' }, { note: '待编号' }] })],
    });
    const taken = await store.appendCounted([saved(doc)], counters(2), numbering, meta);
    assert.equal(taken.number, 'XS202611230001');
    assert.deepEqual(taken.versions, { [counter]: 1, [cap]: 1, [doc]: 1 });
    assert.deepEqual(
      (await store.readStream(doc)).map((e) => e.data),
      [{ billNo: 'XS202611230001', lines: [{ note: 'XS202611230001' }, { note: '待编号' }] }],
    );
    await assert.rejects(store.appendCounted([saved(doc)], counters(2), numbering, meta), WrongExpectedVersionError);
    const second = `Sale-${randomUUID()}`;
    assert.equal((await store.appendCounted([saved(second)], counters(2), numbering, meta)).number, 'XS202611230002');
    await assert.rejects(store.appendCounted([saved(`Sale-${randomUUID()}`)], counters(2), numbering, meta), CounterCapError);
    assert.equal(await store.streamVersion(counter), 2, 'a refused document takes no number');
    assert.equal(await store.streamVersion(cap), 2);
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => store.appendCounted([saved(`Sale-${randomUUID()}`)], counters(100), numbering, meta)),
    );
    assert.deepEqual(
      racing.map((r) => r.number).sort(),
      [3, 4, 5, 6, 7, 8].map((n) => `XS2026112300${String(n).padStart(2, '0')}`),
    );
  });

  test('events are read back by id in global order, and onAppended hears every append', async () => {
    let heard = 0;
    const off = store.onAppended(() => heard++);
    const a = { id: randomUUID(), type: 'A', data: {} };
    const b = { id: randomUUID(), type: 'B', data: {} };
    await store.append([{ streamId: `R-${randomUUID()}`, streamType: 'R', expectedVersion: 'no_stream', events: [a] }], meta);
    await store.append([{ streamId: `R-${randomUUID()}`, streamType: 'R', expectedVersion: 'no_stream', events: [b] }], meta);
    off();
    assert.deepEqual(
      (await store.readEvents([b.id, a.id])).map((e) => e.type),
      ['A', 'B'],
    );
    assert.ok(heard >= 2);
  });
}
