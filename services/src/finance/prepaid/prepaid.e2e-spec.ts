import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { company, startTestApp, TestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';

describe('预存款 / 押金 (CustomCz) and sales spending prepaid, over HTTP', () => {
  let app: TestApp;
  let shop: Awaited<ReturnType<typeof company>>;
  let ids: Record<string, string>;
  const balance = async (accountId = ids.cash) => (await shop.call('Account/Detail', { accountId })).balance;
  const remain = () => shop.call('CustomCz/RemainAmt', { customId: ids.custom });
  const receivable = async () =>
    (await shop.call('CustomReceivable/PageQuery', { keyword: '张三', pageNo: 1, pageSize: 10 })).data[0].balance;
  const events = async () => Number((await app.infra.pool.query('select count(*) from events')).rows[0].count);
  const sale = (qty: number, extra: object = {}) => ({
    customId: ids.custom,
    billDate: today,
    warehouseId: ids.w,
    lines: [{ skuId: ids.sku, qty, price: 300 }],
    audit: true,
    ...extra,
  });
  const topUp = (amount: number, extra: object = {}) =>
    shop.call('CustomCz/Save', { customId: ids.custom, accountId: ids.cash, billDate: today, amount, audit: true, ...extra });

  beforeAll(async () => {
    app = await startTestApp();
    shop = await company(app, '预存');
    ids = {
      w: (await shop.call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId,
      supplier: (await shop.call('Supplier/Save', { supplierName: '供', supplierCode: 'S' })).supplierId,
      custom: (await shop.call('Custom/Save', { customName: '张三', customCode: 'C1' })).customId,
      cash: (await shop.call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 0 })).accountId,
      bank: (await shop.call('Account/Save', { accountName: '银行', accountCode: 'BANK', initAmount: 50 })).accountId,
    };
    ids.sku = (
      await shop.call('Product/Save', {
        productName: '会员卡商品',
        productCode: 'HY',
        unitName: '件',
        skus: [{ salePrice: 300, purchasePrice: 100 }],
      })
    ).skus[0].skuId;
    await shop.call('Buy/Save', {
      supplierId: ids.supplier,
      billDate: today,
      warehouseId: ids.w,
      lines: [{ skuId: ids.sku, qty: 20, price: 100 }],
      audit: true,
    });
  });
  afterAll(() => app.close());

  test('a top-up with a gift enters the account and the prepaid, not the receivable; a sale spends it; write-backs give back', async () => {
    const cz = await topUp(1000, { giftAmount: 100, remark: '办卡' });
    assert.match(cz.billNo, /^CZ\d{12}$/);
    assert.equal(cz.status, 'audited');
    assert.equal(await balance(), 1000);
    assert.deepEqual(await remain(), { customId: ids.custom, remainAmt: 1100, depositAmt: 0 });
    assert.equal(await receivable(), 0, 'a customer’s receivable does not move on a top-up');
    const flow = (await shop.call('CapitalFlow/PageQuery', { accountId: ids.cash, pageNo: 1, pageSize: 20 })).data;
    assert.deepEqual(
      flow.map((r: any) => [r.billNo, r.billType, r.inAmount, r.outAmount, r.balance]),
      [[cz.billNo, 107, 1000, 0, 1000]],
    );
    const detail = await shop.call('CustomCz/Detail', { czId: cz.czId });
    assert.deepEqual(
      [detail.czType, detail.customName, detail.accountName, detail.amount, detail.giftAmount, detail.remark],
      ['storeValue', '张三', '现金', 1000, 100, '办卡'],
    );
    assert.deepEqual(
      detail.history.map((h: any) => h.title),
      ['保存', '审核'],
    );

    // 2 × 300: 50 received in cash, 500 from the prepaid, 50 still owed.
    const first = await shop.call('Sale/Save', sale(2, { receiveAmount: 50, accountId: ids.cash, prepaidAmount: 500 }));
    assert.equal(await receivable(), 50);
    assert.equal((await remain()).remainAmt, 600);
    assert.equal(await balance(), 1050);
    assert.equal((await shop.call('Sale/Detail', { saleId: first.saleId })).prepaidAmount, 500);
    const spent = (await shop.call('CustomCz/FlowPageQuery', { customId: ids.custom, pageNo: 1, pageSize: 10 })).data;
    assert.deepEqual(
      spent.map((r: any) => [r.billNo, r.billType, r.inAmount, r.outAmount, r.balance]),
      [
        [first.billNo, 201, 0, 500, 600],
        [cz.billNo, 107, 1100, 0, 1100],
      ],
    );
    const older = await shop.call('CustomCz/FlowPageQuery', { pageNo: 2, pageSize: 1 });
    assert.deepEqual(
      [older.totalCount, older.data.map((r: any) => [r.billNo, r.customName])],
      [2, [[cz.billNo, '张三']]],
      'every customer, the page before',
    );
    const hx = (await shop.call('CustomReceive/PageQuerForHx', { customId: ids.custom, pageNo: 1, pageSize: 10 })).data;
    assert.deepEqual(
      hx.map((r: any) => r.openAmount),
      [50],
      'what the prepaid paid is not open for write-off',
    );

    // Over the balance (600) or over the sale's total: refused on the field, nothing written.
    const before = await events();
    const over = await shop.raw('Sale/Save', sale(3, { prepaidAmount: 600.01 }));
    assert.equal(over.status, 400);
    assert.equal(over.body.details.field, 'prepaidAmount');
    assert.match(over.body.invMessage, /预存款抵扣600.01超过客户的预存款余额600/);
    const overTotal = await shop.raw('Sale/Save', sale(1, { prepaidAmount: 301 }));
    assert.equal(overTotal.status, 400);
    assert.equal(overTotal.body.details.field, 'prepaidAmount');
    assert.match(overTotal.body.invMessage, /预存款抵扣不能大于单据金额/);
    assert.match(
      (await shop.raw('Sale/Save', sale(1, { receiveAmount: 100, accountId: ids.cash, prepaidAmount: 201 }))).body.invMessage,
      /预存款抵扣与本次收款合计不能大于单据金额/,
    );
    assert.equal(await events(), before);
    const draft = await shop.call('Sale/Save', sale(3, { prepaidAmount: 700, audit: false }));
    assert.equal((await shop.raw('Sale/Audit', { saleId: draft.saleId })).status, 400, 'checked again at the audit');
    assert.equal((await remain()).remainAmt, 600);

    // The top-up's 1100 is partly spent: its write-back is refused until the sale gives the 500 back.
    const refused = await shop.raw('CustomCz/WriteBack', { czId: cz.czId });
    assert.equal(refused.status, 422);
    assert.match(refused.body.invMessage, /预存款余额600，已不足本单存入的1100/);
    await shop.call('Sale/WriteBack', { saleId: first.saleId });
    assert.deepEqual([await receivable(), (await remain()).remainAmt, await balance()], [0, 1100, 1000]);

    // A return may refund into the prepaid: it comes back, and the receivable is settled by it.
    const second = await shop.call('Sale/Save', sale(1, { prepaidAmount: 300 }));
    const ret = await shop.call('SaleReturn/Save', {
      customId: ids.custom,
      saleId: second.saleId,
      billDate: today,
      warehouseId: ids.w,
      lines: [{ skuId: ids.sku, qty: 1, price: 300 }],
      prepaidAmount: 300,
      audit: true,
    });
    assert.deepEqual([await receivable(), (await remain()).remainAmt], [0, 1100]);
    assert.equal((await shop.call('SaleReturn/Detail', { returnId: ret.returnId })).prepaidAmount, 300);
    await shop.call('SaleReturn/WriteBack', { returnId: ret.returnId });
    await shop.call('Sale/WriteBack', { saleId: second.saleId });
    assert.deepEqual([await receivable(), (await remain()).remainAmt], [0, 1100]);

    await shop.call('CustomCz/WriteBack', { czId: cz.czId });
    assert.deepEqual([await balance(), (await remain()).remainAmt], [0, 0]);
    assert.equal((await shop.raw('CustomCz/WriteBack', { czId: cz.czId })).status, 422);
    const after = (await shop.call('CapitalFlow/PageQuery', { accountId: ids.cash, pageNo: 1, pageSize: 20 })).data;
    const last = after.at(-1);
    assert.deepEqual([last.billType, last.outAmount, last.balance], [107, 1000, 0]);
  });

  test('a draft is changed by Update and removed; lists filter by type, customer, status and keyword', async () => {
    const draft = await topUp(200, { giftAmount: 20, audit: false });
    assert.equal(draft.status, 'draft');
    assert.equal((await remain()).remainAmt, 0, 'a draft moves nothing');
    await shop.call('CustomCz/Update', { czId: draft.czId, amount: 250, remark: '改' });
    const changed = await shop.call('CustomCz/Detail', { czId: draft.czId });
    assert.deepEqual([changed.amount, changed.giftAmount, changed.remark, changed.billNo], [250, 20, '改', draft.billNo]);
    assert.equal((await shop.raw('CustomCz/Update', { czId: draft.czId, czType: 'deposit' })).status, 400, 'a draft keeps its type');
    const page = (q: object) => shop.call('CustomCz/PageQuery', { pageNo: 1, pageSize: 50, ...q });
    assert.equal(
      (await page({ czType: 'storeValue', status: 'draft', customId: ids.custom, keyword: draft.billNo, startDate: today, endDate: today }))
        .totalCount,
      1,
    );
    assert.equal((await page({ czType: 'deposit', status: 'draft' })).totalCount, 0);
    await shop.call('CustomCz/Remove', { czId: draft.czId });
    assert.equal((await shop.raw('CustomCz/Detail', { czId: draft.czId })).status, 404);
  });

  test('a deposit is held apart from the store value and returned out of an account, in part or whole', async () => {
    assert.equal(
      (
        await shop.raw('CustomCz/Save', {
          czType: 'deposit',
          customId: ids.custom,
          accountId: ids.cash,
          billDate: today,
          amount: 300,
          giftAmount: 10,
        })
      ).body.invMessage,
      '押金没有赠送金额',
    );
    const deposit = await topUp(300, { czType: 'deposit' });
    assert.deepEqual(await remain(), { customId: ids.custom, remainAmt: 0, depositAmt: 300 });
    assert.equal(await balance(), 300);
    const flow = async () => (await shop.call('CapitalFlow/PageQuery', { accountId: ids.cash, pageNo: 1, pageSize: 50 })).data.at(-1);
    assert.deepEqual([(await flow()).billType, (await flow()).inAmount], [108, 300]);
    assert.equal((await shop.raw('Sale/Save', sale(1, { prepaidAmount: 1 }))).status, 400, 'a deposit is not spent on sales');

    assert.equal(
      (await shop.raw('CustomCz/ReturnDeposit', { czId: deposit.czId, amount: 100, accountId: ids.bank })).status,
      422,
      'the bank holds only 50',
    );
    const part = await shop.call('CustomCz/ReturnDeposit', { czId: deposit.czId, amount: 100, remark: '还一部分' });
    assert.deepEqual([part.returnedAmount, part.heldAmount], [100, 200]);
    assert.deepEqual([await balance(), (await remain()).depositAmt], [200, 200]);
    assert.deepEqual([(await flow()).billType, (await flow()).billNo, (await flow()).outAmount], [108, deposit.billNo, 100]);
    assert.equal((await shop.raw('CustomCz/ReturnDeposit', { czId: deposit.czId, amount: 200.01 })).body.details.field, 'amount');
    const refused = await shop.raw('CustomCz/WriteBack', { czId: deposit.czId });
    assert.equal(refused.status, 422);
    assert.match(refused.body.invMessage, /押金已退还100，不能红冲/);

    await shop.call('CustomCz/ReturnDeposit', { czId: deposit.czId });
    assert.deepEqual([await balance(), (await remain()).depositAmt], [0, 0]);
    assert.equal((await shop.raw('CustomCz/ReturnDeposit', { czId: deposit.czId })).status, 422, 'nothing left to return');
    const detail = await shop.call('CustomCz/Detail', { czId: deposit.czId });
    assert.deepEqual(
      [detail.returnedAmount, detail.heldAmount, detail.returns.map((r: any) => [r.amount, r.accountName, r.remark])],
      [
        300,
        0,
        [
          [100, '现金', '还一部分'],
          [200, '现金', ''],
        ],
      ],
    );
    assert.deepEqual(
      detail.history.map((h: any) => h.title),
      ['保存', '审核', '退还押金', '退还押金'],
    );
    const storeValueTop = await topUp(10);
    assert.equal(
      (await shop.raw('CustomCz/ReturnDeposit', { czId: storeValueTop.czId })).status,
      400,
      'store value is refunded, not returned',
    );
    await shop.call('CustomCz/WriteBack', { czId: storeValueTop.czId });
  });

  test('two sales spending the last of the prepaid at once: exactly one wins', async () => {
    await topUp(300);
    const before = await receivable();
    const results = await Promise.all([
      shop.raw('Sale/Save', sale(1, { prepaidAmount: 300 })),
      shop.raw('Sale/Save', sale(1, { prepaidAmount: 300 })),
    ]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 400], JSON.stringify(results.map((r) => r.body.invMessage)));
    assert.equal((await remain()).remainAmt, 0);
    assert.equal(await receivable(), before, 'the winner was paid by the prepaid in full');
  });

  test('another company can neither read nor spend the prepaid', async () => {
    const cz = (await shop.call('CustomCz/PageQuery', { pageNo: 1, pageSize: 1 })).data[0];
    const other = await company(app, '别家');
    assert.equal((await other.raw('CustomCz/Detail', { czId: cz.czId })).status, 404);
    assert.equal((await other.call('CustomCz/PageQuery', { pageNo: 1, pageSize: 10 })).totalCount, 0);
    assert.equal((await other.call('CustomCz/FlowPageQuery', { customId: ids.custom, pageNo: 1, pageSize: 10 })).totalCount, 0);
    assert.deepEqual(await other.call('CustomCz/RemainAmt', { customId: ids.custom }), {
      customId: ids.custom,
      remainAmt: 0,
      depositAmt: 0,
    });
    assert.equal((await other.raw('CustomCz/WriteBack', { czId: cz.czId })).status, 422);
    const w = (await other.call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
    const spend = await other.raw('Sale/Save', {
      customId: ids.custom,
      billDate: today,
      warehouseId: w,
      lines: [{ skuId: ids.sku, qty: 1, price: 1 }],
      prepaidAmount: 1,
      audit: true,
    });
    assert.equal(spend.status, 400);
    assert.equal((await other.raw('CustomCz/Save', { customId: ids.custom, accountId: ids.cash, billDate: today, amount: 1 })).status, 400);
  });
});
