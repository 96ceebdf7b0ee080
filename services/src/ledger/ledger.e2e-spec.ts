import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import type { LedgerCheck, TrialBalance, VoucherRow } from '../contracts';
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

describe('vouchers from documents (业财一体)', () => {
  test('a purchase, a sale, a receipt, a return, a stocktake, an assembly and a transfer each make their voucher; the books agree with 进销存', async () => {
    const shop = await openShop('凭证');
    const { call, ids } = shop;
    const buy = await call('Buy/Save', {
      supplierId: ids.s,
      warehouseId: ids.w,
      billDate: today,
      lines: [{ skuId: ids.tea, qty: 10, price: 8, taxRate: 13 }],
      payAmount: 50,
      accountId: ids.bank,
      audit: true,
    });
    const [bv] = await voucherOf(shop, buy.billNo);
    // 10 × 8 = 80, tax 10.40, total 90.40; 50 paid from the bank.
    assert.deepEqual(lines(bv), [
      ['1405', 80, 0],
      ['22210101', 10.4, 0],
      ['2202', 0, 90.4],
      ['2202', 50, 0],
      ['1002', 0, 50],
    ]);
    await agreed(shop);
  });
});
