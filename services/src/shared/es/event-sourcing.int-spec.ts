import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, jest, test } from '@jest/globals';
import type { AppendToStream, StoredEvent } from '@jxc/infra';
import { eventually } from '@jxc/infra/src/testing/test-database';
import { storeOnly } from '../../testing/store-only';
import { resetStream } from './company-reset';
import type { Snapshotting } from './snapshotting';

/** A stock-like count folded from Added events, kept every 3 events. */
const counting: Snapshotting<number> = { schema: `count/${randomUUID()}`, every: 3, save: (n) => n, restore: (n) => n as number };
const evolve = (n: number, e: StoredEvent) => n + (e.data as { n: number }).n;

describe('EventSourcing.loadMany over a company reset (real PostgreSQL)', () => {
  const kit = storeOnly();
  const companyId = `c-${randomUUID()}`;
  const actor = { companyId, userId: 'u1' };
  const stream = `Stock-${companyId}-${randomUUID()}`;
  const add = (expectedVersion: number | 'no_stream', ...ns: number[]): AppendToStream => ({
    streamId: stream,
    streamType: 'Stock',
    expectedVersion,
    events: ns.map((n) => ({ type: 'Added', data: { n } })),
  });
  const load = async () => (await kit.es.loadMany([stream], companyId, () => 0, evolve, counting)).get(stream)!;
  const kept = async () => (await kit.db.pool.query('select schema, version, state from snapshots where stream_id = $1', [stream])).rows[0];

  test('a snapshot kept before the reset is not used after it; one taken after it names it and is used', async () => {
    await kit.store.append([add('no_stream', 1, 2, 3, 4)], actor);
    assert.deepEqual(await load(), { state: 10, version: 4 });
    assert.equal(await kept(), undefined, 'the snapshot waits for the next append');

    const reset = await kit.store.append(
      [
        {
          streamId: resetStream(companyId),
          streamType: 'Reset',
          expectedVersion: 'no_stream',
          events: [{ type: 'CompanyReset', data: {} }],
        },
      ],
      actor,
    );
    // Written with that append, or on its own should 50 ms pass first (a loaded machine): either way soon.
    await eventually(async () =>
      assert.deepEqual(await kept(), { schema: counting.schema, version: '4', state: 10 }, 'written with the append that came next'),
    );
    const whole = jest.spyOn(kit.store, 'readStream');
    assert.deepEqual(await load(), { state: 0, version: 4 }, 'the events before the reset are not counted, the version stays');
    assert.deepEqual(
      [...whole.mock.calls].map((c) => c[0]),
      [stream],
      'the snapshot from before is set aside and the stream read whole',
    );
    whole.mockRestore();
    await kit.store.append([add(4, 5, 6, 7)], actor);
    assert.deepEqual(await load(), { state: 18, version: 7 });
    await eventually(async () =>
      assert.deepEqual(
        await kept(),
        { schema: `${counting.schema}@${reset.position.tx}:${reset.position.pos}`, version: '7', state: 18 },
        'renewed, naming the reset, and written soon with no append to go with',
      ),
    );

    await kit.store.append([add(7, 8)], actor);
    const again = jest.spyOn(kit.store, 'readStream');
    assert.deepEqual(await load(), { state: 26, version: 8 });
    assert.equal(again.mock.calls.length, 0, 'from the snapshot after the reset, in one round trip');
  });
});
