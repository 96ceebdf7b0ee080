import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import fc from 'fast-check';
import { rebuildCompany } from '@jxc/projections';
import { balancesProjection } from './balances.projection';
import { appForTests, company, TestApp } from '../testing/test-app';
import { today } from '../testing/stock-shop';

const INIT = { cash: 50_000, bank: 20_000 };

type Account = keyof typeof INIT;
type Shop = Awaited<ReturnType<typeof company>>;
/** What an audited document moved, in cents: accounts, the customer's receivable and prepaid, the supplier's payable. */
interface Moved {
  accounts: Partial<Record<Account, number>>;
  receivable?: number;
  prepaid?: number;
  payable?: number;
}
interface Posted {
  writeBack: [string, Record<string, string>];
  moved: Moved;
}

const yuan = (cents: number) => cents / 100;
const cents = (v: number) => Math.round(v * 100);
const cent = fc.integer({ min: 1, max: 30_000 });
/** Refunds: less than what a few payments leave over. */
const small = fc.integer({ min: 1, max: 5_000 });
const account = fc.constantFrom<Account>('cash', 'bank');

/** One document, audited at once: the call, and what it moves if the server takes it. */
type Step = (ids: Record<string, string>) => { path: string; body: object; id: string; moved: Moved } | { writeBack: number };

const steps: fc.Arbitrary<Step>[] = [
  fc
    .record({ price: cent, paid: fc.nat(30_000), prepaid: fc.oneof(fc.constant(0), fc.nat(5_000)), to: account })
    .map(({ price, paid, prepaid, to }) => (ids) => {
      const [r, u] = [Math.min(paid, price), Math.min(prepaid, price - Math.min(paid, price))];
      return {
        path: 'Sale/Save',
        id: 'saleId',
        moved: { accounts: { [to]: r }, receivable: price - r - u, prepaid: -u },
        body: {
          customId: ids.custom,
          warehouseId: ids.w,
          billDate: today,
          lines: [{ skuId: ids.sku, qty: 1, price: yuan(price) }],
          receiveAmount: yuan(r),
          accountId: ids[to],
          prepaidAmount: yuan(u),
        },
      };
    }),
  fc.record({ price: cent, paid: fc.nat(30_000), from: account }).map(({ price, paid, from }) => (ids) => ({
    path: 'Buy/Save',
    id: 'buyId',
    moved: { accounts: { [from]: -Math.min(paid, price) }, payable: price - Math.min(paid, price) },
    body: {
      supplierId: ids.supplier,
      warehouseId: ids.w,
      billDate: today,
      lines: [{ skuId: ids.sku, qty: 1, price: yuan(price) }],
      payAmount: yuan(Math.min(paid, price)),
      accountId: ids[from],
    },
  })),
  fc.record({ amount: cent, to: account }).map(({ amount, to }) => (ids) => ({
    path: 'CustomReceive/Save',
    id: 'receiveId',
    moved: { accounts: { [to]: amount }, receivable: -amount },
    body: { customId: ids.custom, accountId: ids[to], billDate: today, amount: yuan(amount) },
  })),
  fc.record({ amount: cent, from: account }).map(({ amount, from }) => (ids) => ({
    path: 'SupplierPay/Save',
    id: 'payId',
    moved: { accounts: { [from]: -amount }, payable: -amount },
    body: { supplierId: ids.supplier, accountId: ids[from], billDate: today, amount: yuan(amount) },
  })),
  fc.record({ amount: cent, fee: fc.nat(500), from: account }).map(({ amount, fee, from }) => (ids) => {
    const to: Account = from === 'cash' ? 'bank' : 'cash';
    return {
      path: 'AccountTrans/Save',
      id: 'transId',
      moved: { accounts: { [from]: -amount - fee, [to]: amount } },
      body: { outAccountId: ids[from], inAccountId: ids[to], billDate: today, amount: yuan(amount), fee: yuan(fee) },
    };
  }),
  fc.record({ amount: cent, income: fc.boolean(), at: account }).map(({ amount, income, at }) => (ids) => ({
    path: 'FinanceFlow/Save',
    id: 'flowId',
    moved: { accounts: { [at]: income ? amount : -amount } },
    body: {
      flowType: income ? 105 : 106,
      accountId: ids[at],
      billDate: today,
      lines: [{ classId: income ? ids.income : ids.expense, amount: yuan(amount) }],
    },
  })),
  fc.record({ amount: cent, gift: fc.nat(5_000), to: account }).map(({ amount, gift, to }) => (ids) => ({
    path: 'CustomCz/Save',
    id: 'czId',
    moved: { accounts: { [to]: amount }, prepaid: amount + gift },
    body: { customId: ids.custom, accountId: ids[to], billDate: today, amount: yuan(amount), giftAmount: yuan(gift) },
  })),
  fc.record({ amount: small, prepaid: fc.boolean(), from: account }).map(({ amount, prepaid, from }) => (ids) => ({
    path: 'CustomRefund/Save',
    id: 'refundId',
    moved: prepaid ? { accounts: { [from]: -amount }, prepaid: -amount } : { accounts: { [from]: -amount }, receivable: amount },
    body: {
      customId: ids.custom,
      accountId: ids[from],
      billDate: today,
      amount: yuan(amount),
      refundFrom: prepaid ? 'prepaid' : 'overpaid',
    },
  })),
  fc.record({ amount: small, to: account }).map(({ amount, to }) => (ids) => ({
    path: 'SupplierRefund/Save',
    id: 'refundId',
    moved: { accounts: { [to]: amount }, payable: amount },
    body: { supplierId: ids.supplier, accountId: ids[to], billDate: today, amount: yuan(amount) },
  })),
  fc.nat(1_000).map((n) => () => ({ writeBack: n })),
];

