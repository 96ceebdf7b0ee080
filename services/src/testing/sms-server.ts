import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A text message the stand-in accepted: to whom, the code (the template's one parameter), its template, and what the sender tagged it with. */
export interface SentSms {
  phone: string;
  code: string;
  signName: string;
  template: string;
  /** Aliyun's OutId, Tencent's SessionContext: the purpose of the code. */
  tag: string;
}

export interface SmsStandIn {
  url: string;
  /** The settings that point an app at the stand-in (loadConfig's SMS_*). */
  env: Record<string, string>;
  sent: SentSms[];
  /** Refuses the next message as the provider refuses one it will not deliver (a daily limit), with this message. */
  failNext(message: string): void;
  close(): Promise<void>;
}

const SIGN_NAME = '云进销存';
const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 as Aliyun's canonical query string encodes (encodeURIComponent plus !'()*). */
const acsEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A stand-in for Aliyun 短信服务 (dysmsapi 2017-05-25, SendSms) on this machine: checks the ACS3-HMAC-SHA256 signature
 * the official SDK sends (canonical request of method, path, sorted query, the signed headers and the body's hash)
 * against a key pair made here, the sign name and template, and answers as Aliyun does.
 */
export async function aliyunSmsServer(): Promise<SmsStandIn> {
  const key = { id: `LTAI${crypto.randomBytes(8).toString('hex')}`, secret: crypto.randomBytes(15).toString('base64url') };
  const template = 'SMS_480215037';
  const statementTemplate = 'SMS_480215038';
  const sent: SentSms[] = [];
  let failure: string | undefined;
  const server = await listen((req, body, answer) => {
    const requestId = crypto.randomUUID().toUpperCase();
    const refuse = (status: number, code: string, message: string) =>
      answer(status, { RequestId: requestId, Code: code, Message: message });
    const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(
      String(req.headers.authorization),
    );
    if (!auth) return refuse(400, 'MissingAuthorization', 'Authorization is mandatory for this action.');
    if (auth[1] !== key.id) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    const url = new URL(req.url!, 'http://stand-in');
    const query = [...url.searchParams.keys()]
      .sort()
      .map((k) => `${acsEncode(k)}=${acsEncode(url.searchParams.get(k)!)}`)
      .join('&');
    const signed = auth[2].split(';');
    const headers = signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('');
    const payload = sha256(body);
    const canonical = [req.method, url.pathname, query, headers, signed.join(';'), payload].join('\n');
    const signature = hmac(key.secret, `ACS3-HMAC-SHA256\n${sha256(canonical)}`).toString('hex');
    if (
      !['host', 'x-acs-action', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version', 'x-acs-content-sha256'].every((h) =>
        signed.includes(h),
      ) ||
      req.headers['x-acs-content-sha256'] !== payload ||
      signature !== auth[3]
    )
      return refuse(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.');
    if (req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25')
      return refuse(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    const p = Object.fromEntries(url.searchParams);
    const ok = (extra: object) => answer(200, { RequestId: requestId, ...extra });
    if (p.SignName !== SIGN_NAME) return ok({ Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '该账号下找不到对应签名' });
    if (p.TemplateCode !== template && p.TemplateCode !== statementTemplate)
      return ok({ Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '该账号下找不到对应模板' });
    if (!/^1[2-9]\d{9}$/.test(p.PhoneNumbers ?? '')) return ok({ Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '手机号码格式错误' });
    if (failure) {
      const message = failure;
      failure = undefined;
      return ok({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: message });
    }
    sent.push({
      phone: p.PhoneNumbers,
      code: JSON.parse(p.TemplateParam).code,
      signName: p.SignName,
      template: p.TemplateCode,
      tag: p.OutId ?? '',
    });
    return ok({ Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  });
  return {
    url: server.url,
    env: {
      SMS_PROVIDER: 'aliyun',
      SMS_ACCESS_KEY_ID: key.id,
      SMS_ACCESS_KEY_SECRET: key.secret,
      SMS_SIGN_NAME: SIGN_NAME,
      SMS_TEMPLATE: template,
      SMS_STATEMENT_TEMPLATE: statementTemplate,
      SMS_ENDPOINT: server.url,
    },
    sent,
    failNext: (message) => void (failure = message),
    close: server.close,
  };
}

/**
 * A stand-in for Tencent Cloud SMS (API 2021-01-11, SendSms) on this machine: checks the TC3-HMAC-SHA256 signature
 * the official SDK sends (the date, service and tc3_request key chain over the canonical request of the JSON body;
 * the credential's service must be the host's first label, as Tencent's must name the product's domain; a
 * timestamp more than 5 minutes off is expired) against a key pair made here, the SDK app, sign name and template,
 * and answers as Tencent does, in a `Response`.
 */
export async function tencentSmsServer(): Promise<SmsStandIn> {
  const key = { id: `AKID${crypto.randomBytes(16).toString('hex')}`, secret: crypto.randomBytes(16).toString('hex') };
  const sdkAppId = '1400' + String(crypto.randomInt(100000, 999999));
  const template = '2198765';
  const statementTemplate = '2198766';
  const sent: SentSms[] = [];
  let failure: string | undefined;
  const server = await listen((req, body, answer) => {
    const requestId = crypto.randomUUID();
    const respond = (response: object) => answer(200, { Response: { ...response, RequestId: requestId } });
    const refuse = (code: string, message: string) => respond({ Error: { Code: code, Message: message } });
    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(
        String(req.headers.authorization),
      );
    if (!auth) return refuse('AuthFailure.InvalidAuthorization', 'Authorization is invalid.');
    const [, secretId, date, service, signedHeaders, signature] = auth;
    if (secretId !== key.id)
      return refuse('AuthFailure.SecretIdNotFound', 'The SecretId is not found, please ensure that your SecretId is correct.');
    const timestamp = Number(req.headers['x-tc-timestamp']);
    if (!(Math.abs(Date.now() / 1000 - timestamp) <= 300))
      return refuse('AuthFailure.SignatureExpire', 'Signature expired. Timestamp and server time cannot differ by more than 5 minutes.');
    const host = String(req.headers.host).split(':')[0];
    const signed = signedHeaders.split(';');
    const canonical = [
      req.method,
      new URL(req.url!, 'http://stand-in').pathname,
      '',
      signed.map((h) => `${h}:${h === 'host' ? host : String(req.headers[h] ?? '')}\n`).join(''),
      signedHeaders,
      sha256(body),
    ].join('\n');
    const kDate = hmac(`TC3${key.secret}`, date);
    const kSigning = hmac(hmac(kDate, service), 'tc3_request');
    const expected = hmac(kSigning, `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256(canonical)}`).toString('hex');
    if (
      !signed.includes('content-type') ||
      !signed.includes('host') ||
      service !== host.split('.')[0] ||
      date !== new Date(timestamp * 1000).toISOString().slice(0, 10) ||
      expected !== signature
    )
      return refuse(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated. Please check your signature is correct.',
      );
    if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11')
      return refuse('InvalidAction', `The action \`${String(req.headers['x-tc-action'])}\` is not found.`);
    const p = JSON.parse(body.toString('utf8'));
    if (p.SmsSdkAppId !== sdkAppId) return refuse('FailedOperation.SmsSdkAppIdVerifyFail', 'SdkAppId 校验失败，请检查 SdkAppId 是否正确。');
    if (p.SignName !== SIGN_NAME) return refuse('FailedOperation.SignatureIncorrectOrUnapproved', '签名未审批或格式错误。');
    if (p.TemplateId !== template && p.TemplateId !== statementTemplate)
      return refuse('FailedOperation.TemplateIncorrectOrUnapproved', '模板未审批或内容不匹配。');
    const phone: string = p.PhoneNumberSet?.[0] ?? '';
    const status = (code: string, message: string) => [
      {
        SerialNo: `2645:${requestId}`,
        PhoneNumber: phone,
        Fee: code === 'Ok' ? 1 : 0,
        SessionContext: p.SessionContext ?? '',
        Code: code,
        Message: message,
        IsoCode: 'CN',
      },
    ];
    if (!/^\+861[2-9]\d{9}$/.test(phone))
      return respond({ SendStatusSet: status('InvalidParameterValue.IncorrectPhoneNumber', '手机号格式错误。') });
    if (failure) {
      const message = failure;
      failure = undefined;
      return respond({ SendStatusSet: status('LimitExceeded.PhoneNumberDailyLimit', message) });
    }
    sent.push({
      phone: phone.slice(3),
      code: p.TemplateParamSet?.[0],
      signName: p.SignName,
      template: p.TemplateId,
      tag: p.SessionContext ?? '',
    });
    return respond({ SendStatusSet: status('Ok', 'send success') });
  });
  return {
    url: server.url,
    env: {
      SMS_PROVIDER: 'tencent',
      SMS_ACCESS_KEY_ID: key.id,
      SMS_ACCESS_KEY_SECRET: key.secret,
      SMS_SIGN_NAME: SIGN_NAME,
      SMS_TEMPLATE: template,
      SMS_STATEMENT_TEMPLATE: statementTemplate,
      SMS_SDK_APP_ID: sdkAppId,
      SMS_REGION: 'ap-guangzhou',
      SMS_ENDPOINT: server.url,
    },
    sent,
    failNext: (message) => void (failure = message),
    close: server.close,
  };
}

type Handler = (req: http.IncomingMessage, body: Buffer, answer: (status: number, body: object) => void) => void;

async function listen(handle: Handler) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () =>
      handle(req, Buffer.concat(chunks), (status, body) =>
        res.writeHead(status, { 'Content-Type': 'application/json;charset=utf-8' }).end(JSON.stringify(body)),
      ),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
