import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { company, startTestApp, type TestApp } from '../testing/test-app';
import { inDays, shop, today } from '../testing/stock-shop';

const yyMMdd = today.replace(/-/g, '').slice(2);
const yyyyMMdd = today.replace(/-/g, '');

describe('单据编号规则 (Billno/List, Billno/Save) over HTTP', () => {
  let app: TestApp;
  let s: Awaited<ReturnType<typeof shop>>;
  let customId: string;

  beforeAll(async () => {
    app = await startTestApp();
    s = await shop(app, '编号商行');
    customId = (await s.call('Custom/Save', { customName: '客', customCode: 'K1' })).customId;
  });
  afterAll(() => app.close());

  const sale = async () =>
    (await s.call('Sale/Save', { customId, billDate: today, warehouseId: s.w1, lines: [{ skuId: s.water, qty: 1, price: 10 }] }))
      .billNo as string;

  test('lists every numbered series with its default rule and an example', async () => {
    const { data } = await s.call('Billno/List', {});
    const byType = Object.fromEntries(data.map((r: any) => [r.billType, r]));
    assert.deepEqual(
      { ...byType[201] },
      {
        billType: 201,
        title: '销售单',
        prefix: 'XS',
        defaultPrefix: 'XS',
        dateFormat: 'yyyyMMdd',
        seqLength: 4,
        example: `XS${yyyyMMdd}0001`,
        updatedBy: null,
        updateTime: null,
      },
    );
    assert.equal(byType[110].prefix, 'TK');
    assert.ok(data.length >= 18);
    assert.equal(await sale(), `XS${yyyyMMdd}0001`);
  });

  test('a saved rule numbers the next bill: prefix, yyMMdd and a 6-digit sequence; a longer one later goes on without repeating', async () => {
    const saved = await s.call('Billno/Save', { billType: 201, prefix: 'xsd', dateFormat: 'yyMMdd', seqLength: 6 });
    assert.equal(saved.prefix, 'XSD');
    assert.equal(saved.example, `XSD${yyMMdd}000001`);
    assert.equal(await sale(), `XSD${yyMMdd}000001`);
    const listed = (await s.call('Billno/List', {})).data.find((r: any) => r.billType === 201);
    assert.equal(listed.updatedBy, '管理员');
    await s.call('Billno/Save', { billType: 201, prefix: 'XSD', dateFormat: 'yyyyMMdd', seqLength: 8 });
    assert.equal(await sale(), `XSD${yyyyMMdd}00000002`);
  });

  test('without a date the sequence runs on across days; numbers stay unique when many are taken at once', async () => {
    await s.call('Billno/Save', { billType: 201, prefix: 'NS', dateFormat: 'none', seqLength: 5 });
    const numbers = await Promise.all(Array.from({ length: 12 }, () => sale()));
    assert.equal(new Set(numbers).size, 12);
    assert.deepEqual(
      [...numbers].sort(),
      Array.from({ length: 12 }, (_, i) => `NS${String(i + 1).padStart(5, '0')}`),
    );
    const tomorrow = inDays(1);
    const next = await s.call('Sale/Save', {
      customId,
      billDate: tomorrow,
      warehouseId: s.w1,
      lines: [{ skuId: s.water, qty: 1, price: 10 }],
    });
    assert.equal(next.billNo, 'NS00013');
  });

  test('cash documents follow their series too (账户转账 ZK)', async () => {
    const a = (await s.call('Account/Save', { accountName: '现金', accountCode: 'A1', initAmount: 100 })).accountId;
    const b = (await s.call('Account/Save', { accountName: '银行', accountCode: 'A2', initAmount: 0 })).accountId;
    await s.call('Billno/Save', { billType: 109, prefix: 'ZZK', dateFormat: 'yyMMdd', seqLength: 3 });
    const trans = await s.call('AccountTrans/Save', { outAccountId: a, inAccountId: b, billDate: today, amount: 1 });
    assert.equal(trans.billNo, `ZZK${yyMMdd}001`);
  });

  test('bad rules are refused naming the field; another company keeps its defaults', async () => {
    const bad = async (body: object, message: string) => {
      const r = await s.raw('Billno/Save', { billType: 201, prefix: 'XS', dateFormat: 'none', seqLength: 4, ...body });
      assert.equal(r.status, 400);
      assert.equal(r.body.invMessage, message);
    };
    await bad({ prefix: 'X1' }, '前缀只能是1到8个英文字母');
    await bad({ prefix: '' }, '前缀不能为空');
    await bad({ dateFormat: 'ddMMyy' }, '日期格式不在可选范围内');
    await bad({ seqLength: 2 }, '流水号位数不能小于3');
    await bad({ billType: 999 }, '单据类型不在可选范围内');
    const other = await company(app, '别家');
    assert.equal((await other.call('Billno/List', {})).data.find((r: any) => r.billType === 201).prefix, 'XS');
  });
});