/** Expected figures, moved by what the server took. */
class Book {
  accounts: Record<Account, number> = { ...INIT };
  receivable = 0;
  prepaid = 0;
  payable = 0;
  move(m: Moved, sign: 1 | -1) {
    for (const [a, v] of Object.entries(m.accounts) as [Account, number][]) this.accounts[a] += sign * v;
    this.receivable += sign * (m.receivable ?? 0);
    this.prepaid += sign * (m.prepaid ?? 0);
    this.payable += sign * (m.payable ?? 0);
  }
}

async function open(app: TestApp) {
  const shop = await company(app, '资金');
  const { call } = shop;
  const ids: Record<string, string> = {
    w: (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId,
    custom: (await call('Custom/Save', { customName: '张三', customCode: 'C1' })).customId,
    supplier: (await call('Supplier/Save', { supplierName: '李四', supplierCode: 'S1' })).supplierId,
    cash: (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: yuan(INIT.cash) })).accountId,
    bank: (await call('Account/Save', { accountName: '银行', accountCode: 'BANK', initAmount: yuan(INIT.bank) })).accountId,
    income: (await call('FinanceClass/Save', { className: '利息', classType: 'income' })).classId,
    expense: (await call('FinanceClass/Save', { className: '房租', classType: 'expense' })).classId,
    sku: (
      await call('Product/Save', { productName: '茶叶', productCode: 'T1', unitName: '盒', skus: [{ salePrice: 100, purchasePrice: 50 }] })
    ).skus[0].skuId,
  };
  await call('Buy/Save', {
    supplierId: ids.supplier,
    warehouseId: ids.w,
    billDate: today,
    lines: [{ skuId: ids.sku, qty: 1000, price: 0 }],
    audit: true,
  });
  return { shop, ids };
}

/** A list's pages of 3 one after another, each counting `total` rows (and one page past them, empty). */
async function pagesOf(call: Shop['call'], path: string, filter: object, total: number) {
  const rows: unknown[] = [];
  for (let pageNo = 1; pageNo <= Math.ceil(total / 3) + 1; pageNo++) {
    const page = await call(path, { ...filter, pageNo, pageSize: 3 });
    assert.equal(page.totalCount, total, `${path} ${JSON.stringify(filter)}: the total on page ${pageNo}`);
    rows.push(...page.data);
  }
  return rows;
}

