/**
 * The first operator (and every other) is made here, on the server, never by a call (README, 运营后台):
 *   OPERATOR_PASSWORD=… npm run operator:create -- <登录账号> [--name <姓名>]
 * Without OPERATOR_PASSWORD the password is asked for (not echoed). It prints the TOTP secret and its otpauth://
 * address, once: the operator adds it to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password …).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '@jxc/infra';
import { openInfrastructure } from '../bootstrap';
import { createOperator } from './operator.service';

const USAGE = '用法: OPERATOR_PASSWORD=<密码> npm run operator:create -- <登录账号> [--name <姓名>]';
const LOGIN_NAME = /^[A-Za-z0-9_.@-]{3,30}$/;
const MIN_PASSWORD = 10;

/** Reads a line from the terminal without showing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!process.stdin.isTTY) return reject(new Error('没有终端可以输入密码：请用 OPERATOR_PASSWORD 给出'));
    process.stdout.write(question);
    process.stdin.setRawMode(true);
    process.stdin.resume();
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\u0003') process.exit(130);
        if (ch === '\r' || ch === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(typed);
        }
        typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
      }
    };
    process.stdin.on('data', onData);
  });
}

async function run(loginName: string, operatorName: string | undefined) {
  if (!LOGIN_NAME.test(loginName)) throw new Error(`登录账号应为3到30位字母、数字或 _ . @ -\n${USAGE}`);
  const password = process.env.OPERATOR_PASSWORD || (await askHidden('密码: '));
  if (password.length < MIN_PASSWORD) throw new Error(`密码至少${MIN_PASSWORD}位`);
  if (!process.env.OPERATOR_PASSWORD && password !== (await askHidden('再输一次: '))) throw new Error('两次输入的密码不一致');
  const infra = await openInfrastructure({ ...loadConfig(), role: 'api' });
  try {
    const op = await createOperator(infra, { loginName, operatorName, password });
    console.log(`已创建运营账号 ${op.loginName}（${op.operatorName}）`);
    console.log(`动态码密钥（只显示这一次，请存入身份验证器）: ${op.totpSecret}`);
    console.log(`或扫描/导入此地址: ${op.totpUri}`);
    console.log('登录: 打开 /console/login，输入账号、密码和身份验证器上的6位动态码');
  } finally {
    await infra.close();
  }
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { name: { type: 'string' } } });
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}
void run(positionals[0], values.name).then(
  () => process.exit(0),
  (e: Error) => {
    console.error(e.message);
    process.exit(1);
  },
);
