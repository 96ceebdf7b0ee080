import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { PaymentProviders } from '../../shop';
import { fakePay } from '../../testing/pay-provider';
import { aliyunSmsServer, SmsStandIn } from '../../testing/sms-server';
import { inDays, today } from '../../testing/stock-shop';
import { company, startTestApp, TestApp } from '../../testing/test-app';
import { StatementCommand } from './statement.commands';

const API_KEY = 'statement-merchant-key-01';
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0';

/**
 * 对账单 over HTTP: made by staff for a customer's period, opened on a phone without a token (the customer's figures and
 * nothing else), confirmed and disputed with when and from where for staff to see, downloaded as a PDF, paid online
 * through a provider (the receipt posted once however often the notification repeats), revoked and expired (410),
 * and out of reach of another company.
 */
describe('对账单 (Statement/Create, Revoke, PageQuery and the share link /s/{code})', () => {
  let app: TestApp;
  let a: Awaited<ReturnType<typeof company>>;
  let b: Awaited<ReturnType<typeof company>>;
  const ids: Record<string, string> = {};
  const bills: Record<string, string> = {};
  const wechat = fakePay('wechat');
  const start = inDays(-30);
  const events = async () => Number((await app.infra.pool.query('select count(*) from events')).rows[0].count);
  const get = (path: string) => fetch(`${app.url}${path}`, { headers: { 'user-agent': PHONE_AGENT }, redirect: 'manual' });
  const post = (path: string, form: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': PHONE_AGENT },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
  const listed = async (customId = ids.zhang) => (await a.call('Statement/PageQuery', { customId, pageSize: 50 })).data as any[];
  const owes = async () => (await a.call('CustomReceivable/PageQuery', { keyword: '张三' })).data[0].balance;

  beforeAll(async () => {
    app = await startTestApp();
    app.module.get(PaymentProviders).add(wechat.provider);
    a = await company(app, '甲商贸');
    b = await company(app, '乙商贸');
    ids.w = (await a.call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
    ids.supplier = (await a.call('Supplier/Save', { supplierName: '供货商', supplierCode: 'S' })).supplierId;
    ids.zhang = (await a.call('Custom/Save', { customName: '张三', customCode: 'C1', phone: '13800138000' })).customId;
    ids.li = (await a.call('Custom/Save', { customName: '李四', customCode: 'C2' })).customId;
    ids.others = (await b.call('Custom/Save', { customName: '乙的客户', customCode: 'X' })).customId;
    ids.cash = (await a.call('Account/Save', { accountName: '现金', accountCode: 'CASH', initAmount: 0 })).accountId;
    ids.sku = (
      await a.call('Product/Save', {
        productName: '大米',
        productCode: 'RICE',
        unitName: '袋',
        skus: [{ salePrice: 300, purchasePrice: 100 }],
      })
    ).skus[0].skuId;
    await a.call('Buy/Save', {
      supplierId: ids.supplier,
      billDate: inDays(-40),
      warehouseId: ids.w,
      lines: [{ skuId: ids.sku, qty: 20, price: 100 }],
      audit: true,
    });
    const sale = (customId: string, qty: number, billDate = today) =>
      a.call('Sale/Save', { customId, billDate, warehouseId: ids.w, lines: [{ skuId: ids.sku, qty, price: 300 }], audit: true });
    // Before the period: 300 brought forward. Within it: a sale of 600, a return of 300, 200 received, 500 prepaid.
    bills.before = (await sale(ids.zhang, 1, inDays(-35))).billNo;
    const s = await sale(ids.zhang, 2);
    bills.sale = s.billNo;
    bills.ret = (
      await a.call('SaleReturn/Save', {
        customId: ids.zhang,
        saleId: s.saleId,
        billDate: today,
        warehouseId: ids.w,
        lines: [{ skuId: ids.sku, qty: 1, price: 300 }],
        audit: true,
      })
    ).billNo;
    bills.receipt = (
      await a.call('CustomReceive/Save', { customId: ids.zhang, accountId: ids.cash, billDate: today, amount: 200, audit: true })
    ).billNo;
    bills.prepaid = (
      await a.call('CustomCz/Save', { customId: ids.zhang, accountId: ids.cash, billDate: today, amount: 500, audit: true })
    ).billNo;
    bills.other = (await sale(ids.li, 1)).billNo;
  }, 90_000);
  afterAll(() => app?.close());

  test('bad input is refused naming the field and writes nothing', async () => {
    const before = await events();
    const refused = async (body: object, message: RegExp) => {
      const r = await a.raw('Statement/Create', body);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.match(r.body.invMessage, message);
    };
    await refused({ startDate: start, endDate: today }, /^客户不能为空$/);
    await refused({ customId: ids.zhang, endDate: today }, /^开始日期不能为空$/);
    await refused({ customId: ids.zhang, startDate: today, endDate: start }, /开始日期不能晚于结束日期/);
    await refused({ customId: ids.zhang, startDate: start, endDate: today, days: 0 }, /有效天数/);
    await refused({ customId: ids.others, startDate: start, endDate: today }, /客户/);
    assert.equal(await events(), before);
  });

  test('the link opens without a token on the customer’s figures only, records the opening, takes a confirmation and a dispute staff see', async () => {
    const made = await a.call('Statement/Create', { customId: ids.zhang, startDate: start, endDate: today });
    assert.match(made.url, /^\/s\/[0-9A-Za-z]{22}$/);
    ids.statement = made.statementId;
    const [row] = await listed();
    assert.deepEqual([row.status, row.openingBalance, row.closingBalance, row.url], ['issued', 300, 400, made.url]);

    const page = await get(made.url);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type')!, /text\/html/);
    const html = await page.text();
    for (const shown of [
      '甲商贸',
      '张三',
      start,
      today,
      '300.00',
      '400.00',
      bills.sale,
      bills.ret,
      bills.receipt,
      bills.prepaid,
      '确认无误',
      '有异议',
      '下载 PDF',
    ])
      assert.ok(html.includes(shown), `the page shows ${shown}`);
    for (const hidden of ['李四', bills.other, bills.before, ids.zhang, ids.li, ids.statement, a.companyId, '乙商贸'])
      assert.ok(!html.includes(hidden), `the page shows nothing of ${hidden}`);
    assert.equal((await listed())[0].status, 'opened');
    assert.ok((await listed())[0].openedAt);

    const confirmed = await post(`${made.url}/confirm`);
    assert.equal(confirmed.status, 200);
    assert.match(await confirmed.text(), /已确认对账单无误/);
    const [c] = await listed();
    assert.deepEqual([c.status, c.answer, c.disputeNote], ['confirmed', 'confirmed', null]);
    const owed = (await a.call('CustomReceivable/PageQuery', { keyword: '张三' })).data[0];
    assert.deepEqual(
      [owed.statementStatus, owed.statementAt],
      ['confirmed', c.answeredAt],
      '应收欠款 shows what became of the last statement',
    );
    assert.ok(c.answeredAt && c.answeredIp);
    assert.match(c.answeredAgent, /iPhone/);
    assert.match(await (await get(made.url)).text(), /您已确认本对账单无误/);

    const before = await events();
    assert.equal((await post(`${made.url}/dispute`, { note: '  ' })).status, 400);
    assert.equal(await events(), before, 'a dispute without its note writes nothing');
    assert.equal((await post(`${made.url}/dispute`, { note: '10月的退货少算了一袋' })).status, 200);
    const [d] = await listed();
    assert.deepEqual([d.status, d.answer, d.disputeNote], ['disputed', 'disputed', '10月的退货少算了一袋']);
    assert.match(await (await get(made.url)).text(), /10月的退货少算了一袋/);

    const pdf = await get(`${made.url}/pdf`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.equal(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );

    // Public calls are counted per address like the other public calls.
    const hits = await app.infra.pool.query(`select count(*)::int as n from rate_limit_hits where name = 'statement-link'`);
    assert.ok(hits.rows[0].n >= 6);
  });

  test('a code not signed here, another company’s token, a revoked or an expired link: refused, saying so', async () => {
    const [row] = await listed();
    const code = row.url.slice(3);
    const changed = `/s/${code.slice(0, 5)}${code[5] === 'x' ? 'y' : 'x'}${code.slice(6)}`;
    assert.equal((await get(changed)).status, 404);
    assert.equal((await get('/s/0000000000000000000000')).status, 404);

    const before = await events();
    assert.equal((await b.raw('Statement/Revoke', { statementId: row.statementId })).status, 404);
    assert.equal((await b.call('Statement/PageQuery', { pageSize: 50 })).totalCount, 0);
    assert.equal(await events(), before);

    await a.call('Statement/Revoke', { statementId: row.statementId });
    const gone = await get(row.url);
    assert.equal(gone.status, 410);
    assert.match(await gone.text(), /该对账单已被商家撤回/);
    assert.equal((await post(`${row.url}/confirm`)).status, 410);
    assert.equal((await get(`${row.url}/pdf`)).status, 410);
    assert.equal((await listed())[0].status, 'revoked');

    // The clock moves on past a link's last day: a statement issued with its days already over.
    const actor = { companyId: a.companyId, userId: 'tester', userName: '测试' };
    const old = await app.module.get(CommandBus).execute(
      new StatementCommand(actor, {
        type: 'issue',
        input: { partnerKind: 'Custom', partnerId: ids.zhang, startDate: start, endDate: today, days: -1 },
      }),
    );
    const expired = await get(old.url);
    assert.equal(expired.status, 410);
    assert.match(await expired.text(), /该对账单链接已过期/);
  });

  test('a supplier’s statement is for the shop’s own checking: it shows the payable, with nothing to answer', async () => {
    const made = await a.call('Statement/Create', { supplierId: ids.supplier, startDate: inDays(-45), endDate: today });
    const html = await (await get(made.url)).text();
    assert.ok(html.includes('供货商') && html.includes('2000.00'));
    assert.ok(!html.includes('确认无误'));
    assert.equal((await a.call('Statement/PageQuery', { supplierId: ids.supplier })).data[0].status, 'issued');
  });

  test('the customer pays the balance online: one receipt against them, however often the notification repeats', async () => {
    await a.call('PaySetting/Save', {
      provider: 'wechat',
      merchantId: '1600000001',
      appId: 'wx8888',
      accountId: ids.cash,
      enabled: true,
      values: { apiKey: API_KEY },
    });
    const made = await a.call('Statement/Create', { customId: ids.zhang, startDate: start, endDate: today });
    assert.match(await (await get(made.url)).text(), /在线支付 ¥400\.00/);
    const going = await post(`${made.url}/pay`);
    assert.equal(going.status, 200);
    const payUrl = /content="0;url=([^"]+)"/.exec(await going.text())![1];
    const payOrderId = payUrl.split('/').at(-1)!;
    assert.equal(wechat.trade(payOrderId)!.amount, '400.00');

    const paid = wechat.pay(payOrderId);
    const notice = wechat.notice(paid, API_KEY);
    for (let i = 0; i < 3; i++) {
      const r = await fetch(`${app.url}/api/OrderTrade/Notify/wechat/${payOrderId}`, {
        method: 'POST',
        headers: notice.headers,
        body: notice.body,
      });
      assert.equal(r.status, 200);
    }
    assert.equal(await owes(), 0);
    const flow = (await a.call('CustomReceivable/FlowPageQuery', { customId: ids.zhang, pageSize: 50 })).data as any[];
    assert.equal(flow.filter((r) => r.settledAmount === 400).length, 1, 'one receipt of 400');
    const [row] = await listed();
    assert.deepEqual([row.statementId, row.paidAmount, row.status], [made.statementId, 400, 'paid']);

    const back = await get(`${made.url}/paid`);
    assert.equal(back.status, 303);
    assert.equal(back.headers.get('location'), made.url);
    const html = await (await get(made.url)).text();
    assert.match(html, /已在线支付 ¥400\.00/);
    assert.doesNotMatch(html, /在线支付 ¥400\.00<\/button>/);
    const late = await post(`${made.url}/pay`);
    assert.equal(late.status, 200);
    assert.match(await late.text(), /本对账单已支付 ¥400\.00，无需重复支付/);
    assert.equal(wechat.calls.filter((c) => c.startsWith('start')).length, 1, 'nothing more is asked of the provider');
  });

  test('bulk: a statement for every customer with a balance, each listed with its link as shared', async () => {
    await a.call('Sale/Save', {
      customId: ids.li,
      billDate: today,
      warehouseId: ids.w,
      lines: [{ skuId: ids.sku, qty: 1, price: 300 }],
      audit: true,
    });
    const { data } = await a.call('Statement/BulkCreate', { startDate: start, endDate: today, days: 7 });
    assert.deepEqual(
      data.map((r: any) => r.customName),
      ['李四'],
      '张三 owes nothing now',
    );
    assert.match(data[0].url, /^\/s\//);
    const [row] = await listed(ids.li);
    assert.equal(row.status, 'sent');
    assert.equal(row.sentVia, 'link');
    assert.equal((await get(data[0].url)).status, 200);
  });
});

describe('对账单 sent in bulk by text message (SMS_STATEMENT_TEMPLATE)', () => {
  let app: TestApp;
  let sms: SmsStandIn;
  let a: Awaited<ReturnType<typeof company>>;

  beforeAll(async () => {
    sms = await aliyunSmsServer();
    app = await startTestApp({ env: { ...sms.env, RATE_LIMIT_STATEMENT_LINK: '3' } });
    a = await company(app, '丙商贸');
    const w = (await a.call('Warehouse/Save', { warehouseName: '仓', warehouseCode: 'W' })).warehouseId;
    const sku = (
      await a.call('Product/Save', { productName: '面粉', productCode: 'F', unitName: '袋', skus: [{ salePrice: 50, purchasePrice: 30 }] })
    ).skus[0].skuId;
    await a.call('InitStock/Save', { warehouseId: w, lines: [{ skuId: sku, qty: 100, price: 30 }] });
    for (const [customName, customCode, phone] of [
      ['王五', 'C1', '13900139000'],
      ['赵六', 'C2', ''],
      ['孙七', 'C3', '13700137001'],
    ]) {
      const customId = (await a.call('Custom/Save', { customName, customCode, ...(phone && { phone }) })).customId;
      await a.call('Sale/Save', { customId, billDate: today, warehouseId: w, lines: [{ skuId: sku, qty: 1, price: 50 }], audit: true });
    }
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await sms?.close();
  });

  test('a customer with a phone is texted the link, one without (or whose message is refused) gets it listed to copy', async () => {
    sms.failNext('触发天级流控');
    const { data, sms: texted } = await a.call('Statement/BulkCreate', { startDate: inDays(-30), endDate: today });
    assert.equal(texted, true);
    const by = Object.fromEntries(data.map((r: any) => [r.customName, r]));
    // The first message goes out refused: that customer gets the link to copy, the other with a phone is texted.
    const [refused, texted1] = data[0].customName === '王五' ? ['王五', '孙七'] : ['孙七', '王五'];
    assert.deepEqual(
      [by[refused].sentVia, by[refused].smsError, by[texted1].sentVia, by['赵六'].sentVia, by['赵六'].smsError],
      ['link', '短信发送失败：触发天级流控', 'sms', 'link', undefined],
    );
    const texts = sms.sent.filter((m) => m.template === sms.env.SMS_STATEMENT_TEMPLATE);
    assert.deepEqual(
      texts.map((m) => [m.phone, `/s/${m.code}`]),
      [[by[texted1].phone, by[texted1].url]],
    );
    const rows = (await a.call('Statement/PageQuery', { pageSize: 50 })).data as any[];
    assert.deepEqual(
      rows.map((r) => [r.partnerName, r.sentVia, r.status]).sort(),
      [
        [refused, 'link', 'sent'],
        [texted1, 'sms', 'sent'],
        ['赵六', 'link', 'sent'],
      ].sort(),
    );

    // An address over RATE_LIMIT_STATEMENT_LINK calls an hour is refused with a page that says so.
    const link = `${app.url}${by['赵六'].url}`;
    for (let i = 0; i < 3; i++) assert.equal((await fetch(link)).status, 200);
    const over = await fetch(link);
    assert.equal(over.status, 429);
    assert.match(await over.text(), /访问太频繁，请稍后再试/);
  });
});