/** The figures the screens show, and the flows they are the end of. */
async function check(shop: Shop, ids: Record<string, string>, book: Book, after: string) {
  const { call } = shop;
  const capital = await call('CapitalFlow/PageQuery', { pageNo: 1, pageSize: 200 });
  assert.equal(capital.totalCount, capital.data.length, `the fund flow's total after ${after}`);
  assert.deepEqual(
    await pagesOf(call, 'CapitalFlow/PageQuery', {}, capital.totalCount),
    capital.data,
    `the fund flow's pages after ${after}`,
  );
  const dated = await call('CapitalFlow/PageQuery', { startDate: today, endDate: today, pageNo: 2, pageSize: 3 });
  assert.deepEqual([dated.totalCount, dated.data], [capital.totalCount, capital.data.slice(3, 6)], `today's fund flow after ${after}`);
  const before = await call('CapitalFlow/PageQuery', { endDate: '2000-01-01' });
  assert.deepEqual([before.totalCount, before.data], [0, []], `no fund flow dated before after ${after}`);
  for (const a of ['cash', 'bank'] as Account[]) {
    const balance = cents((await call('Account/Detail', { accountId: ids[a] })).balance);
    assert.equal(balance, book.accounts[a], `${a} after ${after}`);
    const whole = await call('CapitalFlow/PageQuery', { accountId: ids[a], pageNo: 1, pageSize: 200 });
    const flow = whole.data;
    let running = INIT[a];
    for (const row of flow) {
      running += cents(row.inAmount) - cents(row.outAmount);
      assert.equal(cents(row.balance), running, `${a} flow row ${row.billNo} after ${after}`);
    }
    assert.equal(running, balance, `${a}: the fund flow ends at the balance after ${after}`);
    // Counted apart from its rows: the account's total, alone and within dates; pages of 3 hold the same rows.
    assert.deepEqual(
      flow,
      capital.data.filter((r: any) => r.accountId === ids[a]),
      `${a}: its fund flow is the company's rows through it after ${after}`,
    );
    assert.equal(whole.totalCount, flow.length, `${a}: the fund flow's total after ${after}`);
    assert.deepEqual(
      await pagesOf(call, 'CapitalFlow/PageQuery', { accountId: ids[a] }, whole.totalCount),
      flow,
      `${a}: pages after ${after}`,
    );
    const fromToday = await call('CapitalFlow/PageQuery', { accountId: ids[a], startDate: today, pageSize: 1 });
    assert.deepEqual([fromToday.totalCount, fromToday.data], [flow.length, flow.slice(0, 1)], `${a}: today's fund flow after ${after}`);
  }
  for (const [group, keyword, expected] of [
    ['CustomReceivable', '张三', book.receivable],
    ['SupplierHandle', '李四', book.payable],
  ] as const) {
    const [row] = (await call(`${group}/PageQuery`, { keyword, pageNo: 1, pageSize: 10 })).data;
    assert.equal(cents(row.balance), expected, `${group} after ${after}`);
    const whole = await call(`${group}/FlowPageQuery`, { pageNo: 1, pageSize: 200 });
    const flow = [...whole.data].reverse();
    const ended = flow.reduce((b: number, r: any) => {
      assert.equal(cents(r.balance), b + cents(r.addAmount) - cents(r.settledAmount), `${group} flow row ${r.billNo} after ${after}`);
      return cents(r.balance);
    }, 0);
    assert.equal(ended, expected, `${group}: the flow ends at the balance after ${after}`);
    // Counted apart from its rows: the total of every partner, of one, and of a period; pages of 3 hold the same rows.
    assert.equal(whole.totalCount, whole.data.length, `${group}: the flow's total after ${after}`);
    const field = group === 'CustomReceivable' ? 'customId' : 'supplierId';
    const partner = { [field]: row[field] };
    const paged = await pagesOf(call, `${group}/FlowPageQuery`, partner, whole.totalCount);
    assert.deepEqual(paged, whole.data, `${group}: the pages hold the flow's rows and balances after ${after}`);
    assert.deepEqual(
      await pagesOf(call, `${group}/FlowPageQuery`, {}, whole.totalCount),
      whole.data,
      `${group}: every partner's pages after ${after}`,
    );
    const dated = await call(`${group}/FlowPageQuery`, { ...partner, startDate: today, endDate: today, pageSize: 1 });
    assert.equal(dated.totalCount, whole.totalCount, `${group}: today's total after ${after}`);
    const before = await call(`${group}/FlowPageQuery`, { endDate: '2000-01-01' });
    assert.deepEqual([before.totalCount, before.data], [0, []], `${group}: nothing dated before after ${after}`);
  }
  assert.equal(cents((await call('CustomCz/RemainAmt', { customId: ids.custom })).remainAmt), book.prepaid, `prepaid after ${after}`);
}

/**
 * Each money document list counts what it shows: all of it, one status's, one bill's, one account's (where it filters
 * by account); its pages of 3 hold its rows.
 */
