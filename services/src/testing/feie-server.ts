import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The developer account the tests' stand-in for 飞鹅云 knows. */
const FEIE_ACCOUNT = { user: 'dev@jxc.example', ukey: 'UKEY-for-tests' };

/**
 * A stand-in for 飞鹅云's open API on this machine: checks each call's signature, records it and answers as 飞鹅云
 * does (a device key WRONGKEY is refused). `env` points an app at it.
 */
export async function feieServer() {
  const calls: Record<string, string>[] = [];
  let order = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const p = Object.fromEntries(new URLSearchParams(raw));
      const answer = (body: object) =>
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ serverExecutedTime: 1, ...body }));
      if (
        p.user !== FEIE_ACCOUNT.user ||
        p.sig !==
          crypto
            .createHash('sha1')
            .update(FEIE_ACCOUNT.user + FEIE_ACCOUNT.ukey + p.stime)
            .digest('hex')
      )
        return answer({ ret: -2, msg: '参数错误 : 签名验证失败.' });
      calls.push(p);
      switch (p.apiname) {
        case 'Open_printerAddlist':
          return answer(
            p.printerContent.split('#')[1] === 'WRONGKEY'
              ? { ret: 0, msg: 'ok', data: { ok: [], no: [`${p.printerContent}（错误：识别码不正确）`] } }
              : { ret: 0, msg: 'ok', data: { ok: [p.printerContent], no: [] } },
          );
        case 'Open_printMsg':
          return answer({ ret: 0, msg: 'ok', data: `${p.sn}_${++order}` });
        case 'Open_printerDelList':
          return answer({ ret: 0, msg: 'ok', data: { ok: [p.snlist], no: [] } });
        case 'Open_queryPrinterStatus':
          return answer({ ret: 0, msg: 'ok', data: '在线，工作状态正常。' });
        default:
          return answer({ ret: 1001, msg: '参数错误 : 接口名称不正确.' });
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/Api/Open/`;
  return {
    calls,
    url,
    env: { FEIE_USER: FEIE_ACCOUNT.user, FEIE_UKEY: FEIE_ACCOUNT.ukey, FEIE_URL: url },
    close: () => new Promise((done) => server.close(done)),
  };
}
