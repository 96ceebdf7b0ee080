import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { appForTests, company } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';

describe('account transfers and the cash book over HTTP', () => {
  const app = appForTests();

  test('a transfer moves money and its fee on audit, shows in the flow, and a write-back moves it back', async () => {
    const { token, call } = await company(app, 'zk');
    const bank = (await call('Account/Save', { accountName: '银行', accountCode: 'BANK', initAmount: 1000 })).accountId;
    const cash = (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 50 })).accountId;
    const balance = async (accountId: string) => (await call('Account/Detail', { accountId })).balance;

    const same = await app.call('AccountTrans/Save', { outAccountId: bank, inAccountId: bank, billDate: today, amount: 10 }, { token });
    assert.equal(same.status, 400);
    assert.match(same.body.invMessage, /转入账户/);
    assert.equal(
      (await app.call('AccountTrans/Save', { outAccountId: bank, inAccountId: cash, billDate: today, amount: 0 }, { token })).status,
      400,
    );
    assert.equal(
      (await app.call('AccountTrans/Save', { outAccountId: bank, inAccountId: cash, billDate: today, amount: 5, fee: -1 }, { token }))
        .status,
      400,
    );

    const draft = await call('AccountTrans/Save', {
      outAccountId: bank,
      inAccountId: cash,
      billDate: today,
      amount: 300,
      fee: 2.5,
      remark: '备用金',
    });
    assert.match(draft.billNo, /^ZK\d{12}$/);
    assert.equal(draft.status, 'draft');
    assert.deepEqual([await balance(bank), await balance(cash)], [1000, 50], 'a draft moves nothing');
    await call('AccountTrans/Audit', { transId: draft.transId });
    assert.deepEqual([await balance(bank), await balance(cash)], [697.5, 350]);

    const flow = (await call('CapitalFlow/PageQuery', { pageNo: 1, pageSize: 20 })).data;
    assert.deepEqual(
      flow.map((r: any) => [r.billNo, r.billType, r.accountName, r.inAmount, r.outAmount, r.balance]),
      [
        [draft.billNo, 109, '银行', 0, 300, 700],
        [draft.billNo, 109, '现金', 300, 0, 350],
        [draft.billNo, 109, '银行', 0, 2.5, 697.5],
      ],
    );
    const detail = await call('AccountTrans/Detail', { transId: draft.transId });
    assert.deepEqual(
      [detail.outAccountName, detail.inAccountName, detail.amount, detail.fee, detail.status],
      ['银行', '现金', 300, 2.5, 'audited'],
    );
    assert.deepEqual(
      detail.history.map((h: any) => h.title),
      ['保存', '审核'],
    );
    assert.equal((await call('AccountTrans/PageQuery', { accountId: cash, pageNo: 1, pageSize: 20 })).totalCount, 1);

    const tooMuch = await app.call(
      'AccountTrans/Save',
      { outAccountId: cash, inAccountId: bank, billDate: today, amount: 350, fee: 1, audit: true },
      { token },
    );
    assert.equal(tooMuch.status, 422, 'an account may not go below zero');
    assert.match(tooMuch.body.invMessage, /现金余额350/);

    await call('AccountTrans/WriteBack', { transId: draft.transId });
    assert.deepEqual([await balance(bank), await balance(cash)], [1000, 50]);
    const cashFlow = (await call('CapitalFlow/PageQuery', { accountId: cash, startDate: today, endDate: today, pageNo: 1, pageSize: 20 }))
      .data;
    assert.deepEqual(
      cashFlow.map((r: any) => [r.inAmount, r.outAmount, r.balance]),
      [
        [300, 0, 350],
        [0, 300, 50],
      ],
    );
    assert.equal((await app.call('AccountTrans/WriteBack', { transId: draft.transId }, { token })).status, 422);

    const other = await company(app, 'zkb');
    assert.equal((await other.call('CapitalFlow/PageQuery', { pageNo: 1, pageSize: 20 })).totalCount, 0, 'another company sees none of it');
    assert.equal((await app.call('AccountTrans/Detail', { transId: draft.transId }, { token: other.token })).status, 404);
    const otherCash = (await other.call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 10 })).accountId;
    assert.equal(
      (
        await app.call(
          'AccountTrans/Save',
          { outAccountId: otherCash, inAccountId: bank, billDate: today, amount: 1 },
          { token: other.token },
        )
      ).status,
      400,
    );
  });

  test('Update changes a draft: the fields named replace the saved ones (an emptied fee or remark cleared), an audited one is not changed', async () => {
    const { raw, call } = await company(app, 'zku');
    const bank = (await call('Account/Save', { accountName: '银行', accountCode: 'BANK', initAmount: 1000 })).accountId;
    const cash = (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 0 })).accountId;
    const wechat = (await call('Account/Save', { accountName: '微信', accountCode: 'WX', initAmount: 0 })).accountId;
    const draft = await call('AccountTrans/Save', {
      outAccountId: bank,
      inAccountId: cash,
      billDate: today,
      amount: 100,
      fee: 1,
      remark: '备用金',
    });

    assert.equal(
      (await raw('AccountTrans/Update', { transId: draft.transId, outAccountId: '' })).status,
      400,
      'a required field is not emptied',
    );
    assert.equal((await raw('AccountTrans/Update', { transId: draft.transId, inAccountId: bank })).status, 400);
    const updated = await call('AccountTrans/Update', { transId: draft.transId, inAccountId: wechat, amount: 120, fee: '', remark: '' });
    assert.deepEqual({ ...updated }, { transId: draft.transId, billNo: draft.billNo, status: 'draft' });
    const d = await call('AccountTrans/Detail', { transId: draft.transId });
    assert.deepEqual([d.outAccountName, d.inAccountName, d.billDate, d.amount, d.fee, d.remark], ['银行', '微信', today, 120, 0, '']);
    assert.deepEqual(
      d.history.map((h: any) => h.title),
      ['保存', '保存'],
    );

    assert.equal((await call('AccountTrans/Update', { transId: draft.transId, amount: 50, audit: true })).status, 'audited');
    assert.deepEqual(
      [(await call('Account/Detail', { accountId: bank })).balance, (await call('Account/Detail', { accountId: wechat })).balance],
      [950, 50],
    );
    assert.equal(
      (await raw('AccountTrans/Update', { transId: draft.transId, amount: 1 })).status,
      422,
      'an audited transfer is not changed',
    );
    assert.equal((await raw('AccountTrans/Update', { transId: 'nope', amount: 1 })).status, 404);
    const other = await company(app, 'zkv');
    assert.equal((await other.raw('AccountTrans/Update', { transId: draft.transId, amount: 1 })).status, 404, 'another company’s');
  });

  test('the cash book’s running balance ends at the account’s balance after a paid purchase, a receipt and a transfer', async () => {
    const { call } = await company(app, 'zj');
    const w = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
    const supplierId = (await call('Supplier/Save', { supplierName: '供', supplierCode: 'S' })).supplierId;
    const customId = (await call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
    const bank = (await call('Account/Save', { accountName: '银行', accountCode: 'BANK', initAmount: 500 })).accountId;
    const wx = (await call('Account/Save', { accountName: '微信', accountCode: 'WX', initAmount: 0 })).accountId;
    const sku = (
      await call('Product/Save', { productName: '米', productCode: 'RICE', unitName: '袋', skus: [{ salePrice: 60, purchasePrice: 50 }] })
    ).skus[0].skuId;
    await call('Buy/Save', {
      supplierId,
      billDate: today,
      warehouseId: w,
      lines: [{ skuId: sku, qty: 4, price: 50 }],
      payAmount: 120,
      accountId: bank,
      audit: true,
    });
    await call('CustomReceive/Save', { customId, accountId: wx, billDate: today, amount: 80, audit: true });
    await call('AccountTrans/Save', { outAccountId: bank, inAccountId: wx, billDate: today, amount: 100, fee: 1, audit: true });

    const accounts = (await call('Account/PageQuery', { pageNo: 1, pageSize: 20 })).data;
    for (const [id, expected] of [
      [bank, 279],
      [wx, 180],
    ] as const) {
      const flow = (await call('CapitalFlow/PageQuery', { accountId: id, pageNo: 1, pageSize: 20 })).data;
      const balance = accounts.find((a: any) => a.accountId === id).balance;
      assert.equal(balance, expected);
      assert.equal(flow.at(-1).balance, balance);
      const opening = id === bank ? 500 : 0;
      assert.equal(
        flow.reduce((b: number, r: any) => b + r.inAmount - r.outAmount, opening),
        balance,
      );
    }
  });
});
