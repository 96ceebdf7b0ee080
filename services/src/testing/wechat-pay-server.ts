import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PayAccount } from '../shop';

/** A payment as the stand-in holds it, in WeChat's own words (fen, trade_state …). */
export interface WechatStandInOrder {
  appid: string;
  mchid: string;
  out_trade_no: string;
  description: string;
  total: number;
  trade_type: 'NATIVE' | 'JSAPI' | 'MWEB' | 'MICROPAY';
  trade_state: 'NOTPAY' | 'USERPAYING' | 'SUCCESS' | 'REFUND' | 'CLOSED' | 'REVOKED' | 'PAYERROR';
  notify_url?: string;
  auth_code?: string;
  transaction_id?: string;
  openid?: string;
  success_time?: string;
}

export interface WechatStandInRefund {
  out_trade_no: string;
  out_refund_no: string;
  refund_id: string;
  refund: number;
  total: number;
  status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED';
  notify_url?: string;
  create_time: string;
  success_time?: string;
}

/** What a test may change of a notification the stand-in builds, to forge, tamper with or replay one. */
export interface NotificationOverrides {
  /** A REFUND.* notification for this refund instead of the payment's TRANSACTION.SUCCESS. */
  refundId?: string;
  /** Fields laid over the sealed resource (say `amount: { total: 1 }` for a wrong amount). */
  resource?: Record<string, unknown>;
  /** Seconds since 1970 (default now). */
  timestamp?: number;
  serial?: string;
  /** A private key (PEM) signing it instead of the platform's. */
  signingKey?: string;
  /** The body sent instead of the signed one (tampered after signing). */
  tamperedBody?: string;
}

const chinaTime = (at = new Date()) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19) + '+08:00';
const digits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(10)).join('');
const yuan = (fen: number) => (fen / 100).toFixed(2);
const keyPair = () =>
  crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** The 交易账单's columns, as WeChat names them. */
const BILL_COLUMNS =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注'.split(
    ',',
  );

/**
 * A stand-in for 微信支付's APIv3 on this machine, with a merchant account of keys made for the test: it checks every
 * call's Authorization signature with the merchant's public key (401 SIGN_ERROR otherwise), keeps the payments and
 * refunds asked of it, signs every answer with its platform key, and sends notifications sealed with the APIv3 key
 * as WeChat does. 付款码: a code ending in 9 is "用户支付中" until `buyerConfirms`, one ending in 8 has too little money.
 */
