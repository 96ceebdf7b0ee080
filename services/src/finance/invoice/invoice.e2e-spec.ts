import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { appForTests, company, TestApp } from '../../testing/test-app';
import { today } from '../../testing/stock-shop';

const ALL = { pageNo: 1, pageSize: 50 };

/** A company with stock of one product, a customer and a supplier, and helpers for its sales, purchases and invoices. */
async function shop(app: TestApp, name: string) {
  const co = await company(app, name);
  const { call } = co;
  const warehouseId = (await call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
  const customId = (await call('Custom/Save', { customName: '华联超市', customCode: 'C' })).customId;
  const supplierId = (await call('Supplier/Save', { supplierName: '可口可乐公司', supplierCode: 'S' })).supplierId;
  const skuId = (
    await call('Product/Save', { productName: '可乐', productCode: 'K', unitName: '箱', skus: [{ salePrice: 100, purchasePrice: 50 }] })
  ).skus[0].skuId;
  const buy = (qty: number, extra: object = {}) =>
    call('Buy/Save', { supplierId, billDate: today, warehouseId, lines: [{ skuId, qty, price: 50 }], audit: true, ...extra });
  const sale = (qty: number, extra: object = {}) =>
    call('Sale/Save', { customId, billDate: today, warehouseId, lines: [{ skuId, qty, price: 100 }], audit: true, ...extra });
  await buy(100);
  const invoice = (billType: number, docId: string, invoiceNo: string, amount: number, extra: object = {}) =>
    co.raw('Invoice/Save', {
      billType,
      docId,
      invoiceNo,
      invoiceDate: today,
      invoiceType: '增值税专用发票',
      amount,
      taxRate: 13,
      ...extra,
    });
  const open = async (direction: string, docId: string) =>
    (await call('Invoice/OpenDocs', { direction, ...ALL })).data.find((d: any) => d.docId === docId);
  const events = async () => (await app.infra.pool.query('select count(*)::int as n from events')).rows[0].n as number;
  return { ...co, warehouseId, customId, supplierId, skuId, buy, sale, invoice, open, events };
}

describe('开票 (Invoice) over HTTP', () => {
  const app = appForTests();

  test('a sale is invoiced in parts up to its amount; more is refused naming the amount and writes nothing; the flow lists them', async () => {
    const s = await shop(app, 'kp');
    const { saleId, billNo } = await s.sale(10);
    assert.deepEqual(
      { ...(await s.open('sale', saleId)) },
      {
        docId: saleId,
        saleId,
        billType: 201,
        billNo,
        billDate: today,
        partnerId: s.customId,
        partnerName: '华联超市',
        totalAmount: 1000,
        returnAmount: 0,
        invoicedAmount: 0,
        invoiceCount: 0,
        openAmount: 1000,
      },
    );

    const first = await s.invoice(201, saleId, '04400001', 600, { remark: '首批' });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual([first.body.returnData.taxAmount, first.body.returnData.openAmount], [69.03, 400], 'the tax inside 600 at 13%');

    const before = await s.events();
    const over = await s.invoice(201, saleId, '04400002', 400.01);
    assert.equal(over.status, 400);
    assert.equal(over.body.errorCode, 'VALIDATION');
    assert.equal(over.body.details.field, 'amount');
    assert.match(over.body.invMessage, /发票金额400.01超过销售单未开票金额400/);
    assert.equal(await s.events(), before, 'a refused invoice writes nothing');

    const second = await s.invoice(201, saleId, '04400002', 400, { invoiceType: '电子发票', taxRate: undefined, taxAmount: 46.02 });
    assert.equal(second.status, 200, JSON.stringify(second.body));
    assert.deepEqual(
      [
        (await s.open('sale', saleId)).invoicedAmount,
        (await s.open('sale', saleId)).openAmount,
        (await s.open('sale', saleId)).invoiceCount,
      ],
      [1000, 0, 2],
    );
    assert.equal(
      (await s.call('Invoice/OpenDocs', { direction: 'sale', onlyOpen: true, ...ALL })).totalCount,
      0,
      'only-open leaves it out',
    );

    const flow = (await s.call('Invoice/PageQuery', { direction: 'sale', ...ALL })).data;
    assert.deepEqual(
      flow.map((r: any) => [
        r.invoiceNo,
        r.billNo,
        r.partnerName,
        r.invoiceType,
        r.amount,
        r.taxRate,
        r.taxAmount,
        r.netAmount,
        r.status,
        r.remark,
      ]),
      [
        ['04400002', billNo, '华联超市', '电子发票', 400, null, 46.02, 353.98, 'valid', ''],
        ['04400001', billNo, '华联超市', '增值税专用发票', 600, 13, 69.03, 530.97, 'valid', '首批'],
      ],
    );
    for (const keyword of ['0440000', billNo, '华联'])
      assert.equal((await s.call('Invoice/PageQuery', { keyword, ...ALL })).totalCount, 2, keyword);
    assert.equal(
      (
        await s.call('Invoice/PageQuery', {
          keyword: '04400001',
          startDate: today,
          endDate: today,
          partnerId: s.customId,
          status: 'valid',
          ...ALL,
        })
      ).totalCount,
      1,
    );
    assert.equal((await s.call('Invoice/PageQuery', { direction: 'buy', ...ALL })).totalCount, 0);
    assert.equal((await s.call('Invoice/PageQuery', { docId: saleId, ...ALL })).totalCount, 2);
  });

  test('a purchase is received in parts; a return naming it takes off what is left; written-back and draft documents are refused', async () => {
    const s = await shop(app, 'sp');
    const { buyId } = await s.buy(20);
    assert.equal((await s.open('buy', buyId)).openAmount, 1000);
    assert.equal((await s.invoice(301, buyId, 'FP-001', 300, { invoiceType: '增值税普通发票' })).status, 200);
    await s.call('BuyReturn/Save', {
      supplierId: s.supplierId,
      buyId,
      billDate: today,
      warehouseId: s.warehouseId,
      lines: [{ skuId: s.skuId, qty: 4, price: 50 }],
      audit: true,
    });
    assert.deepEqual([(await s.open('buy', buyId)).returnAmount, (await s.open('buy', buyId)).openAmount], [200, 500]);
    const over = await s.invoice(301, buyId, 'FP-002', 501);
    assert.equal(over.status, 400);
    assert.match(over.body.invMessage, /超过采购单未收票金额500/);
    assert.equal((await s.invoice(301, buyId, 'FP-002', 500)).status, 200);
    assert.equal((await s.call('Invoice/PageQuery', { direction: 'buy', ...ALL })).data[0].direction, 'buy');

    const wrongSide = await s.invoice(201, buyId, 'FP-003', 1);
    assert.equal(wrongSide.status, 400, 'a purchase is not a sale');
    assert.match(wrongSide.body.invMessage, /销售单不存在/);

    const draft = await s.sale(1, { audit: false });
    const refused = await s.invoice(201, draft.saleId, 'FP-004', 1);
    assert.equal(refused.status, 422);
    assert.match(refused.body.invMessage, /销售单未审核，不能开票/);
    const reversed = await s.sale(1);
    await s.call('Sale/WriteBack', { saleId: reversed.saleId });
    const back = await s.invoice(201, reversed.saleId, 'FP-005', 1);
    assert.equal(back.status, 422);
    assert.match(back.body.invMessage, /销售单已红冲，不能开票/);
  });

  test('two invoices at once that together exceed the amount: exactly one is recorded', async () => {
    const s = await shop(app, 'bf');
    const { saleId } = await s.sale(10);
    const results = await Promise.all([s.invoice(201, saleId, 'A-1', 600), s.invoice(201, saleId, 'A-2', 600)]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 400], JSON.stringify(results.map((r) => r.body)));
    assert.match(results.find((r) => r.status === 400)!.body.invMessage, /未开票金额400/);
    assert.deepEqual([(await s.open('sale', saleId)).invoicedAmount, (await s.call('Invoice/PageQuery', ALL)).totalCount], [600, 1]);

    const same = await Promise.all([s.invoice(201, saleId, 'A-3', 100), s.invoice(201, saleId, 'A-3', 100)]);
    assert.deepEqual(same.map((r) => r.status).sort(), [200, 400], 'one number, once');
  });

  test('a void keeps the invoice as 已作废 and gives its amount back; a number is unique per side until voided', async () => {
    const s = await shop(app, 'zf');
    const { saleId } = await s.sale(10);
    const { buyId } = await s.buy(10);
    const { invoiceId } = (await s.invoice(201, saleId, '12345678', 1000)).body.returnData;

    const dup = await s.invoice(201, (await s.sale(1)).saleId, '12345678', 10);
    assert.equal(dup.status, 400);
    assert.match(dup.body.invMessage, /发票号码已存在/);
    assert.equal((await s.invoice(301, buyId, '12345678', 10)).status, 200, 'a supplier’s number may be the same as one of ours');

    assert.equal((await s.raw('Invoice/Void', { invoiceId })).status, 400, 'a reason is required');
    assert.deepEqual({ ...(await s.call('Invoice/Void', { invoiceId, reason: '金额开错' })) }, { invoiceId, status: 'voided' });
    const [row] = (await s.call('Invoice/PageQuery', { status: 'voided', ...ALL })).data;
    assert.deepEqual(
      [row.invoiceId, row.status, row.voidReason, typeof row.voidUserName, typeof row.voidTime],
      [invoiceId, 'voided', '金额开错', 'string', 'string'],
    );
    assert.deepEqual([(await s.open('sale', saleId)).openAmount, (await s.open('sale', saleId)).invoiceCount], [1000, 0]);
    const again = await s.raw('Invoice/Void', { invoiceId, reason: '再次' });
    assert.equal(again.status, 422);
    assert.match(again.body.invMessage, /已作废/);

    assert.equal((await s.invoice(201, saleId, '12345678', 999.99)).status, 200, 'the voided number is recorded again, corrected');
    assert.equal((await s.call('Invoice/PageQuery', { direction: 'sale', ...ALL })).totalCount, 2, 'the voided one stays listed');
  });

  test('an employee invoices with 开票 rights on 销售开票, sees only that side, and only their own sales without the bill permission', async () => {
    const s = await shop(app, 'yg');
    const theirs = await s.sale(2);
    const { buyId } = await s.buy(2);
    const roleId = (
      await s.call('Role/Save', { roleName: '开票员', permissions: [{ permissionId: '5003', actionList: ['query', 'invoice'] }] })
    ).roleId;
    const employee = async (loginName: string, pricePerm: string) => {
      await s.call('User/Save', { loginName, password: 'secret123', userName: loginName, roleId, pricePerm });
      const token = (await app.call('Login/Login', { loginName, password: 'secret123' })).body.returnData.token as string;
      return (path: string, body: object) => app.call(path, body, { token });
    };
    const clerk = await employee(`kpy${Date.now()}`, '111111111');
    const body = { invoiceNo: 'Y-1', invoiceDate: today, invoiceType: '电子发票', amount: 10 };
    assert.equal((await clerk('Invoice/Save', { billType: 201, docId: theirs.saleId, ...body })).status, 200);
    assert.equal(
      (await clerk('Invoice/Save', { billType: 301, docId: buyId, ...body, invoiceNo: 'Y-2' })).status,
      403,
      'no 采购收票 rights',
    );
    assert.equal((await clerk('Invoice/OpenDocs', { direction: 'buy', ...ALL })).status, 403);
    await s.invoice(301, buyId, 'Y-3', 10);
    const seen = await clerk('Invoice/PageQuery', ALL);
    assert.deepEqual(
      seen.body.returnData.data.map((r: any) => r.direction),
      ['sale'],
      'the purchase side stays out of sight',
    );
    assert.equal(
      (await clerk('Invoice/Void', { invoiceId: seen.body.returnData.data[0].invoiceId, reason: '错' })).status,
      403,
      'no 发票流水 rights',
    );

    const ownOnly = await employee(`kpz${Date.now()}`, '111110111');
    assert.equal(
      (await ownOnly('Invoice/OpenDocs', { direction: 'sale', ...ALL })).body.returnData.totalCount,
      0,
      'the owner’s sales are not theirs',
    );
    const refused = await ownOnly('Invoice/Save', { billType: 201, docId: theirs.saleId, ...body, invoiceNo: 'Y-4' });
    assert.equal(refused.status, 404);
    assert.match(refused.body.invMessage, /单据不存在/);
  });

  test('another company can neither see nor invoice nor void', async () => {
    const s = await shop(app, 'zh');
    const { saleId } = await s.sale(2);
    const { invoiceId } = (await s.invoice(201, saleId, 'T-1', 100)).body.returnData;
    const other = await company(app, 'zhb');
    assert.equal((await other.call('Invoice/PageQuery', ALL)).totalCount, 0);
    assert.equal((await other.call('Invoice/OpenDocs', { direction: 'sale', ...ALL })).totalCount, 0);
    const save = await other.raw('Invoice/Save', {
      billType: 201,
      docId: saleId,
      invoiceNo: 'T-2',
      invoiceDate: today,
      invoiceType: '电子发票',
      amount: 1,
    });
    assert.equal(save.status, 400);
    assert.match(save.body.invMessage, /销售单不存在/);
    assert.equal((await other.raw('Invoice/Void', { invoiceId, reason: '试试' })).status, 404);
    assert.equal((await s.open('sale', saleId)).invoicedAmount, 100);
  });
});
