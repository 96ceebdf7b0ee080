import crypto, { type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import JSZip from 'jszip';
import { D } from '../shared/decimal';
import type { PayAccount } from '../shop';

type Fields = Record<string, string>;

/** A trade as the stand-in keeps it. UNSCANNED: asked (precreate, wap) but not yet opened by a buyer, so unknown to queries. */
interface Trade {
  payOrderId: string;
  tradeNo: string;
  amount: string;
  subject: string;
  status: 'UNSCANNED' | 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  notifyUrl?: string;
  returnUrl?: string;
  authCode?: string;
  timeExpire?: string;
  buyer: { logonId: string; userId: string };
  createdAt: string;
  paidAt?: string;
  refunds: { refundId: string; amount: string; reason: string; at: string }[];
}

/** A line a test plants in a day's bill: a payment (or a refund) the shop does not have. */
export interface PlantedBillLine {
  payOrderId: string;
  amount: string;
  kind?: 'pay' | 'refund';
  refundId?: string;
  tradeNo?: string;
}

const SELLER_ID = '2088102177846880';
const APP_ID = '2021000122600001';
const STRANGER = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

/** 支付宝's clock: China time, "yyyy-MM-dd HH:mm:ss". */
const chinaNow = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const bare = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'der' } as never).toString('base64');
const yuan = (amount: string | InstanceType<typeof D>) => new D(amount).toFixed(2);

/** The string 支付宝 signs and checks: the non-empty fields but `sign` (and `sign_type` for notifications) as k=v in key order. */
const signingString = (fields: Fields, omit: string[]) =>
  Object.keys(fields)
    .filter((k) => !omit.includes(k) && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');

const rsa2 = (key: KeyObject, text: string) => crypto.createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');

let gbkTable: Map<string, number[]> | undefined;
/** Text in GBK (支付宝's bills are GBK): Node encodes only UTF-8, so the table is GBK's decoder read backwards. */
function gbk(text: string): Buffer {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++)
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        const c = decoder.decode(Uint8Array.of(lead, trail));
        if (trail !== 0x7f && c.length === 1 && c !== '\ufffd' && !gbkTable.has(c)) gbkTable.set(c, [lead, trail]);
      }
  }
  const table = gbkTable;
  return Buffer.from([...text].flatMap((c) => (c.charCodeAt(0) < 0x80 ? [c.charCodeAt(0)] : (table.get(c) ?? [0x3f]))));
}

/**
 * A stand-in for 支付宝's OpenAPI gateway (gateway.do) on this machine, in public-key mode: it checks each request's RSA2
 * signature with the app's public key, answers as the gateway does (`{"<method>_response": {...}, "sign": "..."}`, the
 * sign over the node's exact text, made with 支付宝's private key) and signs its notifications the same way. `account`
 * holds the keys as 支付宝's key tool shows them. See `controls` for what a test does as the buyer.
 *
 * 付款码 (auth codes 25–30…): one ending in 9 waits for the buyer (10003) until buyerConfirms; in 8 is refused
 * (ACQ.BUYER_BALANCE_NOT_ENOUGH); in 7 is paid but answered 20000 (unknown result); any other is paid at once.
 * A QR code or wap page is unknown to queries (ACQ.TRADE_NOT_EXIST) until a buyer opens it, as at 支付宝.
 */
