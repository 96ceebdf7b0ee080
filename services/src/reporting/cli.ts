/**
 * The analysts' database logins (README, 给分析师):
 *   npm run reporting:grant -- --company <公司ID或名称> --login <登录名> [--password <密码>]
 *   npm run reporting:revoke -- --login <登录名>
 *   npm run reporting:list
 */
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { loadConfig, migrate, openDatabase } from '@jxc/infra';
import { grantReportingLogin, listReportingLogins, ReportingLoginError, revokeReportingLogin } from './reporting-logins';

const USAGE =
  '用法: npm run reporting:grant -- --company <公司ID或名称> --login <登录名> [--password <密码>] | reporting:revoke -- --login <登录名> | reporting:list';

/** Where a BI tool connects: the database's address without the application's credentials. */
function address(url: string, login: string): string {
  const u = new URL(url);
  return `host=${u.hostname} port=${u.port || 5432} dbname=${u.pathname.slice(1)} user=${login}`;
}

async function run(pool: Pool, url: string, command: string, opts: { company?: string; login?: string; password?: string }) {
  if (command === 'list') {
    const logins = await listReportingLogins(pool);
    for (const l of logins) console.log(`${l.login}\t${l.companyName}\t${l.companyId}\t创建于 ${l.createdAt.toISOString()}`);
    console.log(`共 ${logins.length} 个报表登录`);
    return;
  }
  if (!opts.login || (command === 'grant' && !opts.company)) throw new ReportingLoginError(USAGE);
  if (command === 'revoke') {
    const gone = await revokeReportingLogin(pool, opts.login);
    console.log(`已收回报表登录 ${gone.login}（${gone.companyName}），它的连接已断开`);
    return;
  }
  const granted = await grantReportingLogin(pool, { company: opts.company!, login: opts.login, password: opts.password });
  console.log(
    `${granted.created ? '已创建' : '已重设密码：'}报表登录 ${granted.login}，只读公司“${granted.companyName}”（${granted.companyId}）的 reporting 视图`,
  );
  console.log(`连接: ${address(url, granted.login)}`);
  if (!opts.password) console.log(`密码（只显示这一次）: ${granted.password}`);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { company: { type: 'string' }, login: { type: 'string' }, password: { type: 'string' } },
});
const command = positionals[0] ?? '';
if (!['grant', 'revoke', 'list'].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}
(async () => {
  const db = await openDatabase(loadConfig());
  const pool = new Pool({ connectionString: db.url, max: 2 });
  try {
    await migrate(pool);
    await run(pool, db.url, command, values);
  } finally {
    await pool.end();
    await db.stop();
  }
})().catch((e) => {
  console.error(e instanceof ReportingLoginError ? e.message : e);
  process.exit(e instanceof ReportingLoginError ? 2 : 1);
});
