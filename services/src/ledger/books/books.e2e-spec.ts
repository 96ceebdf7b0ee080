import assert from 'node:assert/strict';
import { beforeAll, describe, test } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { BalanceSheet, DetailBook, GeneralBook, LedgerEntries, ProfitStatement } from '../../contracts';
import { appForTests, company } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';
import { KIS_COLUMNS } from './kis-layout';

const app = appForTests();
const thisMonth = today.slice(0, 7);
const lastMonth = (() => {
  const [y, m] = thisMonth.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
})();
const sameYear = lastMonth.slice(0, 4) === thisMonth.slice(0, 4);

type Shop = Awaited<ReturnType<typeof company>>;
let shop: Shop;
let ids: Record<string, string>;
let saleNo: string;

/**
 * A shop opens with 100 in cash, buys 100 tea at 5 on credit last month, and this month sells 10 at 10 on credit at
 * a cost of 5 each, receiving 30 of it: the vouchers the ledger makes of these are what the books read.
 */
beforeAll(async () => {
  shop = await company(app, '账簿商行');
  const { call } = shop;
  ids = {
    warehouseId: (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId,
    customId: (await call('Custom/Save', { customName: '张三商店', customCode: 'C1' })).customId,
    otherCustomId: (await call('Custom/Save', { customName: '李四超市', customCode: 'C2' })).customId,
    supplierId: (await call('Supplier/Save', { supplierName: '茶厂', supplierCode: 'S1' })).supplierId,
    accountId: (await call('Account/Save', { accountName: '备用金', accountCode: 'CASH2', initAmount: 100 })).accountId,
    skuId: (
      await call('Product/Save', { productName: '茶叶', productCode: 'T1', unitName: '盒', skus: [{ salePrice: 10, purchasePrice: 5 }] })
    ).skus[0].skuId,
  };
  const { warehouseId, supplierId, customId, accountId, skuId } = ids;
  await call('Buy/Save', { supplierId, warehouseId, billDate: `${lastMonth}-10`, lines: [{ skuId, qty: 100, price: 5 }], audit: true });
  const sale = await call('Sale/Save', { customId, warehouseId, billDate: today, lines: [{ skuId, qty: 10, price: 10 }], audit: true });
  saleNo = sale.billNo ?? (await call('Sale/Detail', { saleId: sale.saleId })).billNo;
  await call('CustomReceive/Save', { customId, accountId, billDate: today, amount: 30, audit: true });
});

const lineFigures = (book: DetailBook) => book.lines.map((l) => [l.debit, l.credit, l.side, l.balance]);

describe('the books read the vouchers the documents made', () => {
  test('明细账: 应收账款 opens at 0, takes the sale and the receipt, and closes at 70 on the debit side; of another customer it is empty', async () => {
    const book: DetailBook = await shop.call('Ledger/DetailBook', { accountCode: '1122', startPeriod: thisMonth, endPeriod: thisMonth });
    assert.deepEqual([book.accountName, book.openingBalance, book.openingSide], ['应收账款', 0, '平']);
    assert.deepEqual(lineFigures(book), [
      [100, 0, '借', 100],
      [0, 30, '借', 70],
    ]);
    assert.equal(book.lines[0].sourceBillNo, saleNo);
    assert.match(book.lines[0].voucherNo, /^记-\d{4}$/);
    assert.deepEqual([book.totals, book.closingBalance, book.closingSide], [{ debit: 100, credit: 30 }, 70, '借']);

    const other: DetailBook = await shop.call('Ledger/DetailBook', {
      accountCode: '1122',
      startPeriod: thisMonth,
      endPeriod: thisMonth,
      customId: ids.otherCustomId,
    });
    assert.deepEqual([other.lines, other.closingBalance], [[], 0]);

    const customers: { data: { id: string; name: string }[] } = await shop.call('Ledger/AuxOptions', { aux: 'customer' });
    assert.deepEqual(
      customers.data.map((c) => c.name),
      ['张三商店', '李四超市', '零售散客'],
      'the customers a book or a line may name (the walk-in customer every company starts with too)',
    );
  });

  test('明细账 over two months runs on; over this month alone it opens at what last month left', async () => {
    const both: DetailBook = await shop.call('Ledger/DetailBook', { accountCode: '1405', startPeriod: lastMonth, endPeriod: thisMonth });
    assert.deepEqual(lineFigures(both), [
      [500, 0, '借', 500],
      [0, 50, '借', 450],
    ]);
    const one: DetailBook = await shop.call('Ledger/DetailBook', { accountCode: '1405', startPeriod: thisMonth, endPeriod: thisMonth });
    assert.deepEqual([one.openingBalance, one.openingSide, one.lines.length, one.closingBalance], [500, '借', 1, 450]);
  });

  test('总账: 库存商品 month by month, the year’s totals starting again in January', async () => {
    const book: GeneralBook = await shop.call('Ledger/GeneralBook', { startPeriod: lastMonth, endPeriod: thisMonth });
    const stock = book.data.find((a) => a.accountCode === '1405')!;
    assert.deepEqual(
      stock.months.map((m) => [m.period, m.openingBalance, m.debit, m.credit, m.yearDebit, m.yearCredit, m.closingBalance, m.side]),
      [
        [lastMonth, 0, 500, 0, 500, 0, 500, '借'],
        [thisMonth, 500, 0, 50, sameYear ? 500 : 0, 50, 450, '借'],
      ],
    );
    assert.ok(!book.data.some((a) => a.accountCode === '1601'), 'an account that neither holds nor moves anything is left out');
  });

  test('利润表 and 资产负债表: income 100 less cost 50; the sheet balances at 650 with the opening cash against 实收资本', async () => {
    const p: ProfitStatement = await shop.call('Ledger/ProfitStatement', { period: thisMonth });
    const figure = (title: string) => p.rows.find((r) => r.title.includes(title))!;
    assert.deepEqual([figure('营业收入').month, figure('营业成本').month, figure('净利润').month], [100, 50, 50]);
    assert.deepEqual(figure('营业收入').accounts, ['5001', '5051']);

    const b: BalanceSheet = await shop.call('Ledger/BalanceSheet', { period: thisMonth });
    const closing = (rows: BalanceSheet['assets'], title: string) => rows.find((r) => r.title === title)!.closing;
    assert.deepEqual(
      ['货币资金', '应收账款', '存货', '资产总计'].map((t) => closing(b.assets, t)),
      [130, 70, 450, 650],
    );
    assert.deepEqual(
      ['应付账款', '实收资本（或股本）', '未分配利润', '负债和所有者权益（或股东权益）总计'].map((t) => closing(b.liabilities, t)),
      [500, 100, 50, 650],
    );
    assert.equal(b.balanced, true);
  });

  test('a figure’s vouchers: the income is the sale’s line; after 结转损益 the statement still shows the month’s profit', async () => {
    const income: LedgerEntries = await shop.call('Ledger/Entries', {
      accounts: ['5001'],
      startPeriod: thisMonth,
      endPeriod: thisMonth,
      closing: false,
    });
    assert.deepEqual(
      income.data.map((e) => [e.accountCode, e.debit, e.credit, e.sourceBillNo]),
      [['5001', 0, 100, saleNo]],
    );
    await shop.call('Ledger/CloseProfit', { period: thisMonth });
    const p: ProfitStatement = await shop.call('Ledger/ProfitStatement', { period: thisMonth });
    assert.equal(p.rows.find((r) => r.title.includes('净利润'))!.month, 50);
    const withClosing: LedgerEntries = await shop.call('Ledger/Entries', {
      accounts: ['5001'],
      startPeriod: thisMonth,
      endPeriod: thisMonth,
    });
    assert.deepEqual(withClosing.totals, { debit: 100, credit: 100 }, '结转损益 empties the income account');
    const b: BalanceSheet = await shop.call('Ledger/BalanceSheet', { period: thisMonth });
    assert.equal(b.liabilities.find((r) => r.title === '未分配利润')!.closing, 50);
    assert.equal(b.balanced, true);
  });
});

describe('导出 for 金蝶KIS', () => {
  test('the workbook has the 凭证引入 titles and a row for every voucher line, the sale’s with its customer', async () => {
    const file: { fileName: string; content: string } = await shop.call('Voucher/Export', { startDate: today, endDate: today });
    assert.match(file.fileName, /^凭证-金蝶KIS引入-.*\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(file.content, 'base64') as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    assert.deepEqual(rows[0], [...KIS_COLUMNS]);
    const col = (t: (typeof KIS_COLUMNS)[number]) => KIS_COLUMNS.indexOf(t);
    const sale = rows.filter((r) => r[col('参考信息')] === saleNo);
    assert.deepEqual(
      sale.map((r) => [r[col('科目代码')], r[col('借方')], r[col('贷方')], r[col('核算项目')]]),
      [
        ['1122', 100, 0, '客户---C1---张三商店'],
        ['5001', 0, 100, ''],
        ['5401', 50, 0, ''],
        ['1405', 0, 50, '仓库---W1---总仓'],
      ],
    );
    assert.ok(
      rows.slice(1).every((r) => r[col('凭证日期')] === today),
      'only the day asked',
    );
  });
});

describe('who may read the books', () => {
  test('an employee without ledger rights is refused; bad input names its field in Chinese; another company sees none of these vouchers', async () => {
    const { roleId } = await shop.call('Role/Save', { roleName: '营业员', permissions: [{ permissionId: '2004', actionList: ['query'] }] });
    const loginName = `clerk${Date.now().toString(36)}`;
    await shop.call('User/Save', { loginName, password: 'secret123', userName: '营业员', roleId });
    const token = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token;
    for (const [path, body] of [
      ['Ledger/ProfitStatement', { period: thisMonth }],
      ['Ledger/BalanceSheet', { period: thisMonth }],
      ['Ledger/DetailBook', { accountCode: '1122', startPeriod: thisMonth, endPeriod: thisMonth }],
      ['Ledger/GeneralBook', { startPeriod: thisMonth, endPeriod: thisMonth }],
      ['Ledger/Entries', { accounts: ['5001'], startPeriod: thisMonth, endPeriod: thisMonth }],
      ['Voucher/Export', {}],
      ['Ledger/AuxOptions', { aux: 'customer' }],
    ] as const) {
      assert.equal((await app.call(path, body, { token })).status, 403, path);
    }

    const refusal = async (path: string, body: object) => {
      const r = await shop.raw(path, body);
      return [r.status, r.body.invMessage];
    };
    assert.deepEqual(await refusal('Ledger/DetailBook', { accountCode: '9999', startPeriod: thisMonth, endPeriod: thisMonth }), [
      400,
      '科目不存在：9999',
    ]);
    assert.deepEqual(await refusal('Ledger/ProfitStatement', { period: '2026-13' }), [400, '期间必须是 yyyy-MM 格式的月份']);
    assert.deepEqual(await refusal('Ledger/GeneralBook', { startPeriod: thisMonth, endPeriod: lastMonth }), [
      400,
      '开始期间不能晚于结束期间',
    ]);

    const other = await company(app, '隔壁商行');
    const book: DetailBook = await other.call('Ledger/DetailBook', { accountCode: '1122', startPeriod: lastMonth, endPeriod: thisMonth });
    assert.deepEqual(book.lines, []);
    const file: { content: string } = await other.call('Voucher/Export', {});
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(file.content, 'base64') as unknown as ExcelJS.Buffer);
    assert.equal(wb.worksheets[0].rowCount, 1, 'the titles only');
  });
});