async function checkLists(shop: Shop, ids: Record<string, string>) {
  const lists: [string, object, boolean][] = [
    ['CustomReceive/PageQuery', {}, false],
    ['SupplierPay/PageQuery', {}, false],
    ['AccountTrans/PageQuery', {}, true],
    ['FinanceFlow/PageQuery', { flowType: 105 }, true],
    ['FinanceFlow/PageQuery', { flowType: 106 }, true],
    ['CustomCz/PageQuery', {}, true],
    ['CustomRefund/PageQuery', {}, true],
    ['SupplierRefund/PageQuery', {}, true],
  ];
  // A draft counts while it is there, and no more once removed.
  const receipts = async () => (await shop.call('CustomReceive/PageQuery', {})).totalCount;
  const before = await receipts();
  const draft = { customId: ids.custom, accountId: ids.cash, billDate: today, amount: 1 };
  const { receiveId } = await shop.call('CustomReceive/Save', draft);
  assert.equal(await receipts(), before + 1, 'a draft receipt counts');
  await shop.call('CustomReceive/Remove', { receiveId });
  assert.equal(await receipts(), before, 'a removed receipt no longer counts');
  for (const [path, kind, byAccount] of lists) {
    const list = `${path} ${JSON.stringify(kind)}`;
    const whole = await shop.call(path, { ...kind, pageNo: 1, pageSize: 200 });
    assert.equal(whole.totalCount, whole.data.length, `${list}: the total`);
    assert.deepEqual(await pagesOf(shop.call, path, kind, whole.totalCount), whole.data, `${list}: its pages`);
    const rows = (keep: (r: any) => boolean) => whole.data.filter(keep).length;
    const filters: [object, number][] = [
      ...[...new Set<string>(whole.data.map((r: any) => r.status))].map((status): [object, number] => [
        { status },
        rows((r) => r.status === status),
      ]),
      ...whole.data.slice(0, 1).map((r: any): [object, number] => [{ keyword: r.billNo }, 1]),
      ...(byAccount
        ? [[{ accountId: ids.cash }, rows((r) => [r.accountId, r.outAccountId, r.inAccountId].includes(ids.cash))] as [object, number]]
        : []),
    ];
    for (const [filter, expected] of filters) {
      const page = await shop.call(path, { ...kind, ...filter, pageNo: 1, pageSize: 200 });
      assert.deepEqual([page.totalCount, page.data.length], [expected, expected], `${list} ${JSON.stringify(filter)}: the total`);
    }
  }
}

describe('the cash book adds up', () => {
  const app = appForTests();

  test('after any sequence of documents and write-backs, the account balances, receivable, payable and prepaid equal what was posted and the end of their flows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(...steps), { minLength: 6, maxLength: 16 }), async (sequence) => {
        const { shop, ids } = await open(app);
        const book = new Book();
        const posted: Posted[] = [];
        await check(shop, ids, book, 'the start');
        for (const make of sequence) {
          const step = make(ids);
          let res;
          if ('writeBack' in step) {
            if (!posted.length) continue;
            const [doc] = posted.splice(step.writeBack % posted.length, 1);
            res = await shop.raw(doc.writeBack[0], doc.writeBack[1]);
            if (res.status === 200) book.move(doc.moved, -1);
          } else {
            res = await shop.raw(step.path, { ...step.body, audit: true });
            if (res.status === 200) {
              book.move(step.moved, 1);
              const group = step.path.split('/')[0];
              posted.push({ writeBack: [`${group}/WriteBack`, { [step.id]: res.body.returnData[step.id] }], moved: step.moved });
            }
          }
          // A refusal (an account or a balance that does not cover it) is a Chinese message and moves nothing.
          if (res.status !== 200)
            assert.ok([400, 422].includes(res.status) && /[\u4e00-\u9fa5]/.test(res.body.invMessage), JSON.stringify(res.body));
          await check(shop, ids, book, `${'writeBack' in step ? 'a write-back' : step.path} (${res.status})`);
        }
        await checkLists(shop, ids);
        // Rebuilt from the company's events alone, each account and partner counts the same postings.
        const counted = async () =>
          (
            await app.infra.pool.query(
              `select account_id as id, postings::int from account_balances where company_id = $1
               union all select partner_id, postings::int from partner_balances where company_id = $1 order by id`,
              [shop.companyId],
            )
          ).rows;
        const kept = await counted();
        await rebuildCompany(app.infra.store, app.infra.dataSource, [balancesProjection], shop.companyId);
        assert.deepEqual(await counted(), kept, 'the postings counted after a rebuild');
        await check(shop, ids, book, 'a rebuild');
      }),
      { numRuns: 8 },
    );
  });
});
