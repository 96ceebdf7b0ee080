import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import fc from 'fast-check';
import type { LedgerCheck, TrialBalance } from '../contracts';
import { appForTests, company } from '../testing/test-app';
import { inDays, today } from '../testing/stock-shop';

const app = appForTests();

type Ids = Record<string, string>;
/** A document audited at once (the server may refuse it: short stock, too much prepaid …), or the 红冲 of an earlier one. */
type Step = { path: string; id: string; body: (ids: Ids) => object } | { writeBack: number } | { confirm: number };

/** Where the warehouse confirms a trade document's goods when it confirms them apart from the audit. */
const CONFIRM: Record<string, string> = {
  'Buy/Save': 'Buy/BatchInStorage',
  'SaleReturn/Save': 'SaleReturn/BatchInStorage',
  'Sale/Save': 'Sale/BatchOutStorage',
  'BuyReturn/Save': 'BuyReturn/BatchOutStorage',
};

const yuan = fc.integer({ min: 1, max: 5_000 }).map((c) => c / 100);
const qty = fc.integer({ min: 1, max: 4 });
/** Today or up to 40 days back: backdated documents land before later ones. */
const day = fc.integer({ min: 0, max: 40 }).map((n) => inDays(-n));
const account = fc.constantFrom('cash', 'bank');

const trade = (kind: 'Sale' | 'SaleReturn' | 'Buy' | 'BuyReturn', id: string, partner: 'customId' | 'supplierId', money: string) =>
  fc
    .record({
      qty,
      price: yuan,
      tax: fc.constantFrom(0, 13),
      paid: fc.nat(100),
      sku: fc.constantFrom('tea', 'box'),
      at: account,
      billDate: day,
    })
    .map(({ qty, price, tax, paid, sku, at, billDate }) => ({
      path: `${kind}/Save`,
      id,
      body: (ids: Ids) => ({
        [partner]: partner === 'customId' ? ids.c : ids.s,
        warehouseId: ids.w,
        billDate,
        lines: [{ skuId: ids[sku], qty, price, taxRate: tax }],
        [money]: Math.floor(qty * price * paid) / 100,
        accountId: ids[at],
      }),
    }));

const steps: fc.Arbitrary<Step>[] = [
  trade('Buy', 'buyId', 'supplierId', 'payAmount'),
  trade('Buy', 'buyId', 'supplierId', 'payAmount'),
  trade('Sale', 'saleId', 'customId', 'receiveAmount'),
  trade('Sale', 'saleId', 'customId', 'receiveAmount'),
  trade('SaleReturn', 'returnId', 'customId', 'receiveAmount'),
  trade('BuyReturn', 'returnId', 'supplierId', 'payAmount'),
  fc.record({ amount: yuan, at: account, billDate: day }).map(({ amount, at, billDate }) => ({
    path: 'CustomReceive/Save',
    id: 'receiveId',
    body: (ids: Ids) => ({ customId: ids.c, accountId: ids[at], billDate, amount }),
  })),
  fc.record({ amount: yuan, at: account, billDate: day }).map(({ amount, at, billDate }) => ({
    path: 'SupplierPay/Save',
    id: 'payId',
    body: (ids: Ids) => ({ supplierId: ids.s, accountId: ids[at], billDate, amount }),
  })),
  fc.record({ amount: yuan, gift: fc.nat(500), at: account, billDate: day }).map(({ amount, gift, at, billDate }) => ({
    path: 'CustomCz/Save',
    id: 'czId',
    body: (ids: Ids) => ({ customId: ids.c, accountId: ids[at], billDate, amount, giftAmount: gift / 100 }),
  })),
  fc.record({ amount: yuan, prepaid: fc.boolean(), at: account, billDate: day }).map(({ amount, prepaid, at, billDate }) => ({
    path: 'CustomRefund/Save',
    id: 'refundId',
    body: (ids: Ids) => ({ customId: ids.c, accountId: ids[at], billDate, amount, refundFrom: prepaid ? 'prepaid' : 'overpaid' }),
  })),
  fc.record({ amount: yuan, fee: fc.nat(300), billDate: day, from: account }).map(({ amount, fee, billDate, from }) => ({
    path: 'AccountTrans/Save',
    id: 'transId',
    body: (ids: Ids) => ({
      outAccountId: ids[from],
      inAccountId: ids[from === 'cash' ? 'bank' : 'cash'],
      billDate,
      amount,
      fee: fee / 100,
    }),
  })),
  fc.record({ amount: yuan, income: fc.boolean(), at: account, billDate: day }).map(({ amount, income, at, billDate }) => ({
    path: 'FinanceFlow/Save',
    id: 'flowId',
    body: (ids: Ids) => ({
      flowType: income ? 105 : 106,
      accountId: ids[at],
      billDate,
      lines: [{ classId: income ? ids.interest : ids.rent, amount }],
    }),
  })),
  fc.record({ count: fc.nat(6), billDate: day }).map(({ count, billDate }) => ({
    path: 'Invtak/Save',
    id: 'invtakId',
    body: (ids: Ids) => ({ warehouseId: ids.w, billDate, lines: [{ skuId: ids.tea, countQty: count }] }),
  })),
  fc.record({ parts: qty, fee: fc.nat(500), billDate: day }).map(({ parts, fee, billDate }) => ({
    path: 'Assembly/Save',
    id: 'assemblyId',
    body: (ids: Ids) => ({
      warehouseId: ids.w,
      billDate,
      fee: fee / 100,
      parts: [{ skuId: ids.tea, qty: parts }],
      products: [{ skuId: ids.box, qty: 1 }],
    }),
  })),
  fc.record({ qty, price: yuan, out: fc.boolean(), billDate: day }).map(({ qty, price, out, billDate }) => ({
    path: out ? 'Outstorage/Save' : 'Instorage/Save',
    id: out ? 'outstorageId' : 'instorageId',
    body: (ids: Ids) => ({ warehouseId: ids.w, billDate, typeId: out ? ids.breakage : ids.gift, lines: [{ skuId: ids.tea, qty, price }] }),
  })),
  fc.nat(1_000).map((writeBack) => ({ writeBack })),
  fc.nat(1_000).map((writeBack) => ({ writeBack })),
  fc.nat(1_000).map((confirm) => ({ confirm })),
  fc.nat(1_000).map((confirm) => ({ confirm })),
  fc.nat(1_000).map((confirm) => ({ confirm })),
];