export async function wechatPayServer() {
  const merchant = keyPair();
  const platform = keyPair();
  const account: PayAccount = {
    merchantId: '1900000109',
    appId: 'wx8888888888888888',
    values: {
      privateKey: merchant.privateKey,
      certSerialNo: crypto.randomBytes(20).toString('hex').toUpperCase(),
      apiV3Key: crypto.randomBytes(16).toString('hex'),
      platformPublicKeyId: `PUB_KEY_ID_0119000001${digits(22)}`,
      platformPublicKey: platform.publicKey,
    },
  };
  const orders = new Map<string, WechatStandInOrder>();
  const refunds = new Map<string, WechatStandInRefund>();
  const calls: { method: string; path: string; body: any }[] = [];
  const plantedRows = new Map<string, Record<string, string>[]>();
  const alteredAmounts = new Map<string, string>();
  let refundStatus: 'SUCCESS' | 'PROCESSING' = 'SUCCESS';
  let garbledDownloads = false;

  const sign = (message: string, key = platform.privateKey) => crypto.createSign('RSA-SHA256').update(message).sign(key, 'base64');
  const signedHeaders = (body: string, o: { timestamp?: number; serial?: string; signingKey?: string } = {}) => {
    const timestamp = String(o.timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = crypto.randomBytes(16).toString('hex');
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': sign(`${timestamp}\n${nonce}\n${body}\n`, o.signingKey),
      'Wechatpay-Serial': o.serial ?? account.values.platformPublicKeyId,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
  };

  const authorized = (req: http.IncomingMessage, body: string) => {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(req.headers.authorization ?? '');
    if (!m) return false;
    const a = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    if (a.mchid !== account.merchantId || a.serial_no !== account.values.certSerialNo) return false;
    const message = `${req.method}\n${req.url}\n${a.timestamp}\n${a.nonce_str}\n${body}\n`;
    return crypto
      .createVerify('RSA-SHA256')
      .update(message)
      .verify(merchant.publicKey, a.signature ?? '', 'base64');
  };

  const transaction = (o: WechatStandInOrder) => ({
    appid: o.appid,
    mchid: o.mchid,
    out_trade_no: o.out_trade_no,
    transaction_id: o.transaction_id,
    trade_type: o.trade_type,
    trade_state: o.trade_state,
    trade_state_desc: {
      SUCCESS: '支付成功',
      REFUND: '转入退款',
      NOTPAY: '未支付',
      USERPAYING: '用户支付中',
      CLOSED: '已关闭',
      REVOKED: '已撤销',
      PAYERROR: '支付失败',
    }[o.trade_state],
    bank_type: o.trade_state === 'SUCCESS' || o.trade_state === 'REFUND' ? 'OTHERS' : undefined,
    success_time: o.success_time,
    payer: o.openid ? { openid: o.openid } : {},
    amount: { total: o.total, payer_total: o.total, currency: 'CNY', payer_currency: 'CNY' },
  });
  const refundAnswer = (r: WechatStandInRefund) => ({
    refund_id: r.refund_id,
    out_refund_no: r.out_refund_no,
    transaction_id: orders.get(r.out_trade_no)?.transaction_id,
    out_trade_no: r.out_trade_no,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    success_time: r.success_time,
    create_time: r.create_time,
    status: r.status,
    funds_account: 'AVAILABLE',
    amount: { total: r.total, refund: r.refund, payer_total: r.total, payer_refund: r.refund, currency: 'CNY' },
  });
  const pay = (o: WechatStandInOrder, openid = `o-${crypto.randomBytes(8).toString('hex')}`) => {
    Object.assign(o, { trade_state: 'SUCCESS', transaction_id: `4200${digits(24)}`, openid, success_time: chinaTime() });
  };

  /** The 交易账单 of a day, as WeChat writes it: every value behind a backtick. */
  const billOf = (day: string) => {
    const rows: Record<string, string>[] = [];
    for (const o of orders.values())
      if (o.success_time?.startsWith(day))
        rows.push({
          交易时间: o.success_time.slice(0, 19).replace('T', ' '),
          公众账号ID: o.appid,
          商户号: o.mchid,
          微信订单号: o.transaction_id!,
          商户订单号: o.out_trade_no,
          用户标识: o.openid!,
          交易类型: o.trade_type,
          交易状态: 'SUCCESS',
          应结订单金额: alteredAmounts.get(o.out_trade_no) ?? yuan(o.total),
          商品名称: o.description,
          订单金额: alteredAmounts.get(o.out_trade_no) ?? yuan(o.total),
        });
    for (const r of refunds.values())
      if (r.status === 'SUCCESS' && r.success_time?.startsWith(day)) {
        const o = orders.get(r.out_trade_no)!;
        rows.push({
          交易时间: r.success_time.slice(0, 19).replace('T', ' '),
          公众账号ID: o.appid,
          商户号: o.mchid,
          微信订单号: o.transaction_id!,
          商户订单号: o.out_trade_no,
          用户标识: o.openid!,
          交易类型: o.trade_type,
          交易状态: 'REFUND',
          应结订单金额: '0.00',
          微信退款单号: r.refund_id,
          商户退款单号: r.out_refund_no,
          退款金额: alteredAmounts.get(r.out_refund_no) ?? yuan(r.refund),
          退款类型: 'ORIGINAL',
          退款状态: 'SUCCESS',
          商品名称: o.description,
          订单金额: '0.00',
          申请退款金额: alteredAmounts.get(r.out_refund_no) ?? yuan(r.refund),
        });
      }
    rows.push(...(plantedRows.get(day) ?? []));
    if (!rows.length) return null;
    const sum = (column: string) => yuan(rows.reduce((s, r) => s + Math.round(Number(r[column] ?? 0) * 100), 0));
    const line = (values: string[]) => values.map((v) => '`' + v).join(',');
    return [
      BILL_COLUMNS.join(','),
      ...rows.map((r) => line(BILL_COLUMNS.map((c) => r[c] ?? (/金额|手续费/.test(c) ? '0.00' : '')))),
      '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
      line([String(rows.length), sum('应结订单金额'), sum('退款金额'), '0.00', '0.00000', sum('订单金额'), sum('申请退款金额')]),
      '',
    ].join('\r\n');
  };

  type Answer = [status: number, body?: object | string];
  const refusal = (status: number, code: string, message: string): Answer => [status, { code, message }];

  function route(method: string, url: URL, p: any): Answer {
    const path = url.pathname;
    const place = /^\/v3\/pay\/transactions\/(native|jsapi|h5)$/.exec(path);
    if (method === 'POST' && place) {
      if (p.appid !== account.appId || p.mchid !== account.merchantId) return refusal(400, 'PARAM_ERROR', 'appid和mch_id不匹配');
      if (!(p.amount?.total > 0)) return refusal(400, 'PARAM_ERROR', '订单金额必须大于0');
      if (place[1] === 'jsapi' && !p.payer?.openid)
        return refusal(400, 'PARAM_ERROR', '输入源“/body/payer/openid”映射到字段“用户标识”必填性规则校验失败，此字段为必填项');
      const held = orders.get(p.out_trade_no);
      if (held && held.trade_state !== 'NOTPAY')
        return held.trade_state === 'CLOSED' ? refusal(400, 'ORDER_CLOSED', '订单已关闭') : refusal(400, 'ORDERPAID', '该订单已支付');
      const tradeType = ({ native: 'NATIVE', jsapi: 'JSAPI', h5: 'MWEB' } as const)[place[1] as 'native'];
      orders.set(p.out_trade_no, {
        appid: p.appid,
        mchid: p.mchid,
        out_trade_no: p.out_trade_no,
        description: p.description,
        total: p.amount.total,
        trade_type: tradeType,
        trade_state: 'NOTPAY',
        notify_url: p.notify_url,
      });
      const prepay = `wx${digits(14)}${crypto.randomBytes(8).toString('hex')}`;
      if (place[1] === 'native') return [200, { code_url: `weixin://wxpay/bizpayurl?pr=${prepay.slice(-7)}` }];
      if (place[1] === 'jsapi') return [200, { prepay_id: prepay }];
      return [200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepay}&package=${digits(10)}` }];
    }
    if (method === 'POST' && path === '/v3/pay/transactions/codepay') {
      const code: string = p.payer?.auth_code ?? '';
      if (p.appid !== account.appId || p.mchid !== account.merchantId) return refusal(400, 'PARAM_ERROR', 'appid和mch_id不匹配');
      if (!/^1[0-5]\d{16}$/.test(code)) return refusal(400, 'PARAM_ERROR', '付款码无效，请重新扫码');
      if (code.endsWith('8')) return refusal(403, 'NOT_ENOUGH', '用户的零钱余额不足，请提示用户更换付款方式');
      const o: WechatStandInOrder = {
        appid: p.appid,
        mchid: p.mchid,
        out_trade_no: p.out_trade_no,
        description: p.description,
        total: p.amount.total,
        trade_type: 'MICROPAY',
        trade_state: 'USERPAYING',
        auth_code: code,
      };
      orders.set(o.out_trade_no, o);
      if (code.endsWith('9')) return refusal(202, 'USERPAYING', '用户支付中，需要输入密码');
      pay(o);
      return [200, transaction(o)];
    }
    const byOrder = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(?:\/(close|reverse))?$/.exec(path);
    if (byOrder) {
      const o = orders.get(decodeURIComponent(byOrder[1]));
      const mchid = method === 'GET' ? url.searchParams.get('mchid') : p.mchid;
      if (mchid !== account.merchantId) return refusal(400, 'PARAM_ERROR', '商户号不正确');
      if (!o) return refusal(404, 'ORDER_NOT_EXIST', '订单不存在');
      if (method === 'GET' && !byOrder[2]) return [200, transaction(o)];
      if (method === 'POST' && byOrder[2] === 'close') {
        if (o.trade_state === 'SUCCESS' || o.trade_state === 'REFUND') return refusal(400, 'ORDERPAID', '订单已支付');
        o.trade_state = 'CLOSED';
        return [204];
      }
      if (method === 'POST' && byOrder[2] === 'reverse') {
        if (o.trade_type !== 'MICROPAY') return refusal(400, 'INVALID_REQUEST', '非付款码支付订单不可撤销');
        o.trade_state = 'REVOKED';
        return [200, { appid: o.appid, mchid: o.mchid, out_trade_no: o.out_trade_no }];
      }
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const held = refunds.get(p.out_refund_no);
      if (held) return [200, refundAnswer(held)];
      const o = orders.get(p.out_trade_no);
      if (!o || (o.trade_state !== 'SUCCESS' && o.trade_state !== 'REFUND')) return refusal(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
      if (p.amount?.total !== o.total) return refusal(400, 'INVALID_REQUEST', '订单金额或退款金额与之前请求不一致，请核实后再试');
      const refunded = [...refunds.values()].filter((r) => r.out_trade_no === o.out_trade_no && r.status !== 'CLOSED');
      if (!(p.amount.refund > 0) || refunded.reduce((s, r) => s + r.refund, p.amount.refund) > o.total)
        return refusal(403, 'NOT_ENOUGH', '订单可退金额不足');
      const r: WechatStandInRefund = {
        out_trade_no: o.out_trade_no,
        out_refund_no: p.out_refund_no,
        refund_id: `5030${digits(25)}`,
        refund: p.amount.refund,
        total: o.total,
        status: refundStatus,
        notify_url: p.notify_url,
        create_time: chinaTime(),
        success_time: refundStatus === 'SUCCESS' ? chinaTime() : undefined,
      };
      refunds.set(r.out_refund_no, r);
      o.trade_state = 'REFUND';
      return [200, refundAnswer(r)];
    }
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundQuery) {
      const r = refunds.get(decodeURIComponent(refundQuery[1]));
      return r ? [200, refundAnswer(r)] : refusal(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    }
    if (method === 'GET' && path === '/v3/bill/tradebill') {
      const day = url.searchParams.get('bill_date') ?? '';
      const bill = billOf(day);
      if (!bill) return refusal(400, 'NO_STATEMENT_EXIST', '账单文件不存在');
      return [
        200,
        {
          hash_type: 'SHA1',
          hash_value: crypto.createHash('sha1').update(bill).digest('hex'),
          download_url: `${baseUrl}/v3/billdownload/file?token=${day}`,
        },
      ];
    }
    if (method === 'GET' && path === '/v3/billdownload/file') {
      const bill = billOf(url.searchParams.get('token') ?? '') ?? '';
      return [200, garbledDownloads ? `${bill}\n` : bill];
    }
    return refusal(404, 'NOT_FOUND', '请求的资源不存在');
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', baseUrl);
      let answer: Answer;
      if (!authorized(req, raw)) answer = refusal(401, 'SIGN_ERROR', '错误的签名，验签失败');
      else {
        let body: any = {};
        try {
          body = raw ? JSON.parse(raw) : {};
        } catch {
          body = null;
        }
        calls.push({ method: req.method!, path: req.url!, body });
        answer = body === null ? refusal(400, 'PARAM_ERROR', '请求体不是合法的JSON') : route(req.method!, url, body);
      }
      const [status, content] = answer;
      // The bill file comes unsigned: its SHA1 in the signed tradebill answer vouches for it.
      if (typeof content === 'string') return res.writeHead(status, { 'Content-Type': 'application/octet-stream' }).end(content);
      const text = content ? JSON.stringify(content) : '';
      res
        .writeHead(status, {
          ...(text ? { 'Content-Type': 'application/json' } : {}),
          'Request-ID': crypto.randomUUID(),
          ...signedHeaders(text),
        })
        .end(text);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A notification as WeChat sends it: the resource sealed with the APIv3 key, the body signed by the platform. */
  const notificationFor = (payOrderId: string, o: NotificationOverrides = {}) => {
    const order = orders.get(payOrderId);
    if (!order) throw new Error(`no order ${payOrderId}`);
    const r = o.refundId ? refunds.get(o.refundId) : undefined;
    if (o.refundId && !r) throw new Error(`no refund ${o.refundId}`);
    const content = r
      ? {
          mchid: order.mchid,
          out_trade_no: r.out_trade_no,
          transaction_id: order.transaction_id,
          out_refund_no: r.out_refund_no,
          refund_id: r.refund_id,
          refund_status: r.status,
          success_time: r.success_time,
          user_received_account: '支付用户零钱',
          amount: { total: r.total, refund: r.refund, payer_total: r.total, payer_refund: r.refund },
        }
      : transaction(order);
    const associated = r ? 'refund' : 'transaction';
    const nonce = crypto.randomBytes(6).toString('hex');
    const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(account.values.apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(associated));
    const sealed = Buffer.concat([cipher.update(JSON.stringify({ ...content, ...o.resource })), cipher.final(), cipher.getAuthTag()]);
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: chinaTime(),
      resource_type: 'encrypt-resource',
      event_type: r ? `REFUND.${r.status}` : 'TRANSACTION.SUCCESS',
      summary: r ? '退款成功' : '支付成功',
      resource: {
        original_type: associated,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed.toString('base64'),
        associated_data: associated,
        nonce,
      },
    });
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...signedHeaders(body, o) };
    return { headers, body: Buffer.from(o.tamperedBody ?? body) };
  };
  const send = (notifyUrl: string | undefined, n: { headers: Record<string, string>; body: Buffer }) => {
    if (!notifyUrl) throw new Error('no notify_url to send to');
    return fetch(notifyUrl, { method: 'POST', headers: n.headers, body: new Uint8Array(n.body) });
  };

  return {
    url: baseUrl,
    env: { WECHATPAY_URL: baseUrl },
    account,
    orders,
    refunds,
    /** The calls it took (their signature checked), in order. */
    calls,
    /** The buyer pays a payment asked by QR, H5 or JSAPI: it is paid, and WeChat tells the notify_url. */
    buyerPays(payOrderId: string, o: { openid?: string } = {}) {
      const order = orders.get(payOrderId);
      if (!order || order.trade_state !== 'NOTPAY') throw new Error(`${payOrderId} cannot be paid`);
      pay(order, o.openid);
      return send(order.notify_url, notificationFor(payOrderId));
    },
    /** The buyer enters their password for a 付款码 payment that was "用户支付中". */
    buyerConfirms(authCode: string) {
      const order = [...orders.values()].find((o) => o.auth_code === authCode && o.trade_state === 'USERPAYING');
      if (!order) throw new Error(`no payment waiting for ${authCode}`);
      pay(order);
    },
    notificationFor,
    /** Refunds asked from now on answer PROCESSING (or SUCCESS again) until `refundSettles`. */
    refundsWillBe(status: 'SUCCESS' | 'PROCESSING') {
      refundStatus = status;
    },
    /** A PROCESSING refund ends (SUCCESS, ABNORMAL or CLOSED), and WeChat tells its notify_url. */
    refundSettles(refundId: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' = 'SUCCESS') {
      const r = refunds.get(refundId);
      if (!r) throw new Error(`no refund ${refundId}`);
      Object.assign(r, { status, success_time: status === 'SUCCESS' ? chinaTime() : undefined });
      return send(r.notify_url, notificationFor(r.out_trade_no, { refundId }));
    },
    /** A row in a day's bill that no payment of ours explains (values by column name, e.g. 商户订单号, 订单金额). */
    plantBillRow(day: string, row: Record<string, string>) {
      plantedRows.set(day, [...(plantedRows.get(day) ?? []), row]);
    },
    /** The bill shows another amount (yuan) for a payment or refund (by our id) than was paid. */
    alterBillAmount(payOrderOrRefundId: string, amount: string) {
      alteredAmounts.set(payOrderOrRefundId, amount);
    },
    /** Bill files come altered on the way: they no longer match the hash the tradebill answer gave. */
    garbleBillDownloads() {
      garbledDownloads = true;
    },
    close: () => new Promise((done) => server.close(done)),
  };
}
