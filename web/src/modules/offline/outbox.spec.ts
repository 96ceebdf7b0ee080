import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sendWaiting, type Outcome, type Outgoing, type OutboxStore } from './outbox';

const item = (seq: number, qty: number): Outgoing => ({
  key: `k${seq}`,
  kind: seq % 2 ? 'sale' : 'count',
  owner: 'c:u',
  seq,
  madeAt: seq,
  summary: '',
  body: { qty },
  form: null,
  state: 'waiting',
});

function memoryStore(items: Outgoing[]): OutboxStore & { all: Map<string, Outgoing> } {
  const all = new Map(items.map((i) => [i.key, { ...i }]));
  return {
    all,
    waiting: async () => [...all.values()].filter((i) => i.state === 'waiting').reverse(),
    settle: async (key, change) => {
      all.set(key, { ...all.get(key)!, ...change });
    },
  };
}

/**
 * The server as the phone sees it: it answers a key it handled with that first answer; a save asking for more than
 * the stock is refused (and, refused, writes nothing). The network may drop a request before it arrives or the answer
 * after the server handled it.
 */
function server(stock: number) {
  const answered = new Map<string, Outcome>();
  const handled: string[] = [];
  let left = stock;
  return {
    handled,
    answered,
    get left() {
      return left;
    },
    handle(i: Outgoing): Outcome {
      const first = answered.get(i.key);
      if (first) return first;
      const qty = i.body.qty as number;
      const outcome: Outcome =
        qty <= left ? { posted: true, billNo: `XS${handled.length + 1}`, docId: `d${i.key}` } : { posted: false, reason: '库存不足' };
      if (outcome.posted) {
        left -= qty;
        handled.push(i.key);
      }
      answered.set(i.key, outcome);
      return outcome;
    },
  };
}

test('whatever the network drops and however often it is resent, each document posts once, in the order made', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 8 }),
      fc.integer({ min: 0, max: 20 }),
      fc.array(fc.constantFrom('ok', 'lost request', 'lost answer'), { maxLength: 40 }),
      async (qtys, stock, network) => {
        const store = memoryStore(qtys.map((q, n) => item(n + 1, q)));
        const srv = server(stock);
        let tick = 0;
        const send = async (i: Outgoing) => {
          const fate = network[tick++] ?? 'ok';
          if (fate === 'lost request') throw new Error('offline');
          const outcome = srv.handle(i);
          if (fate === 'lost answer') throw new Error('connection reset');
          return outcome;
        };
        for (let round = 0; round < network.length + qtys.length + 1; round++) await sendWaiting(store, send);

        const items = [...store.all.values()];
        assert.ok(items.every((i) => i.state !== 'waiting'));
        assert.deepEqual(new Set(srv.handled).size, srv.handled.length, 'no key posted twice');
        const posted = items.filter((i) => i.state === 'posted');
        assert.deepEqual(
          posted.map((i) => i.key),
          srv.handled,
          'posted on the phone is what the server posted, in the order made',
        );
        for (const i of posted) assert.equal(i.billNo, (srv.answered.get(i.key) as { billNo: string }).billNo);
        for (const i of items.filter((i) => i.state === 'refused')) assert.equal(i.reason, '库存不足');
        // Sent in order: with ample stock nothing is refused, and every one posted.
        if (qtys.reduce((a, b) => a + b, 0) <= stock) assert.equal(posted.length, qtys.length);
      },
    ),
    { numRuns: 300 },
  );
});

test('a lost connection stops the round and leaves it and the later ones waiting, in order', async () => {
  const store = memoryStore([item(1, 1), item(2, 1), item(3, 1)]);
  const sent: string[] = [];
  const settled = await sendWaiting(store, async (i) => {
    sent.push(i.key);
    if (i.key === 'k2') throw new Error('offline');
    return { posted: true, billNo: 'XS1', docId: 'd' };
  });
  assert.equal(settled, 1);
  assert.deepEqual(sent, ['k1', 'k2']);
  assert.deepEqual(
    [...store.all.values()].map((i) => i.state),
    ['posted', 'waiting', 'waiting'],
  );
});