async function openShop() {
  const shop = await company(app, '对账');
  const { call } = shop;
  const product = async (productName: string, productCode: string) =>
    (await call('Product/Save', { productName, productCode, unitName: '个', skus: [{ salePrice: 20, purchasePrice: 8 }] })).skus[0].skuId;
  const ids: Ids = {
    w: (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId,
    c: (await call('Custom/Save', { customName: '张三', customCode: 'C1', initAmount: 30 })).customId,
    s: (await call('Supplier/Save', { supplierName: '李四', supplierCode: 'S1', initAmount: 40 })).supplierId,
    cash: (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 500 })).accountId,
    bank: (await call('Account/Save', { accountName: '银行', accountCode: 'BANK', initAmount: 800 })).accountId,
    tea: await product('茶叶', 'T1'),
    box: await product('礼盒', 'B1'),
    rent: (await call('FinanceClass/Save', { className: '房租', classType: 'expense' })).classId,
    interest: (await call('FinanceClass/Save', { className: '利息', classType: 'income' })).classId,
    gift: (await call('StorageType/Save', { typeName: '赠品入库', direction: 'in' })).typeId,
    breakage: (await call('StorageType/Save', { typeName: '报损', direction: 'out' })).typeId,
  };
  await call('InitStock/Save', { warehouseId: ids.w, lines: [{ skuId: ids.tea, qty: 5, price: 7 }] });
  return { ...shop, ids };
}

describe('the books always agree with 进销存', () => {
  test('random documents, backdated and 红冲 among them, per document or summarised per day, the goods moved at the audit or confirmed apart, keep the five agreements and a balanced trial balance at every date', async () => {
    const made = new Set<string>();
    let reversed = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(...steps), { minLength: 4, maxLength: 12 }),
        fc.integer({ min: 0, max: 40 }),
        fc.record({ perDay: fc.boolean(), apart: fc.boolean() }),
        async (plan, back, setting) => {
          const shop = await openShop();
          if (setting.perDay) await shop.call('LedgerSetting/Save', { voucherMode: 'perDay' });
          if (setting.apart) await shop.call('Setting/Save', { separatorWarehouse: true });
          const done: { path: string; body: object }[] = [];
          for (const step of plan) {
            if ('writeBack' in step) {
              if (!done.length) continue;
              const { path, body } = done[step.writeBack % done.length];
              if ((await shop.raw(path.replace('/Save', '/WriteBack'), body)).status === 200) reversed++;
              continue;
            }
            if ('confirm' in step) {
              const waiting = done.filter((d) => CONFIRM[d.path]);
              if (!waiting.length) continue;
              const { path, body } = waiting[step.confirm % waiting.length];
              await shop.raw(CONFIRM[path], body);
              continue;
            }
            const r = await shop.raw(step.path, { ...step.body(shop.ids), audit: true });
            assert.ok(r.status < 500, JSON.stringify(r.body));
            if (r.status !== 200) continue;
            done.push({ path: step.path, body: { [step.id]: r.body.returnData[step.id] } });
            made.add(step.path);
          }
          for (const date of [today, inDays(-back)]) {
            const check: LedgerCheck = await shop.call('Ledger/Check', { date });
            for (const a of check.agreements) assert.ok(a.ok, `${date} ${a.title}: ${JSON.stringify(a.mismatches)}`);
            const tb: TrialBalance = await shop.call('Ledger/TrialBalance', { period: date.slice(0, 7) });
            assert.ok(tb.balanced, `${date}: ${JSON.stringify(tb.totals)}`);
          }
        },
      ),
      { numRuns: 10 },
    );
    assert.ok(made.size >= 10 && reversed > 0, `the runs made ${[...made].join(' ')} and reversed ${reversed}: too few to tell`);
  });
});
