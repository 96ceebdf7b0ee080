import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { appForTests, company } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';

describe('日常收支 (FinanceFlow) over HTTP', () => {
  const app = appForTests();

  test('income adds to the account and expense takes out, both in the fund flow; a write-back reverses; refusals name the field; tenancy', async () => {
    const { token, call } = await company(app, 'sz');
    const cash = (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 100 })).accountId;
    const rent = (await call('FinanceClass/Save', { className: '房租', classType: 'expense' })).classId;
    const interest = (await call('FinanceClass/Save', { className: '利息', classType: 'income' })).classId;
    const customId = (await call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
    const supplierId = (await call('Supplier/Save', { supplierName: '供', supplierCode: 'S' })).supplierId;
    const balance = async () => (await call('Account/Detail', { accountId: cash })).balance;
    const refused = async (body: object, status: number, message: RegExp) => {
      const r = await app.call(
        'FinanceFlow/Save',
        { flowType: 105, accountId: cash, billDate: today, lines: [{ classId: interest, amount: 10 }], ...body },
        { token },
      );
      assert.equal(r.status, status, JSON.stringify(body));
      assert.match(r.body.invMessage, message);
    };
    await refused({ lines: [] }, 400, /收支明细/);
    await refused({ lines: [{ classId: interest, amount: 0 }] }, 400, /金额/);
    await refused({ lines: [{ classId: interest, amount: 1.234 }] }, 400, /金额/);
    await refused({ lines: [{ classId: rent, amount: 5 }] }, 400, /收支项目“房租”/);
    await refused({ lines: [{ classId: cash, amount: 5 }] }, 400, /收支项目/);
    await refused({ customId, supplierId }, 400, /客户和供应商/);
    await refused({ customId: 'nope' }, 400, /客户/);
    await refused({ flowType: 107 }, 400, /收支类型/);

    const income = await call('FinanceFlow/Save', {
      flowType: 105,
      accountId: cash,
      billDate: today,
      customId,
      lines: [
        { classId: interest, amount: 30.5, remark: '存款' },
        { classId: interest, amount: 20 },
      ],
      audit: true,
    });
    assert.match(income.billNo, /^SR\d{12}$/);
    assert.equal(income.status, 'audited');
    assert.equal(await balance(), 150.5);

    const expense = await call('FinanceFlow/Save', {
      flowType: 106,
      accountId: cash,
      billDate: today,
      supplierId,
      lines: [{ classId: rent, amount: 120 }],
    });
    assert.match(expense.billNo, /^ZC\d{12}$/);
    assert.equal(await balance(), 150.5, 'a draft moves nothing');
    await call('FinanceFlow/Audit', { flowId: expense.flowId });
    assert.equal(await balance(), 30.5);

    const tooMuch = await app.call(
      'FinanceFlow/Save',
      { flowType: 106, accountId: cash, billDate: today, lines: [{ classId: rent, amount: 31 }], audit: true },
      { token },
    );
    assert.equal(tooMuch.status, 422, 'an account may not go below zero');
    assert.match(tooMuch.body.invMessage, /现金余额30.5/);

    const flow = (await call('CapitalFlow/PageQuery', { accountId: cash, pageNo: 1, pageSize: 20 })).data;
    assert.deepEqual(
      flow.map((r: any) => [r.billNo, r.billType, r.inAmount, r.outAmount, r.balance]),
      [
        [income.billNo, 105, 50.5, 0, 150.5],
        [expense.billNo, 106, 0, 120, 30.5],
      ],
    );

    const detail = await call('FinanceFlow/Detail', { flowId: income.flowId });
    assert.deepEqual(
      [detail.flowType, detail.accountName, detail.customName, detail.amount, detail.status],
      [105, '现金', '客', 50.5, 'audited'],
    );
    assert.deepEqual(
      detail.lines.map((l: any) => [l.className, l.amount, l.remark]),
      [
        ['利息', 30.5, '存款'],
        ['利息', 20, ''],
      ],
    );
    assert.deepEqual(
      detail.history.map((h: any) => h.title),
      ['保存', '审核'],
    );
    assert.equal((await call('FinanceFlow/PageQuery', { flowType: 106, pageNo: 1, pageSize: 20 })).totalCount, 1);
    assert.equal(
      (
        await call('FinanceFlow/PageQuery', {
          flowType: 105,
          keyword: income.billNo,
          status: 'audited',
          accountId: cash,
          startDate: today,
          endDate: today,
          pageNo: 1,
          pageSize: 20,
        })
      ).totalCount,
      1,
    );
    assert.equal((await app.call('FinanceFlow/PageQuery', { pageNo: 1, pageSize: 20 }, { token })).status, 400, 'flowType is required');

    // Writing the income back would take 50.5 out of 30.5.
    assert.equal((await app.call('FinanceFlow/WriteBack', { flowId: income.flowId }, { token })).status, 422);
    await call('FinanceFlow/WriteBack', { flowId: expense.flowId });
    assert.equal(await balance(), 150.5);
    await call('FinanceFlow/WriteBack', { flowId: income.flowId });
    assert.equal(await balance(), 100);
    assert.equal((await app.call('FinanceFlow/WriteBack', { flowId: income.flowId }, { token })).status, 422);
    const after = (await call('CapitalFlow/PageQuery', { accountId: cash, pageNo: 1, pageSize: 20 })).data;
    assert.deepEqual(after.map((r: any) => [r.billType, r.inAmount, r.outAmount, r.balance]).slice(2), [
      [106, 120, 0, 150.5],
      [105, 0, 50.5, 100],
    ]);

    const draft = await call('FinanceFlow/Save', {
      flowType: 105,
      accountId: cash,
      billDate: today,
      lines: [{ classId: interest, amount: 1 }],
    });
    await call('FinanceFlow/Remove', { flowId: draft.flowId });
    assert.equal((await app.call('FinanceFlow/Detail', { flowId: draft.flowId }, { token })).status, 404);

    const other = await company(app, 'szb');
    assert.equal((await app.call('FinanceFlow/Detail', { flowId: income.flowId }, { token: other.token })).status, 404);
    assert.equal((await other.call('FinanceFlow/PageQuery', { flowType: 105, pageNo: 1, pageSize: 20 })).totalCount, 0);
    const otherCash = (await other.call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 10 })).accountId;
    assert.equal(
      (
        await app.call(
          'FinanceFlow/Save',
          { flowType: 105, accountId: otherCash, billDate: today, lines: [{ classId: interest, amount: 1 }] },
          { token: other.token },
        )
      ).status,
      400,
      'another company’s 收支项目',
    );
    assert.equal((await app.call('FinanceFlow/Audit', { flowId: draft.flowId }, { token: other.token })).status, 422);
  });

  test('Update changes a draft: its lines, account and partner as named (an emptied partner or remark cleared), never its type; an audited one is not changed', async () => {
    const { raw, call } = await company(app, 'szu');
    const cash = (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 100 })).accountId;
    const bank = (await call('Account/Save', { accountName: '银行', accountCode: 'BANK', initAmount: 100 })).accountId;
    const rent = (await call('FinanceClass/Save', { className: '房租', classType: 'expense' })).classId;
    const water = (await call('FinanceClass/Save', { className: '水电', classType: 'expense' })).classId;
    const supplierId = (await call('Supplier/Save', { supplierName: '物业', supplierCode: 'S' })).supplierId;
    const draft = await call('FinanceFlow/Save', {
      flowType: 106,
      accountId: cash,
      billDate: today,
      supplierId,
      remark: '十月',
      lines: [{ classId: rent, amount: 50 }],
    });

    const kept = await call('FinanceFlow/Update', { flowId: draft.flowId, accountId: bank });
    assert.deepEqual({ ...kept }, { flowId: draft.flowId, billNo: draft.billNo, status: 'draft' });
    let d = await call('FinanceFlow/Detail', { flowId: draft.flowId });
    assert.deepEqual(
      [d.accountName, d.supplierName, d.remark, d.amount, d.lines.map((l: any) => [l.className, l.amount])],
      ['银行', '物业', '十月', 50, [['房租', 50]]],
    );

    await call('FinanceFlow/Update', {
      flowId: draft.flowId,
      supplierId: '',
      remark: null,
      lines: [
        { classId: rent, amount: 40 },
        { classId: water, amount: 12.5, remark: '电费' },
      ],
    });
    d = await call('FinanceFlow/Detail', { flowId: draft.flowId });
    assert.deepEqual(
      [d.supplierId, d.remark, d.amount, d.lines.map((l: any) => [l.className, l.amount, l.remark])],
      [
        null,
        '',
        52.5,
        [
          ['房租', 40, ''],
          ['水电', 12.5, '电费'],
        ],
      ],
    );
    assert.equal((await raw('FinanceFlow/Update', { flowId: draft.flowId, lines: [] })).status, 400);
    assert.equal(
      (await raw('FinanceFlow/Update', { flowId: draft.flowId, flowType: 105 })).status,
      400,
      'a draft keeps its type (its 支出 items refused for an income)',
    );
    assert.equal((await call('FinanceFlow/Detail', { flowId: draft.flowId })).flowType, 106);

    assert.equal((await call('FinanceFlow/Update', { flowId: draft.flowId, audit: true })).status, 'audited');
    assert.equal((await call('Account/Detail', { accountId: bank })).balance, 47.5);
    assert.equal(
      (await raw('FinanceFlow/Update', { flowId: draft.flowId, accountId: cash })).status,
      422,
      'an audited flow is not changed',
    );
    const other = await company(app, 'szv');
    assert.equal((await other.raw('FinanceFlow/Update', { flowId: draft.flowId, remark: 'x' })).status, 404, 'another company’s');
  });

  test('money leaving one account at the same moment: of expenses, transfers and refunds that together exceed it, only what it holds is taken', async () => {
    const { token, call } = await company(app, 'bf');
    const cash = (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 100 })).accountId;
    const bank = (await call('Account/Save', { accountName: '银行', accountCode: 'BANK', initAmount: 0 })).accountId;
    const rent = (await call('FinanceClass/Save', { className: '房租', classType: 'expense' })).classId;
    const supplierId = (await call('Supplier/Save', { supplierName: '供', supplierCode: 'S' })).supplierId;
    const customId = (await call('Custom/Save', { customName: '客', customCode: 'C' })).customId;
    await call('CustomReceive/Save', { customId, accountId: bank, billDate: today, amount: 30, audit: true });
    await call('SupplierPay/Save', { supplierId, accountId: bank, billDate: today, amount: 30, audit: true });
    const calls = [
      ...Array.from(
        { length: 4 },
        () =>
          [
            'FinanceFlow/Save',
            { flowType: 106, accountId: cash, billDate: today, lines: [{ classId: rent, amount: 30 }], audit: true },
          ] as const,
      ),
      ...Array.from(
        { length: 3 },
        () => ['AccountTrans/Save', { outAccountId: cash, inAccountId: bank, billDate: today, amount: 30, audit: true }] as const,
      ),
      ...Array.from(
        { length: 3 },
        () => ['CustomRefund/Save', { customId, accountId: cash, billDate: today, amount: 0.01, audit: true }] as const,
      ),
    ];
    const results = await Promise.all(calls.map(([path, body]) => app.call(path, body, { token })));
    const taken = results.reduce((sum, r, i) => sum + (r.status === 200 ? (calls[i][0] === 'CustomRefund/Save' ? 0.01 : 30) : 0), 0);
    assert.ok(
      results.every((r) => r.status === 200 || (r.status === 422 && /余额/.test(r.body.invMessage))),
      JSON.stringify(results.map((r) => r.body)),
    );
    const balance = (await call('Account/Detail', { accountId: cash })).balance;
    assert.equal(Math.round(balance * 100), Math.round((100 - taken) * 100));
    assert.ok(balance >= 0 && balance < 30, `what is left (${balance}) is less than any one more 30`);
  });
});
