import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import type { LedgerCheck, TrialBalance, VoucherRow } from '../contracts';
import { rebuildProjection } from '@jxc/projections';
import { PROJECTIONS } from '../read-models';
import { appForTests, company } from '../testing/test-app';
import { today } from '../testing/stock-shop';

const app = appForTests();

/** A shop with a warehouse, a customer, a supplier, cash (现金, 1000 at the start) and a bank account (银行, 5000), 茶叶 and 礼盒. */
async function openShop(name: string) {
  const shop = await company(app, name);
  const { call } = shop;
  const ids = {
    w: (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId as string,
    c: (await call('Custom/Save', { customName: '张三', customCode: 'C1' })).customId as string,
    s: (await call('Supplier/Save', { supplierName: '李四', supplierCode: 'S1' })).supplierId as string,
    cash: (await call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 1000 })).accountId as string,
    bank: (await call('Account/Save', { accountName: '银行', accountCode: 'BANK', initAmount: 5000 })).accountId as string,
    tea: (
      await call('Product/Save', { productName: '茶叶', productCode: 'T1', unitName: '盒', skus: [{ salePrice: 20, purchasePrice: 8 }] })
    ).skus[0].skuId as string,
    box: (
      await call('Product/Save', { productName: '礼盒', productCode: 'B1', unitName: '个', skus: [{ salePrice: 60, purchasePrice: 20 }] })
    ).skus[0].skuId as string,
  };
  return { ...shop, ids };
}

type Shop = Awaited<ReturnType<typeof openShop>>;

/** A voucher's lines as [account, debit, credit], in order. */
const lines = (v: VoucherRow) => v.lines.map((l) => [l.accountCode, l.debit, l.credit]);
const voucherOf = async (shop: Shop, billNo: string): Promise<VoucherRow[]> =>
  (await shop.call('Voucher/PageQuery', { keyword: billNo, pageSize: 50 })).data;

async function agreed(shop: Shop, date = today) {
  const check: LedgerCheck = await shop.call('Ledger/Check', { date });
  for (const a of check.agreements) assert.ok(a.ok, `${a.title}: ${JSON.stringify(a.mismatches)}`);
  const tb: TrialBalance = await shop.call('Ledger/TrialBalance', { period: date.slice(0, 7) });
  assert.ok(tb.balanced, JSON.stringify(tb.totals));
  return { check, tb };
}

