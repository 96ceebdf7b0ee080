import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { company, startTestApp, TestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';

const page = { pageNo: 1, pageSize: 50 };

describe('退款 (CustomRefund 110, SupplierRefund 111) over HTTP', () => {
  let app: TestApp;
  const events = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n as number;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** A shop with a cash account holding 1000, a customer who paid 300 for nothing yet and a supplier paid 200 in advance. */
  async function shop(name: string) {
    const co = await company(app, name);
    const cash = (await co.call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 1000 })).accountId;
    const customId = (await co.call('Custom/Save', { customName: '张三', customCode: 'C1' })).customId;
    const supplierId = (await co.call('Supplier/Save', { supplierName: '批发', supplierCode: 'S1' })).supplierId;
    await co.call('CustomReceive/Save', { customId, accountId: cash, billDate: today, amount: 300, audit: true });
    await co.call('SupplierPay/Save', { supplierId, accountId: cash, billDate: today, amount: 200, audit: true });
    const balance = async () => (await co.call('Account/Detail', { accountId: cash })).balance;
    const receivable = async () => (await co.call('CustomReceivable/PageQuery', { ...page, keyword: '张三' })).data[0].balance;
    const payable = async () => (await co.call('SupplierHandle/PageQuery', { ...page, keyword: '批发' })).data[0].balance;
    const cashFlow = async () =>
      (await co.call('CapitalFlow/PageQuery', { accountId: cash, ...page })).data.map((r: any) => [
        r.billNo,
        r.billType,
        r.inAmount,
        r.outAmount,
        r.balance,
      ]);
    return { ...co, cash, customId, supplierId, balance, receivable, payable, cashFlow };
  }

  test('a customer refund pays the overpaid money out of the account and back onto the receivable; over-refunds are refused writing nothing; a write-back reverses it', async () => {
    const s = await shop('tk');
    assert.deepEqual([await s.balance(), await s.receivable()], [1100, -300]);
    assert.deepEqual(
      { ...(await s.call('CustomRefund/Refundable', { customId: s.customId })) },
      { customId: s.customId, overpaid: 300, prepaid: 0 },
    );

    const before = await events();
    for (const body of [{ amount: 300.01 }, { amount: 300.01, audit: true }]) {
      const r = await s.raw('CustomRefund/Save', { customId: s.customId, accountId: s.cash, billDate: today, ...body });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(r.body.invMessage, '退款金额300.01超过可退的多收款（应收余额小于0的部分）300');
      assert.equal(r.body.details?.field, 'amount');
    }
    assert.equal(
      (await s.raw('CustomRefund/Save', { customId: s.customId, accountId: s.cash, billDate: today, amount: 0 })).body.invMessage,
      '退款金额必须大于0',
    );
    assert.equal(await events(), before, 'a refused refund writes nothing');

    const draft = await s.call('CustomRefund/Save', {
      customId: s.customId,
      accountId: s.cash,
      billDate: today,
      amount: 100,
      remark: '多收退回',
    });
    assert.match(draft.billNo, /^TK\d{12}$/);
    assert.equal(draft.status, 'draft');
    assert.equal(await s.balance(), 1100, 'a draft moves nothing');
    assert.equal((await s.raw('CustomRefund/Update', { refundId: draft.refundId, amount: 301 })).status, 400);
    assert.equal((await s.call('CustomRefund/Update', { refundId: draft.refundId, amount: 120 })).billNo, draft.billNo);
    await s.call('CustomRefund/Audit', { refundId: draft.refundId });
    assert.deepEqual([await s.balance(), await s.receivable()], [980, -180]);
    assert.equal(
      (await s.raw('CustomRefund/Update', { refundId: draft.refundId, amount: 1 })).status,
      422,
      'an audited refund is not changed',
    );

    const flow = await s.cashFlow();
    assert.deepEqual(flow.at(-1), [draft.billNo, 110, 0, 120, 980]);
    const partner = (await s.call('CustomReceivable/FlowPageQuery', { customId: s.customId, ...page })).data;
    assert.deepEqual(
      [partner[0].billNo, partner[0].billType, partner[0].addAmount, partner[0].settledAmount, partner[0].balance],
      [draft.billNo, 110, 120, 0, -180],
    );

    const detail = await s.call('CustomRefund/Detail', { refundId: draft.refundId });
    assert.deepEqual(
      [detail.customName, detail.accountName, detail.amount, detail.refundFrom, detail.remark, detail.status],
      ['张三', '现金', 120, 'overpaid', '多收退回', 'audited'],
    );
    assert.deepEqual(
      detail.history.map((h: any) => h.title),
      ['保存', '保存', '审核'],
    );
    const listed = await s.call('CustomRefund/PageQuery', {
      keyword: '张三',
      status: 'audited',
      customId: s.customId,
      accountId: s.cash,
      startDate: today,
      endDate: today,
      ...page,
    });
    assert.deepEqual(
      listed.data.map((r: any) => r.billNo),
      [draft.billNo],
    );
    assert.equal((await s.call('SupplierRefund/PageQuery', page)).totalCount, 0);

    // What is left to refund is 180: 181 more is refused at the audit of a draft saved before the balance fell.
    const late = await s.call('CustomRefund/Save', { customId: s.customId, accountId: s.cash, billDate: today, amount: 180 });
    await s.call('CustomRefund/Save', { customId: s.customId, accountId: s.cash, billDate: today, amount: 1, audit: true });
    const refused = await s.raw('CustomRefund/Audit', { refundId: late.refundId });
    assert.deepEqual([refused.status, refused.body.details?.field], [400, 'amount']);
    assert.equal((await s.call('CustomRefund/Detail', { refundId: late.refundId })).status, 'draft');
    await s.call('CustomRefund/Remove', { refundId: late.refundId });
    assert.equal((await s.raw('CustomRefund/Detail', { refundId: late.refundId })).status, 404);

    await s.call('CustomRefund/WriteBack', { refundId: draft.refundId });
    assert.deepEqual([await s.balance(), await s.receivable()], [1099, -299]);
    assert.deepEqual((await s.cashFlow()).slice(-1), [[draft.billNo, 110, 120, 0, 1099]]);
    assert.equal((await s.raw('CustomRefund/WriteBack', { refundId: draft.refundId })).status, 422);
    assert.equal((await s.call('CustomRefund/Detail', { refundId: draft.refundId })).status, 'reversed');
  });

  test('the account the money leaves may not go below zero', async () => {
    const s = await shop('tk-short');
    const till = (await s.call('Account/Save', { accountName: '零钱', accountCode: 'TILL', initAmount: 50 })).accountId;
    const before = await events();
    const r = await s.raw('CustomRefund/Save', { customId: s.customId, accountId: till, billDate: today, amount: 60, audit: true });
    assert.deepEqual([r.status, r.body.errorCode], [422, 'ACCOUNT_SHORTAGE']);
    assert.match(r.body.invMessage, /零钱余额50，不足60/);
    assert.equal(await events(), before);
  });

  test('a supplier refund brings the overpaid money into the account and back onto the payable; a write-back takes it out again', async () => {
    const s = await shop('tk-s');
    assert.deepEqual([await s.balance(), await s.payable()], [1100, -200]);
    const over = await s.raw('SupplierRefund/Save', {
      supplierId: s.supplierId,
      accountId: s.cash,
      billDate: today,
      amount: 201,
      audit: true,
    });
    assert.deepEqual(
      [over.status, over.body.details?.field, over.body.invMessage],
      [400, 'amount', '退款金额201超过可退的多付款（应付余额小于0的部分）200'],
    );

    const refund = await s.call('SupplierRefund/Save', {
      supplierId: s.supplierId,
      accountId: s.cash,
      billDate: today,
      amount: 50.5,
      audit: true,
    });
    assert.deepEqual([refund.status, /^TK\d{12}$/.test(refund.billNo)], ['audited', true]);
    assert.deepEqual([await s.balance(), await s.payable()], [1150.5, -149.5]);
    assert.deepEqual((await s.cashFlow()).at(-1), [refund.billNo, 111, 50.5, 0, 1150.5]);
    const partner = (await s.call('SupplierHandle/FlowPageQuery', { supplierId: s.supplierId, ...page })).data;
    assert.deepEqual([partner[0].billType, partner[0].addAmount, partner[0].balance], [111, 50.5, -149.5]);
    assert.deepEqual(
      { ...(await s.call('SupplierRefund/Refundable', { supplierId: s.supplierId })) },
      { supplierId: s.supplierId, overpaid: 149.5, prepaid: 0 },
    );
    const detail = await s.call('SupplierRefund/Detail', { refundId: refund.refundId });
    assert.deepEqual([detail.supplierName, detail.amount, detail.history.map((h: any) => h.title)], ['批发', 50.5, ['保存', '审核']]);
    assert.equal(
      (await s.raw('CustomRefund/Detail', { refundId: refund.refundId })).status,
      404,
      'a supplier refund is no customer refund',
    );

    await s.call('SupplierRefund/WriteBack', { refundId: refund.refundId });
    assert.deepEqual([await s.balance(), await s.payable()], [1100, -200]);
    assert.deepEqual((await s.cashFlow()).at(-1), [refund.billNo, 111, 0, 50.5, 1100]);
  });

  test('a customer refund of prepaid store value pays it out of the account and the prepaid, never the receivable; two at once cannot both take the last of it', async () => {
    const s = await shop('tk-p');
    const topUp = await s.call('CustomCz/Save', {
      czType: 'storeValue',
      customId: s.customId,
      accountId: s.cash,
      billDate: today,
      amount: 200,
      giftAmount: 20,
      audit: true,
    });
    const remain = async () => (await s.call('CustomCz/RemainAmt', { customId: s.customId })).remainAmt;
    assert.deepEqual([await s.balance(), await remain(), await s.receivable()], [1300, 220, -300]);
    assert.deepEqual(
      { ...(await s.call('CustomRefund/Refundable', { customId: s.customId })) },
      { customId: s.customId, overpaid: 300, prepaid: 220 },
    );

    const before = await events();
    const over = await s.raw('CustomRefund/Save', {
      customId: s.customId,
      accountId: s.cash,
      billDate: today,
      amount: 221,
      refundFrom: 'prepaid',
      audit: true,
    });
    assert.deepEqual([over.status, over.body.details?.field, over.body.invMessage], [400, 'amount', '退款金额221超过可退的预存款余额220']);
    assert.equal(
      (await s.raw('CustomRefund/Save', { customId: s.customId, accountId: s.cash, billDate: today, amount: 221, refundFrom: 'prepaid' }))
        .status,
      400,
      'nor as a draft',
    );
    assert.equal(
      (await s.raw('CustomRefund/Save', { customId: s.customId, accountId: s.cash, billDate: today, amount: 1, refundFrom: 'card' }))
        .status,
      400,
    );
    assert.equal(await events(), before);

    const refund = await s.call('CustomRefund/Save', {
      customId: s.customId,
      accountId: s.cash,
      billDate: today,
      amount: 80,
      refundFrom: 'prepaid',
      audit: true,
    });
    assert.deepEqual([await s.balance(), await remain(), await s.receivable()], [1220, 140, -300]);
    assert.deepEqual((await s.cashFlow()).at(-1), [refund.billNo, 110, 0, 80, 1220]);
    const prepaidFlow = (await s.call('CustomCz/FlowPageQuery', { customId: s.customId, ...page })).data;
    assert.deepEqual(
      [prepaidFlow[0].billNo, prepaidFlow[0].billType, prepaidFlow[0].outAmount, prepaidFlow[0].balance],
      [refund.billNo, 110, 80, 140],
    );
    const partner = (await s.call('CustomReceivable/FlowPageQuery', { customId: s.customId, ...page })).data;
    assert.ok(!partner.some((r: any) => r.billNo === refund.billNo), 'the receivable does not move');
    assert.equal((await s.call('CustomRefund/Detail', { refundId: refund.refundId })).refundFrom, 'prepaid');
    assert.equal(
      (await s.raw('CustomCz/WriteBack', { czId: topUp.czId })).status,
      422,
      'the top-up cannot be written back once refunded from',
    );

    // Two drafts of 100 each, audited at once: 140 is left, so exactly one of them takes it.
    const drafts = [
      await s.call('CustomRefund/Save', { customId: s.customId, accountId: s.cash, billDate: today, amount: 100, refundFrom: 'prepaid' }),
      await s.call('CustomRefund/Save', { customId: s.customId, accountId: s.cash, billDate: today, amount: 100, refundFrom: 'prepaid' }),
    ];
    const audits = await Promise.all(drafts.map((d) => s.raw('CustomRefund/Audit', { refundId: d.refundId })));
    assert.deepEqual(audits.map((r) => r.status).sort(), [200, 400]);
    assert.deepEqual([await s.balance(), await remain()], [1120, 40]);

    await s.call('CustomRefund/WriteBack', { refundId: refund.refundId });
    assert.deepEqual([await s.balance(), await remain(), await s.receivable()], [1200, 120, -300]);
  });

  test('refunds of one overpayment at the same moment, each from its own account: only what was overpaid is paid back', async () => {
    const s = await shop('tkr');
    const accounts = [s.cash];
    for (const n of [2, 3, 4, 5])
      accounts.push((await s.call('Account/Save', { accountName: `账户${n}`, accountCode: `A${n}`, initAmount: 1000 })).accountId);
    const results = await Promise.all(
      accounts.map((accountId) =>
        s.raw('CustomRefund/Save', { customId: s.customId, accountId, billDate: today, amount: 100, audit: true }),
      ),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 200, 200, 400, 400], JSON.stringify(results.map((r) => r.body.invMessage)));
    assert.equal(await s.receivable(), 0);
  });

  test('another company neither sees nor refunds', async () => {
    const s = await shop('tk-a');
    const refund = await s.call('CustomRefund/Save', { customId: s.customId, accountId: s.cash, billDate: today, amount: 10 });
    const other = await shop('tk-b');
    assert.equal((await other.raw('CustomRefund/Detail', { refundId: refund.refundId })).status, 404);
    assert.equal((await other.call('CustomRefund/PageQuery', page)).totalCount, 0);
    assert.equal((await other.raw('CustomRefund/Audit', { refundId: refund.refundId })).status, 422);
    assert.equal((await other.raw('CustomRefund/Update', { refundId: refund.refundId, amount: 5 })).status, 404);
    assert.equal((await other.raw('CustomRefund/Refundable', { customId: s.customId })).status, 400);
    const theirs = await other.raw('CustomRefund/Save', {
      customId: s.customId,
      accountId: other.cash,
      billDate: today,
      amount: 5,
      audit: true,
    });
    assert.deepEqual([theirs.status, theirs.body.details?.field], [400, 'customId']);
    assert.equal(
      (await other.raw('SupplierRefund/Save', { supplierId: other.supplierId, accountId: s.cash, billDate: today, amount: 5 })).status,
      400,
    );
    assert.equal((await s.call('CustomRefund/Detail', { refundId: refund.refundId })).status, 'draft');
  });
});