export async function alipayServer() {
  const appKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account: PayAccount = {
    merchantId: SELLER_ID,
    appId: APP_ID,
    values: { privateKey: bare(appKeys.privateKey, 'pkcs8'), alipayPublicKey: bare(alipayKeys.publicKey, 'spki') },
  };
  const trades = new Map<string, Trade>();
  const qrCodes = new Map<string, string>();
  const calls: { method: string; biz: Record<string, unknown>; params: Fields }[] = [];
  const billOverrides = new Map<string, string>();
  const billOmitted = new Set<string>();
  const billExtras: PlantedBillLine[] = [];
  let serial = 0;
  let origin = '';

  const newTradeNo = () => `${chinaNow().slice(0, 10).replace(/-/g, '')}2200${String(++serial).padStart(16, '0')}`;
  const expired = (t: Trade) => !!t.timeExpire && chinaNow() > t.timeExpire;
  /** The trade as a query sees it: unopened ones do not exist; an unpaid one past its time is closed. */
  const seen = (id: string) => {
    const t = trades.get(id);
    if (!t || t.status === 'UNSCANNED') return undefined;
    if (t.status === 'WAIT_BUYER_PAY' && expired(t)) t.status = 'TRADE_CLOSED';
    return t;
  };
  const refunded = (t: Trade) => t.refunds.reduce((s, r) => s.plus(r.amount), new D(0));
  const newTrade = (id: string, fields: Partial<Trade>): Trade => {
    const t: Trade = {
      payOrderId: id,
      tradeNo: newTradeNo(),
      amount: '0.00',
      subject: '',
      status: 'UNSCANNED',
      buyer: { logonId: 'buy***@example.com', userId: '2088102177849999' },
      createdAt: chinaNow(),
      refunds: [],
      ...fields,
    };
    trades.set(id, t);
    return t;
  };

  const ok = (fields: object) => ({ code: '10000', msg: 'Success', ...fields });
  const business = (sub_code: string, sub_msg: string) => ({ code: '40004', msg: 'Business Failed', sub_code, sub_msg });
  const tradeFields = (t: Trade) => ({
    trade_no: t.tradeNo,
    out_trade_no: t.payOrderId,
    buyer_logon_id: t.buyer.logonId,
    buyer_user_id: t.buyer.userId,
    total_amount: t.amount,
  });

  function pay(t: Trade, buyer?: string) {
    if (t.status === 'TRADE_SUCCESS' || t.status === 'TRADE_CLOSED' || expired(t)) throw new Error(`交易 ${t.payOrderId} 不能再付款`);
    Object.assign(t, { status: 'TRADE_SUCCESS', paidAt: chinaNow() }, buyer ? { buyer: { ...t.buyer, logonId: buyer } } : {});
  }

  /** The notification 支付宝 sends of a trade as it stands, `overrides` applied (undefined or '' drops a field), then signed. */
  function notificationFor(payOrderId: string, overrides: Record<string, string | undefined> = {}, options: { forged?: boolean } = {}) {
    const t = trades.get(payOrderId);
    if (!t) throw new Error(`没有交易 ${payOrderId}`);
    const last = t.refunds.at(-1);
    const fields: Record<string, string | undefined> = {
      gmt_create: t.createdAt,
      charset: 'utf-8',
      seller_email: 'shop@example.com',
      subject: t.subject,
      buyer_id: t.buyer.userId,
      invoice_amount: t.amount,
      notify_id: crypto.randomBytes(16).toString('hex'),
      fund_bill_list: JSON.stringify([{ amount: t.amount, fundChannel: 'ALIPAYACCOUNT' }]),
      notify_type: 'trade_status_sync',
      trade_status: t.status === 'UNSCANNED' ? 'WAIT_BUYER_PAY' : t.status,
      receipt_amount: t.amount,
      app_id: APP_ID,
      buyer_pay_amount: t.amount,
      seller_id: SELLER_ID,
      gmt_payment: t.paidAt,
      notify_time: chinaNow(),
      version: '1.0',
      out_trade_no: t.payOrderId,
      total_amount: t.amount,
      trade_no: t.tradeNo,
      auth_app_id: APP_ID,
      buyer_logon_id: t.buyer.logonId,
      point_amount: '0.00',
      ...(last ? { refund_fee: yuan(refunded(t)), gmt_refund: `${last.at}.000`, out_biz_no: last.refundId } : {}),
      ...overrides,
    };
    const signed = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== '')) as Fields;
    signed.sign = rsa2(options.forged ? STRANGER : alipayKeys.privateKey, signingString(signed, ['sign', 'sign_type']));
    signed.sign_type = 'RSA2';
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } as Record<string, string | undefined>,
      body: Buffer.from(new URLSearchParams(signed).toString()),
    };
  }

  /** Posts a trade's notification to the notify_url it was asked with, as 支付宝 does (once: a test repeats it by calling again). */
  async function notify(payOrderId: string, overrides?: Record<string, string | undefined>): Promise<Response> {
    const t = trades.get(payOrderId);
    if (!t?.notifyUrl) throw new Error(`交易 ${payOrderId} 没有 notify_url`);
    const { headers, body } = notificationFor(payOrderId, overrides);
    return fetch(t.notifyUrl, { method: 'POST', headers: headers as Record<string, string>, body });
  }

  const methods: Record<string, (biz: Record<string, string>, params: Fields) => object> = {
    'alipay.trade.precreate'(biz, params) {
      const known = trades.get(biz.out_trade_no);
      if (known?.status === 'TRADE_SUCCESS') return business('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
      if (known?.status === 'TRADE_CLOSED') return business('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
      if (known && known.amount !== biz.total_amount) return business('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
      if (!/^\d+(\.\d{1,2})?$/.test(biz.total_amount ?? '') || new D(biz.total_amount).lte(0))
        return business('ACQ.INVALID_PARAMETER', '参数无效');
      const t =
        known ??
        newTrade(biz.out_trade_no, {
          amount: biz.total_amount,
          subject: biz.subject,
          notifyUrl: params.notify_url,
          timeExpire: biz.time_expire,
        });
      const code = [...qrCodes].find(([, id]) => id === t.payOrderId)?.[0] ?? crypto.randomBytes(12).toString('hex');
      qrCodes.set(code, t.payOrderId);
      return ok({ out_trade_no: t.payOrderId, qr_code: `${origin}/qr/${code}` });
    },
    'alipay.trade.pay'(biz, params) {
      const known = trades.get(biz.out_trade_no);
      if (known?.status === 'TRADE_SUCCESS') return business('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
      if (known?.status === 'TRADE_CLOSED') return business('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
      if (biz.scene !== 'bar_code' || !/^(2[5-9]|30)\d{14,22}$/.test(biz.auth_code ?? ''))
        return business('ACQ.PAYMENT_AUTH_CODE_INVALID', '支付失败，获取顾客账户信息失败，请顾客刷新付款码后重新收款');
      const t = newTrade(biz.out_trade_no, {
        amount: biz.total_amount,
        subject: biz.subject,
        notifyUrl: params.notify_url,
        authCode: biz.auth_code,
        status: 'WAIT_BUYER_PAY',
      });
      switch (biz.auth_code.at(-1)) {
        case '9':
          return { code: '10003', msg: ' order success pay inprocess', ...tradeFields(t) };
        case '8':
          t.status = 'TRADE_CLOSED';
          return business('ACQ.BUYER_BALANCE_NOT_ENOUGH', '买家余额不足');
        case '7':
          pay(t);
          return { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'aop.ACQ.SYSTEM_ERROR', sub_msg: '系统繁忙' };
        default:
          pay(t);
          return ok({ ...tradeFields(t), receipt_amount: t.amount, buyer_pay_amount: t.amount, gmt_payment: t.paidAt });
      }
    },
    'alipay.trade.query'(biz) {
      const t = seen(biz.out_trade_no);
      if (!t) return business('ACQ.TRADE_NOT_EXIST', '交易不存在');
      return ok({ ...tradeFields(t), trade_status: t.status, ...(t.paidAt ? { send_pay_date: t.paidAt, receipt_amount: t.amount } : {}) });
    },
    'alipay.trade.close'(biz) {
      const t = seen(biz.out_trade_no);
      if (!t) return business('ACQ.TRADE_NOT_EXIST', '交易不存在');
      if (t.status !== 'WAIT_BUYER_PAY') return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      t.status = 'TRADE_CLOSED';
      return ok({ trade_no: t.tradeNo, out_trade_no: t.payOrderId });
    },
    'alipay.trade.cancel'(biz) {
      const t = trades.get(biz.out_trade_no) ?? newTrade(biz.out_trade_no, { status: 'TRADE_CLOSED' });
      const action = t.status === 'TRADE_SUCCESS' ? 'refund' : 'close';
      if (t.status === 'TRADE_SUCCESS')
        t.refunds.push({
          refundId: `cancel-${t.tradeNo}`,
          amount: yuan(new D(t.amount).minus(refunded(t))),
          reason: '撤销',
          at: chinaNow(),
        });
      t.status = 'TRADE_CLOSED';
      return ok({ trade_no: t.tradeNo, out_trade_no: t.payOrderId, retry_flag: 'N', action });
    },
    'alipay.trade.refund'(biz) {
      const t = seen(biz.out_trade_no);
      if (!t) return business('ACQ.TRADE_NOT_EXIST', '交易不存在');
      if (!t.paidAt) return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      const answer = (fundChange: string) =>
        ok({ ...tradeFields(t), fund_change: fundChange, refund_fee: yuan(refunded(t)), gmt_refund_pay: t.refunds.at(-1)?.at });
      if (t.refunds.some((r) => r.refundId === biz.out_request_no)) return answer('N');
      if (new D(biz.refund_amount).lte(0) || refunded(t).plus(biz.refund_amount).gt(t.amount))
        return business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
      t.refunds.push({ refundId: biz.out_request_no, amount: yuan(biz.refund_amount), reason: biz.refund_reason ?? '', at: chinaNow() });
      if (refunded(t).eq(t.amount)) t.status = 'TRADE_CLOSED';
      return answer('Y');
    },
    'alipay.trade.fastpay.refund.query'(biz) {
      const t = seen(biz.out_trade_no);
      if (!t) return business('ACQ.TRADE_NOT_EXIST', '交易不存在');
      const r = t.refunds.find((x) => x.refundId === biz.out_request_no);
      if (!r) return ok({ out_trade_no: t.payOrderId, trade_no: t.tradeNo });
      return ok({
        trade_no: t.tradeNo,
        out_trade_no: t.payOrderId,
        out_request_no: r.refundId,
        total_amount: t.amount,
        refund_amount: r.amount,
        refund_status: 'REFUND_SUCCESS',
        gmt_refund_pay: r.at,
      });
    },
    'alipay.data.dataservice.bill.downloadurl.query'(biz) {
      if (biz.bill_type !== 'trade' || !/^\d{4}-\d\d-\d\d$/.test(biz.bill_date ?? ''))
        return business('isv.invalid-arguments', '参数不合法');
      return ok({ bill_download_url: `${origin}/downloadBillFile.resource?bizType=trade&userId=${SELLER_ID}&bizDates=${biz.bill_date}` });
    },
  };

  /** The day's trade bill as 支付宝 packs it: a zip of GBK CSV files, the 业务明细 and its 汇总. */
  async function billZip(day: string): Promise<Buffer> {
    const columns =
      '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';
    const row = (
      tradeNo: string,
      id: string,
      kind: string,
      subject: string,
      created: string,
      done: string,
      buyer: string,
      amount: string,
      refundId = '',
    ) =>
      [
        `${tradeNo}\t`,
        `${id}\t`,
        kind,
        subject,
        created,
        done,
        '',
        '',
        '',
        '',
        buyer,
        amount,
        amount,
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '',
        '0.00',
        '0.00',
        refundId ? `${refundId}\t` : '',
        '0.00',
        '0.00',
        '',
      ].join(',');
    const lines: string[] = [];
    for (const t of trades.values()) {
      if (billOmitted.has(t.payOrderId)) continue;
      if (t.paidAt?.startsWith(day))
        lines.push(
          row(
            t.tradeNo,
            t.payOrderId,
            '交易',
            t.subject,
            t.createdAt,
            t.paidAt,
            t.buyer.logonId,
            billOverrides.get(t.payOrderId) ?? t.amount,
          ),
        );
      for (const r of t.refunds.filter((x) => x.at.startsWith(day)))
        lines.push(
          row(t.tradeNo, t.payOrderId, '退款', t.subject, t.createdAt, r.at, t.buyer.logonId, yuan(new D(r.amount).neg()), r.refundId),
        );
    }
    for (const x of billExtras) {
      const refund = x.kind === 'refund';
      lines.push(
        row(
          x.tradeNo ?? newTradeNo(),
          x.payOrderId,
          refund ? '退款' : '交易',
          '',
          `${day} 12:00:00`,
          `${day} 12:00:00`,
          '',
          yuan(refund ? new D(x.amount).neg() : x.amount),
          x.refundId,
        ),
      );
    }
    const compact = day.replace(/-/g, '');
    const name = `${SELLER_ID}0156_${compact}`;
    const detail = [
      '#支付宝业务明细查询',
      `#账号：[${SELLER_ID}0156]`,
      `#起始日期：[${day} 00:00:00]   终止日期：[${day} 23:59:59]`,
      '#-----------------------------------------业务明细列表----------------------------------------',
      columns,
      ...lines,
      '#-----------------------------------------业务明细列表结束------------------------------------',
      `#导出时间：[${chinaNow()}]`,
    ].join('\r\n');
    const summary = [
      '#支付宝业务汇总查询',
      `#账号：[${SELLER_ID}0156]`,
      '#----------------------------------------业务汇总列表-----------------------------------------',
      '门店编号,门店名称,交易订单总笔数,退款订单总笔数,已收入金额（元）,商家实收（元）',
      `合计,,${lines.filter((l) => l.includes(',交易,')).length},${lines.filter((l) => l.includes(',退款,')).length},0.00,0.00`,
      `#导出时间：[${chinaNow()}]`,
    ].join('\r\n');
    const zip = new JSZip();
    zip.file(`${name}_业务明细.csv`, gbk(detail));
    zip.file(`${name}_业务明细(汇总).csv`, gbk(summary));
    return zip.generateAsync({ type: 'nodebuffer' });
  }

  const page = (res: http.ServerResponse, body: string, status = 200) =>
    res
      .writeHead(status, { 'Content-Type': 'text/html;charset=utf-8' })
      .end(`<!doctype html><meta charset="utf-8"><title>支付宝</title>${body}`);
  const cashier = (res: http.ServerResponse, t: Trade) => {
    if (t.status === 'UNSCANNED') t.status = 'WAIT_BUYER_PAY';
    if (t.status !== 'WAIT_BUYER_PAY' || expired(t)) return page(res, '<h1>交易已关闭</h1>');
    page(
      res,
      `<h1>支付宝收银台</h1><p>${t.subject.replace(/[<&"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p><p>￥${t.amount}</p>` +
        `<form method="post" action="/cashier/pay"><input type="hidden" name="out_trade_no" value="${t.payOrderId}"><button>确认付款</button></form>`,
    );
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', origin);
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        const params: Fields = { ...Object.fromEntries(url.searchParams), ...form };
        if (url.pathname === '/gateway.do') {
          const method = params.method ?? '';
          const signed =
            params.app_id === APP_ID &&
            !!params.sign &&
            crypto
              .createVerify('RSA-SHA256')
              .update(signingString(params, ['sign']), 'utf8')
              .verify(appKeys.publicKey, params.sign, 'base64');
          const refusal = signed
            ? undefined
            : {
                code: '40002',
                msg: 'Invalid Arguments',
                ...(params.app_id === APP_ID
                  ? {
                      sub_code: 'isv.invalid-signature',
                      sub_msg: `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${signingString(params, ['sign'])}`,
                    }
                  : { sub_code: 'isv.invalid-app-id', sub_msg: '无效的AppID参数' }),
              };
          const biz = JSON.parse(params.biz_content || '{}') as Record<string, string>;
          if (req.method === 'GET' && method === 'alipay.trade.wap.pay') {
            if (refusal) return page(res, `<h1>支付宝</h1><p>错误代码 ${refusal.sub_code}</p><p>${refusal.sub_msg}</p>`);
            calls.push({ method, biz, params });
            const t =
              trades.get(biz.out_trade_no) ??
              newTrade(biz.out_trade_no, {
                amount: biz.total_amount,
                subject: biz.subject,
                notifyUrl: params.notify_url,
                returnUrl: params.return_url,
                timeExpire: biz.time_expire,
              });
            return cashier(res, t);
          }
          const handler = methods[method];
          if (!refusal) calls.push({ method, biz, params });
          const node = JSON.stringify(
            refusal ??
              (handler
                ? handler(biz, params)
                : { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' }),
          ).replace(/\//g, '\\/');
          const key = `${method.replace(/\./g, '_')}_response`;
          return res
            .writeHead(200, { 'Content-Type': 'text/html;charset=utf-8' })
            .end(`{"${key}":${node},"sign":"${rsa2(alipayKeys.privateKey, node)}"}`);
        }
        if (url.pathname.startsWith('/qr/')) {
          const t = trades.get(qrCodes.get(url.pathname.slice(4)) ?? '');
          return t ? cashier(res, t) : page(res, '<h1>二维码无效</h1>', 404);
        }
        if (url.pathname === '/cashier/pay' && req.method === 'POST') {
          const t = trades.get(params.out_trade_no ?? '');
          if (!t || t.status !== 'WAIT_BUYER_PAY' || expired(t)) return page(res, '<h1>交易已关闭</h1>');
          pay(t);
          if (t.notifyUrl) await notify(t.payOrderId).catch(() => undefined);
          if (!t.returnUrl) return page(res, '<h1>支付成功</h1>');
          const back: Fields = {
            ...tradeFields(t),
            seller_id: SELLER_ID,
            app_id: APP_ID,
            method: 'alipay.trade.wap.pay.return',
            timestamp: chinaNow(),
            charset: 'utf-8',
            version: '1.0',
          };
          back.sign = rsa2(alipayKeys.privateKey, signingString(back, ['sign', 'sign_type']));
          back.sign_type = 'RSA2';
          const to = new URL(t.returnUrl);
          for (const [k, v] of Object.entries(back)) to.searchParams.set(k, v);
          return res.writeHead(302, { Location: to.toString() }).end();
        }
        if (url.pathname === '/downloadBillFile.resource') {
          return res.writeHead(200, { 'Content-Type': 'application/zip' }).end(await billZip(params.bizDates ?? ''));
        }
        page(res, '<h1>404</h1>', 404);
      })().catch((e: Error) => res.writeHead(500).end(e.message));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const tradeOf = (id: string) => {
    const t = trades.get(id);
    if (!t) throw new Error(`没有交易 ${id}`);
    return t;
  };

  return {
    /** The gateway's URL: what ALIPAY_GATEWAY (config.payGateways.alipay) points at. */
    url: `${origin}/gateway.do`,
    /** The merchant account the stand-in knows: PID, app and the keys as 支付宝's key tool shows them (bare base64). */
    account,
    /** Every call the gateway accepted, with its biz_content read. */
    calls,
    close: () => new Promise<void>((done) => server.close(() => done())),
    controls: {
      /** A buyer scans the QR code (or opens the wap page): the trade now exists, waiting for payment. */
      buyerScans(payOrderId: string) {
        const t = tradeOf(payOrderId);
        if (t.status === 'UNSCANNED') t.status = 'WAIT_BUYER_PAY';
      },
      /** A buyer pays a QR/wap trade; 支付宝 posts its notification to the trade's notify_url: the shop's answer. */
      async buyerPays(payOrderId: string, options: { buyer?: string } = {}): Promise<Response> {
        pay(tradeOf(payOrderId), options.buyer);
        return notify(payOrderId);
      },
      /** The buyer confirms a waiting 付款码 payment (code ending in 9) on the phone; notified when a notify_url was given. */
      async buyerConfirms(authCode: string): Promise<Response | undefined> {
        const t = [...trades.values()].find((x) => x.authCode === authCode && x.status === 'WAIT_BUYER_PAY');
        if (!t) throw new Error(`没有等待付款的付款码 ${authCode}`);
        pay(t);
        return t.notifyUrl ? notify(t.payOrderId) : undefined;
      },
      notificationFor,
      /** Sends a trade's notification (again), as it stands, `overrides` applied and signed. */
      notify,
      /** What the stand-in holds of a trade. */
      trade: (payOrderId: string) => {
        const t = tradeOf(payOrderId);
        return {
          status: t.status,
          tradeNo: t.tradeNo,
          amount: t.amount,
          refunded: yuan(refunded(t)),
          refunds: [...t.refunds],
          paidAt: t.paidAt,
        };
      },
      /** The bill shows this amount for the payment instead of its own. */
      billAmountOverride: (payOrderId: string, amount: string) => void billOverrides.set(payOrderId, amount),
      /** The bill leaves the payment and its refunds out. */
      billOmit: (payOrderId: string) => void billOmitted.add(payOrderId),
      /** The bill holds a line the shop knows nothing of. */
      billExtra: (line: PlantedBillLine) => void billExtras.push(line),
      /** The day's bill zip, as its download URL serves it. */
      billZip,
    },
  };
}