/** A colleague of the shop's owner with every right of the 会计 menu. */
async function bookkeeper(shop: Shop, name = '会计') {
  const permissions = ['5501', '5502', '5503', '5504', '5505'].map((permissionId) => ({
    permissionId,
    actionList: ['query', 'get', 'add', 'edit', 'audit', 'back', 'enable', 'disable'],
  }));
  const { roleId } = await shop.call('Role/Save', { roleName: `${name}角色`, permissions });
  const loginName = `lg${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await shop.call('User/Save', { loginName, password: 'secret123', userName: name, roleId });
  const token = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token as string;
  const raw = (path: string, body: object) => app.call(path, body, { token });
  const call = async (path: string, body: object) => {
    const r = await raw(path, body);
    assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    return r.body.returnData;
  };
  return { raw, call };
}

describe('vouchers from documents (业财一体)', () => {
  test('a purchase, a sale, a receipt, a return, a stocktake, an assembly, a transfer and an expense each make their voucher; the books agree with 进销存', async () => {
    const shop = await openShop('凭证');
    const { call, ids } = shop;
    const only = async (billNo: string) => {
      const found = await voucherOf(shop, billNo);
      assert.equal(found.length, 1, billNo);
      assert.equal(found[0].sourceBillNo, billNo);
      assert.match(found[0].voucherNo, /^记-\d{4}$/);
      return lines(found[0]);
    };

    const buy = await call('Buy/Save', {
      supplierId: ids.s,
      warehouseId: ids.w,
      billDate: today,
      lines: [{ skuId: ids.tea, qty: 10, price: 8, taxRate: 13 }],
      payAmount: 50,
      accountId: ids.bank,
      audit: true,
    });
    // 10 × 8 = 80 into stock, tax 10.40, 90.40 owed; 50 paid from the bank.
    assert.deepEqual(await only(buy.billNo), [
      ['1405', 80, 0],
      ['22210101', 10.4, 0],
      ['2202', 0, 90.4],
      ['2202', 50, 0],
      ['1002', 0, 50],
    ]);

    const sale = await call('Sale/Save', {
      customId: ids.c,
      warehouseId: ids.w,
      billDate: today,
      lines: [{ skuId: ids.tea, qty: 4, price: 20 }],
      receiveAmount: 30,
      accountId: ids.cash,
      audit: true,
    });
    // 4 × 20 = 80 earned, 30 received in cash; 4 × 8 = 32 at the cost the stock movement used.
    assert.deepEqual(await only(sale.billNo), [
      ['1122', 80, 0],
      ['5001', 0, 80],
      ['1001', 30, 0],
      ['1122', 0, 30],
      ['5401', 32, 0],
      ['1405', 0, 32],
    ]);

    const receipt = await call('CustomReceive/Save', {
      customId: ids.c,
      accountId: ids.bank,
      billDate: today,
      amount: 20,
      hxList: [{ saleId: sale.saleId, amount: 20 }],
      audit: true,
    });
    assert.deepEqual(await only(receipt.billNo), [
      ['1002', 20, 0],
      ['1122', 0, 20],
    ]);

    const back = await call('SaleReturn/Save', {
      customId: ids.c,
      warehouseId: ids.w,
      saleId: sale.saleId,
      billDate: today,
      lines: [{ skuId: ids.tea, qty: 1, price: 20 }],
      audit: true,
    });
    // 20 off the receivable; the box comes back at what the sale took it out at, 8.
    assert.deepEqual(await only(back.billNo), [
      ['5001', 20, 0],
      ['1122', 0, 20],
      ['1405', 8, 0],
      ['5401', 0, 8],
    ]);

    // 7 boxes in the book, 6 counted: one lost at the average 8, into 待处理财产损溢.
    const count = await call('Invtak/Save', { warehouseId: ids.w, billDate: today, lines: [{ skuId: ids.tea, countQty: 6 }], audit: true });
    assert.deepEqual(await only(count.billNo), [
      ['1901', 8, 0],
      ['1405', 0, 8],
    ]);

    // Two boxes of tea (16) and a fee of 3 make a 礼盒 worth 19.
    const assembly = await call('Assembly/Save', {
      warehouseId: ids.w,
      billDate: today,
      fee: 3,
      parts: [{ skuId: ids.tea, qty: 2 }],
      products: [{ skuId: ids.box, qty: 1 }],
      audit: true,
    });
    assert.deepEqual(await only(assembly.billNo), [
      ['1405', 19, 0],
      ['1405', 0, 16],
      ['4001', 0, 3],
    ]);

    const transfer = await call('AccountTrans/Save', {
      outAccountId: ids.cash,
      inAccountId: ids.bank,
      billDate: today,
      amount: 100,
      fee: 2,
      audit: true,
    });
    assert.deepEqual(await only(transfer.billNo), [
      ['1002', 100, 0],
      ['1001', 0, 100],
      ['5603', 2, 0],
      ['1001', 0, 2],
    ]);

    const rent = (await call('FinanceClass/Save', { className: '房租', classType: 'expense' })).classId;
    const expense = await call('FinanceFlow/Save', {
      flowType: 106,
      accountId: ids.bank,
      billDate: today,
      lines: [{ classId: rent, amount: 50 }],
      audit: true,
    });
    assert.deepEqual(await only(expense.billNo), [
      ['5602', 50, 0],
      ['1002', 0, 50],
    ]);

    const { tb } = await agreed(shop);
    const closing = Object.fromEntries(tb.data.map((r) => [r.accountCode, r.closingBalance]));
    assert.deepEqual(
      [
        closing['1001'],
        closing['1002'],
        closing['1122'],
        closing['1405'],
        closing['2202'],
        closing['3001'],
        closing['5001'],
        closing['5401'],
      ],
      // cash 1000 + 30 − 102; bank 5000 − 50 + 20 + 100 − 50; owed 80 − 30 − 20 − 20; stock 80 − 32 + 8 − 8 + 19 − 16;
      // payable 90.40 − 50; capital the opening 6000; sales 80 − 20; cost 32 − 8.
      [928, 5020, 10, 51, 40.4, 6000, 60, 24],
    );
    assert.equal(tb.totals.debit, tb.totals.credit);

    // 红冲 of the receipt: a red voucher, the receipt's own stays.
    await call('CustomReceive/WriteBack', { receiveId: receipt.receiveId });
    const both = await voucherOf(shop, receipt.billNo);
    assert.deepEqual(
      both.map((v) => [lines(v), !!v.redOf]),
      [
        [
          [
            ['1002', -20, 0],
            ['1122', 0, -20],
          ],
          true,
        ],
        [
          [
            ['1002', 20, 0],
            ['1122', 0, 20],
          ],
          false,
        ],
      ],
    );
    await agreed(shop);
  });
});

describe('review, manual vouchers and 结转损益', () => {
  test('审核 and 反审核 by another user than the maker, 过账, a manual voucher and its red reversal, 结转损益 into 本年利润; a closed month takes none of it', async () => {
    const shop = await openShop('审核');
    const { call, raw, ids } = shop;
    await call('Buy/Save', {
      supplierId: ids.s,
      warehouseId: ids.w,
      billDate: today,
      lines: [{ skuId: ids.tea, qty: 5, price: 8 }],
      audit: true,
    });
    const sale = await call('Sale/Save', {
      customId: ids.c,
      warehouseId: ids.w,
      billDate: today,
      lines: [{ skuId: ids.tea, qty: 1, price: 20 }],
      audit: true,
    });
    const [v] = await voucherOf(shop, sale.billNo);
    assert.deepEqual([v.status, v.statusName, v.madeBy !== ''], [0, '未审核', true]);
    const mine = await raw('Voucher/Audit', { voucherId: v.voucherId });
    assert.deepEqual([mine.status, mine.body.errorCode, mine.body.invMessage], [422, 'SAME_USER', '审核人不能是制单人，请由其他人审核']);

    const keeper = await bookkeeper(shop);
    const audited: VoucherRow = await keeper.call('Voucher/Audit', { voucherId: v.voucherId });
    assert.deepEqual([audited.status, audited.auditedBy], [1, '会计']);
    const twice = await keeper.raw('Voucher/Audit', { voucherId: v.voucherId });
    assert.equal(twice.body.invMessage, `凭证${v.voucherNo}已审核`);
    assert.equal((await keeper.call('Voucher/UnAudit', { voucherId: v.voucherId })).status, 0);
    await keeper.call('Voucher/Audit', { voucherId: v.voucherId });
    assert.deepEqual([(await keeper.call('Voucher/Post', { voucherId: v.voucherId })).status], [2]);
    const posted = await keeper.raw('Voucher/UnAudit', { voucherId: v.voucherId });
    assert.equal(posted.body.invMessage, `凭证${v.voucherNo}已过账，不能反审核`);
    const fromSale = await keeper.raw('Voucher/Red', { voucherId: v.voucherId });
    assert.equal(fromSale.body.invMessage, `凭证${v.voucherNo}由单据生成，请红冲原单据`);

    // What no document covers: the owner buys a desk with cash.
    const bad = await raw('Voucher/Save', {
      date: today,
      lines: [
        { accountCode: '1601', summary: '购买办公桌', debit: 300 },
        { accountCode: '1001', summary: '购买办公桌', credit: 200, accountId: ids.cash },
      ],
    });
    assert.deepEqual([bad.status, bad.body.invMessage], [400, '借贷不平衡：借方合计300.00，贷方合计200.00']);
    const noAccount = await raw('Voucher/Save', {
      date: today,
      lines: [
        { accountCode: '1601', summary: '购买办公桌', debit: 300 },
        { accountCode: '1001', summary: '购买办公桌', credit: 300 },
      ],
    });
    assert.equal(noAccount.body.invMessage, '第2行的科目1001 库存现金需选择结算账户');
    const other = await openShop('别家');
    const foreign = await raw('Voucher/Save', {
      date: today,
      lines: [
        { accountCode: '1601', summary: '购买办公桌', debit: 300 },
        { accountCode: '1001', summary: '购买办公桌', credit: 300, accountId: other.ids.cash },
      ],
    });
    assert.deepEqual([foreign.status, foreign.body.invMessage], [400, '分录第2行的结算账户不存在']);
    const unknown = await raw('Voucher/Save', {
      date: today,
      lines: [
        { accountCode: '9999', summary: 'x', debit: 1 },
        { accountCode: '1601', summary: 'x', credit: 1 },
      ],
    });
    assert.equal(unknown.body.invMessage, '会计科目9999不存在');
    const desk: VoucherRow = await call('Voucher/Save', {
      date: today,
      attachments: 1,
      lines: [
        { accountCode: '5602', summary: '购买办公桌', debit: 300 },
        { accountCode: '1001', summary: '购买办公桌', credit: 300, accountId: ids.cash },
      ],
    });
    assert.deepEqual(
      [desk.voucherNo, desk.attachments, desk.sourceBillNo, lines(desk)],
      [
        `记-${String(Number(v.voucherNo.slice(2)) + 1).padStart(4, '0')}`,
        1,
        undefined,
        [
          ['5602', 300, 0],
          ['1001', 0, 300],
        ],
      ],
    );
    const changed: VoucherRow = await call('Voucher/Save', {
      voucherId: desk.voucherId,
      date: today,
      attachments: 2,
      lines: [
        { accountCode: '5602', summary: '购买办公椅', debit: 250 },
        { accountCode: '1001', summary: '购买办公椅', credit: 250, accountId: ids.cash },
      ],
    });
    assert.deepEqual([changed.voucherNo, changed.summary, changed.debitTotal], [desk.voucherNo, '购买办公椅', 250]);
    // The receipt, scanned, attached to the voucher.
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    await call('Annex/Append', { fileName: '发票.png', content: png, ownerType: 'Voucher', ownerId: desk.voucherId });
    assert.equal((await call('Voucher/Detail', { voucherId: desk.voucherId })).annexCount, 1);
    const early = await keeper.raw('Voucher/Red', { voucherId: desk.voucherId });
    assert.equal(early.body.invMessage, `凭证${desk.voucherNo}未审核，可直接修改`);
    await keeper.call('Voucher/Audit', { voucherId: desk.voucherId });
    const locked = await raw('Voucher/Save', { voucherId: desk.voucherId, date: today, lines: [] });
    assert.equal(locked.status, 400, 'two lines at least');
    const red: VoucherRow = await keeper.call('Voucher/Red', { voucherId: desk.voucherId });
    assert.deepEqual(
      [red.redOf, lines(red)],
      [
        desk.voucherId,
        [
          ['5602', -250, 0],
          ['1001', 0, -250],
        ],
      ],
    );
    await agreed(shop);

    // 结转损益: sales 20, cost 8 moved into 本年利润 (profit 12).
    const month = today.slice(0, 7);
    const close: VoucherRow = await keeper.call('Ledger/CloseProfit', { period: month });
    assert.deepEqual(lines(close), [
      ['5001', 20, 0],
      ['5401', 0, 8],
      ['3103', 0, 12],
    ]);
    const again = await keeper.raw('Ledger/CloseProfit', { period: month });
    assert.equal(again.body.errorCode, 'NOTHING_TO_CLOSE');
    const tb: TrialBalance = await call('Ledger/TrialBalance', { period: month });
    assert.deepEqual(
      tb.data.filter((r) => ['5001', '5401', '3103'].includes(r.accountCode)).map((r) => [r.accountCode, r.closingBalance]),
      [
        ['3103', 12],
        ['5001', 0],
        ['5401', 0],
      ],
    );

    // A closed month takes no voucher and no change of review.
    await call('Period/Close', { month });
    for (const r of [
      await raw('Voucher/Save', {
        date: today,
        lines: [
          { accountCode: '5602', summary: '补录', debit: 1 },
          { accountCode: '1001', summary: '补录', credit: 1, accountId: ids.cash },
        ],
      }),
      await raw('Voucher/Audit', { voucherId: close.voucherId }),
      await keeper.raw('Ledger/CloseProfit', { period: month }),
    ])
      assert.deepEqual([r.status, r.body.errorCode], [422, 'PERIOD_CLOSED'], JSON.stringify(r.body));
  });

  test('an employee without the 会计 rights sees and calls none of it', async () => {
    const shop = await openShop('无权');
    const loginName = `nb${Date.now().toString(36)}`;
    await shop.call('User/Save', { loginName, password: 'secret123', userName: '店员' });
    const token = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    const menu = (await app.call('Menu/List', {}, { token })).body.returnData;
    assert.ok(!JSON.stringify(menu).includes('/ledger/'), 'no 会计 menu');
    for (const [path, body] of [
      ['Voucher/PageQuery', {}],
      ['Voucher/Detail', { voucherId: 'x' }],
      ['Voucher/Save', { date: today, lines: [] }],
      ['Voucher/Audit', { voucherId: 'x' }],
      ['Ledger/TrialBalance', { period: today.slice(0, 7) }],
      ['Ledger/Check', {}],
      ['Ledger/CloseProfit', { period: today.slice(0, 7) }],
      ['LedgerAccount/List', {}],
      ['LedgerAccount/Save', { code: '160101', name: '设备' }],
      ['LedgerRule/List', {}],
      ['LedgerSetting/Get', {}],
      ['LedgerSetting/Save', { voucherMode: 'perDay' }],
    ] as const) {
      const r = await app.call(path, body, { token });
      assert.equal(r.status, 403, `${path}: ${JSON.stringify(r.body)}`);
    }
  });
});

describe("the bookkeeper's rules, accounts and setting", () => {
  test('a changed rule makes the vouchers of documents audited after it; the check names the documents it makes differ; summarised per day; a rebuild gives the same vouchers', async () => {
    const shop = await openShop('规则');
    const { call, raw, ids } = shop;
    const sell = (qty: number, receiveAmount = 0) =>
      call('Sale/Save', {
        customId: ids.c,
        warehouseId: ids.w,
        billDate: today,
        lines: [{ skuId: ids.tea, qty, price: 20 }],
        receiveAmount,
        accountId: ids.cash,
        audit: true,
      });
    await call('Buy/Save', {
      supplierId: ids.s,
      warehouseId: ids.w,
      billDate: today,
      lines: [{ skuId: ids.tea, qty: 20, price: 8 }],
      audit: true,
    });
    const before = await sell(1);

    // 会计科目: a sub-account under any account, its code the parent's and two digits; one already posted to takes none.
    const bad = await raw('LedgerAccount/Save', { code: '500201', name: '茶叶收入', parentCode: '5001' });
    assert.deepEqual([bad.status, bad.body.invMessage], [400, '科目编码应为上级科目编码5001后加两位数字']);
    const used = await raw('LedgerAccount/Save', { code: '500101', name: '茶叶收入', parentCode: '5001' });
    assert.equal(used.body.invMessage, '上级科目5001 主营业务收入已有凭证，不能再增加下级科目');
    const tea = await call('LedgerAccount/Save', { code: '505101', name: '茶叶收入', parentCode: '5051' });
    assert.deepEqual(
      [tea.code, tea.direction, tea.category, tea.level, tea.enabled, tea.builtIn],
      ['505101', 'credit', 'profit_loss', 2, true, false],
    );
    const inUse = await raw('LedgerAccount/Disable', { code: '5001' });
    assert.equal(inUse.body.invMessage, '凭证规则“销售单”用到科目5001 主营业务收入，请先修改规则');
    assert.equal((await call('LedgerAccount/Disable', { code: '1601' })).enabled, false);
    const disabled = await raw('Voucher/Save', {
      date: today,
      lines: [
        { accountCode: '1601', summary: '设备', debit: 1 },
        { accountCode: '3001', summary: '设备', credit: 1 },
      ],
    });
    assert.equal(disabled.body.invMessage, '会计科目1601 固定资产已停用');

    // The sale's rule, changed: the revenue into 茶叶收入, no cost carried (the bookkeeper's mistake the check shows).
    const wrong = await raw('LedgerRule/Save', {
      ruleKey: 'bill:201',
      lines: [{ side: 'debit', accountCode: '9999', amount: 'totalAmount' }],
    });
    assert.equal(wrong.body.invMessage, '会计科目9999不存在');
    const rule = await call('LedgerRule/Save', {
      ruleKey: 'bill:201',
      lines: [
        { side: 'debit', accountCode: '1122', amount: 'totalAmount', summary: '卖茶 {billNo}' },
        { side: 'credit', accountCode: '505101', amount: 'totalAmount' },
        { side: 'debit', accountCode: '$account', amount: 'settleAmount' },
        { side: 'credit', accountCode: '1122', amount: 'settleAmount' },
      ],
    });
    assert.deepEqual([rule.changed, rule.changedBy !== '', rule.lines[1].summary], [true, true, '销售单 {billNo}']);
    await call('LedgerRule/Save', { ruleKey: `account:${ids.cash}`, accountCode: '1012' });
    const after = await sell(2, 10);
    assert.deepEqual(lines((await voucherOf(shop, before.billNo))[0]).slice(0, 2), [
      ['1122', 20, 0],
      ['5001', 0, 20],
    ]);
    const [changed] = await voucherOf(shop, after.billNo);
    assert.deepEqual(
      changed.lines.map((l) => [l.accountCode, l.summary, l.debit, l.credit]),
      [
        ['1122', `卖茶 ${after.billNo}`, 40, 0],
        ['505101', `销售单 ${after.billNo}`, 0, 40],
        ['1012', `销售单 ${after.billNo}`, 10, 0],
        ['1122', `销售单 ${after.billNo}`, 0, 10],
      ],
    );
    const check: LedgerCheck = await call('Ledger/Check', {});
    assert.deepEqual(
      check.agreements.map((a) => [a.key, a.ok]),
      [
        ['trialBalance', true],
        ['stock', false],
        ['receivable', true],
        ['payable', true],
        ['accounts', true],
      ],
    );
    const stock = check.agreements[1];
    // 160 bought, 8 and 16 sold: 136 in stock; the books took out only the first sale's 8.
    assert.deepEqual(
      stock.mismatches.map((m) => [m.name, m.expected, m.actual, m.documents.map((d) => [d.billNo, d.billType, d.expected, d.actual])]),
      [['仓', 136, 152, [[after.billNo, 201, -16, 0]]]],
    );

    // Summarised: the day's sales in one voucher.
    assert.deepEqual(await call('LedgerSetting/Save', { voucherMode: 'perDay' }), { voucherMode: 'perDay' });
    const c = await sell(1, 20);
    const d = await sell(1);
    const [dayC] = await voucherOf(shop, c.billNo);
    const [dayD] = await voucherOf(shop, d.billNo);
    assert.equal(dayC.voucherId, dayD.voucherId);
    assert.deepEqual(
      [dayC.summary, dayC.sourceBillNo, lines(dayD)],
      [
        `销售单汇总 ${today}`,
        undefined,
        [
          ['1122', 20, 0],
          ['505101', 0, 20],
          ['1012', 20, 0],
          ['1122', 0, 20],
          ['1122', 20, 0],
          ['505101', 0, 20],
        ],
      ],
    );

    assert.deepEqual(
      dayD.lines.map((l) => l.billNo),
      [c.billNo, c.billNo, c.billNo, c.billNo, d.billNo, d.billNo],
      'each line leads to its sale',
    );

    // A rebuild of the ledger from the events: the same vouchers, numbers, lines and figures.
    const snapshot = async () => ({
      vouchers: (
        await app.db.pool.query(
          `select voucher_id, voucher_no, period, voucher_date::text, status, source_bill_no, red_of, summary, made_by from ledger_voucher where company_id = $1 order by voucher_id`,
          [shop.companyId],
        )
      ).rows,
      lines: (
        await app.db.pool.query(
          `select voucher_id, line_no, account_code, summary, debit::text, credit::text, customer_id, account_id, warehouse_id, bill_id from ledger_voucher_line where company_id = $1 order by voucher_id, line_no`,
          [shop.companyId],
        )
      ).rows,
      accounts: (await app.db.pool.query(`select * from ledger_account where company_id = $1 order by code`, [shop.companyId])).rows,
      trial: await call('Ledger/TrialBalance', { period: today.slice(0, 7) }),
      check: await call('Ledger/Check', {}),
    });
    const was = await snapshot();
    await rebuildProjection(
      app.infra.store,
      app.infra.dataSource,
      PROJECTIONS.find((p) => p.name === 'ledger')!,
    );
    assert.deepEqual(await snapshot(), was);
  });
});

describe('the warehouse apart, invoices and 系统重置', () => {
  test('goods confirmed apart wait in 在途物资 and leave at their cost when they go; an invoice books the tax a sale did not carry; a reset keeps the chart and clears the vouchers', async () => {
    const shop = await openShop('分仓');
    const { call, ids } = shop;
    await call('Setting/Save', { separatorWarehouse: true });
    const buy = await call('Buy/Save', {
      supplierId: ids.s,
      warehouseId: ids.w,
      billDate: today,
      lines: [{ skuId: ids.tea, qty: 4, price: 10 }],
      audit: true,
    });
    const atAudit = async (billNo: string) => (await voucherOf(shop, billNo)).map(lines);
    assert.deepEqual(await atAudit(buy.billNo), [
      [
        ['1402', 40, 0],
        ['2202', 0, 40],
      ],
    ]);
    await agreed(shop);
    await call('Buy/BatchInStorage', { buyId: buy.buyId });
    assert.deepEqual((await atAudit(buy.billNo))[0], [
      ['1405', 40, 0],
      ['1402', 0, 40],
    ]);
    const sale = await call('Sale/Save', {
      customId: ids.c,
      warehouseId: ids.w,
      billDate: today,
      lines: [{ skuId: ids.tea, qty: 1, price: 30 }],
      audit: true,
    });
    await call('Sale/BatchOutStorage', { saleId: sale.saleId });
    assert.deepEqual(await atAudit(sale.billNo), [
      [
        ['5401', 10, 0],
        ['1405', 0, 10],
      ],
      [
        ['1122', 30, 0],
        ['5001', 0, 30],
      ],
    ]);
    await agreed(shop);

    // 30 with 13% tax in it: 3.45 of tax out of the revenue; voided, reversed.
    const invoice = await call('Invoice/Save', {
      billType: 201,
      docId: sale.saleId,
      invoiceNo: 'FP001',
      invoiceDate: today,
      invoiceType: '增值税专用发票',
      amount: 30,
      taxRate: 13,
    });
    const taxed = (await voucherOf(shop, sale.billNo)).filter((v) => v.lines[0].accountCode === '5001');
    assert.deepEqual(taxed.map(lines), [
      [
        ['5001', 3.45, 0],
        ['22210102', 0, 3.45],
      ],
    ]);
    await call('Invoice/Void', { invoiceId: invoice.invoiceId, reason: '开错' });
    assert.equal((await voucherOf(shop, sale.billNo)).filter((v) => v.lines[0].accountCode === '5001').length, 2);
    await agreed(shop);

    await call('LedgerAccount/Save', { code: '160101', name: '办公设备', parentCode: '1601' });
    await call('SysReset/Reset', { password: 'secret123', confirmText: '确认重置' });
    assert.equal((await call('Voucher/PageQuery', {})).total, 0);
    assert.ok(
      (await call('LedgerAccount/List', {})).data.some((a: { code: string }) => a.code === '160101'),
      'the chart stays',
    );
  });
});
