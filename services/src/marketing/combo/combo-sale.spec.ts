import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import type { NewEvent, StoredEvent } from '@jxc/infra';
import {
  computeLines,
  decideDocument,
  evolveDocument,
  expandCombos,
  initialDocument,
  type ComboSold,
  type DocumentIo,
  type DocumentSaved,
} from '../../document-engine';
import { SALE } from '../../sales';
import { dec } from '../../shared/decimal';

const units = new Map(['cup', 'lid'].map((k) => [k, { unitName: '个', units: [{ unitName: '个', ratio: '1' }] }]));
const combo: ComboSold = {
  comboId: 'tz',
  comboName: '杯子套装',
  comboCode: 'TZ',
  components: [
    { skuId: 'cup', qty: '1', weight: '20' },
    { skuId: 'lid', qty: '2', weight: '5' },
  ],
};

/** A stock stream's StockMoved events folded by the stock effect, from an in-memory store of the given ones. */
function ioWith(given: Record<string, { qty: string; amount: string }>): DocumentIo {
  const stream = (id: string) => id.split('-').at(-1)!;
  const es = {
    loadMany: async (ids: string[], _c: string, initial: () => unknown, evolve: (s: unknown, e: StoredEvent) => unknown) =>
      new Map(
        ids.map((id) => {
          const g = given[stream(id)];
          const events = g
            ? [{ data: { inQty: g.qty, outQty: '0', balanceQty: g.qty, balanceAmount: g.amount } } as unknown as StoredEvent]
            : [];
          return [id, { state: events.reduce(evolve, initial()), version: events.length }];
        }),
      ),
    load: async () => ({ state: { serials: new Map() }, version: 0 }),
  };
  const ctx = { skus: async () => new Map(), settings: async () => ({ allowNegativeStock: false }), warehouseNames: async () => new Map() };
  return { es, ctx, session: { companyId: 'co' } } as unknown as DocumentIo;
}

const sale = (): DocumentSaved => {
  const { lines, totals } = computeLines(
    expandCombos([{ comboId: 'tz', skuId: '', qty: dec(3), price: dec(30) }], new Map([['tz', combo]])),
    units,
    'w',
  );
  return {
    docId: 'd',
    billType: 201,
    billNo: 'XS1',
    billDate: '2026-11-23',
    partnerId: 'c',
    warehouseId: 'w',
    lines,
    totals,
    settleAmount: '0',
    accountId: null,
    remark: '',
    sourceId: null,
  };
};
const moved = (streams: { events: NewEvent[] }[]) =>
  streams
    .flatMap((s) => s.events)
    .filter((e) => e.type === 'StockMoved')
    .map((e) => {
      const d = e.data as Record<string, string>;
      return [d.skuId, d.inQty, d.outQty, d.amount, d.balanceQty, d.balanceAmount];
    });

test('one combo line at the combo price: its components share the amount by their sale prices and keep the combo line', () => {
  const { lines, totals } = sale();
  assert.equal(totals.totalAmount, '90');
  assert.deepEqual(
    lines.map((l) => [l.skuId, l.qty, l.amount, l.combo?.line, l.combo?.each]),
    [
      ['cup', '3', '60', 1, '1'],
      ['lid', '6', '30', 1, '2'],
    ],
  );
});

test('given the components in stock, when the combo sale is audited, then each leaves at its own average cost; the write-back brings each back at it', async () => {
  const io = ioWith({ cup: { qty: '20', amount: '140' }, lid: { qty: '30', amount: '60' } });
  const [effect] = SALE.effects;
  const doc = sale();
  const audit = await effect.audit(io, SALE, doc);
  assert.deepEqual(moved(audit.streams), [
    ['cup', '0', '3', '21', '17', '119'],
    ['lid', '0', '6', '12', '24', '48'],
  ]);
  const saved = evolveDocument(initialDocument, { type: 'Saved', data: doc });
  const state = decideDocument('销售单').audit(saved, audit.moves).reduce(evolveDocument, saved);
  const after = ioWith({ cup: { qty: '17', amount: '119' }, lid: { qty: '24', amount: '48' } });
  assert.deepEqual(moved(await effect.writeBack(after, SALE, state)), [
    ['cup', '3', '0', '21', '20', '140'],
    ['lid', '6', '0', '12', '30', '60'],
  ]);
});
