import { DOC_TYPE_NAMES } from '../../contracts';
import { dec } from '../../shared/decimal';
import type { StatementState } from './statement';

/** What a statement's page and PDF show: the shop, the customer, the period and its figures. Nothing else of the shop. */
export interface StatementView {
  companyName: string;
  companyPhone: string;
  partnerName: string;
  side: 'Custom' | 'Supplier';
  startDate: string;
  endDate: string;
  openingBalance: string;
  closingBalance: string;
  lines: { billDate: string; billNo: string; billType: number; addAmount: string; settledAmount: string; balance: string }[];
  prepaid: { billDate: string; billNo: string; billType: number; kind: string; inAmount: string; outAmount: string; balance: string }[];
}

const esc = (v: unknown) =>
  String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
export const yuan = (v: string | number) => dec(v).toFixed(2);
const chinaTime = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The period's totals: what the documents added and what was settled. */
export function totalsOf(v: StatementView) {
  const add = v.lines.reduce((t, l) => t.plus(l.addAmount), dec(0));
  const less = v.lines.reduce((t, l) => t.plus(l.settledAmount), dec(0));
  return { add: add.toFixed(2), less: less.toFixed(2) };
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#242424;font-size:15px}
main{max-width:760px;margin:0 auto;background:#fff;min-height:100vh;padding:20px 16px 32px}
h1{font-size:20px;text-align:center;margin:4px 0 2px}h2{font-size:16px;margin:24px 0 8px}
.sub{text-align:center;color:#616161;font-size:13px;margin:0 0 16px}
.meta{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px;font-size:14px}.meta dt{color:#616161}.meta dd{margin:0}
.sum{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:0 0 8px}.sum div{background:#f0f6ff;border-radius:6px;padding:8px 10px}
.sum span{display:block;color:#616161;font-size:12px}.sum b{font-size:17px;font-variant-numeric:tabular-nums}.sum .due{background:#fff4ce}
table{width:100%;border-collapse:collapse;font-size:13px}th,td{border-bottom:1px solid #e0e0e0;padding:6px 4px;text-align:left;vertical-align:top}
th{background:#fafafa;font-weight:600;white-space:nowrap}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td small{display:block;color:#616161}tfoot td{font-weight:600}
.note{border-radius:6px;padding:10px 12px;margin:16px 0;font-size:14px}.ok{background:#dff6dd}.warn{background:#fde7e9}.info{background:#f0f6ff}
form{margin:0}.actions{display:flex;flex-direction:column;gap:12px;margin:20px 0 0}
button,.button{display:block;width:100%;padding:12px;border-radius:6px;border:1px solid #d1d1d1;background:#fff;font-size:16px;text-align:center;color:#242424;text-decoration:none;font-family:inherit}
.primary{background:#0f6cbd;border-color:#0f6cbd;color:#fff}.pay{background:#107c10;border-color:#107c10;color:#fff}
textarea{width:100%;min-height:72px;padding:8px;border:1px solid #d1d1d1;border-radius:6px;font:inherit;margin:0 0 8px}
details{border:1px solid #e0e0e0;border-radius:6px;padding:10px 12px}summary{cursor:pointer;font-size:16px}
footer{margin-top:28px;color:#616161;font-size:12px;text-align:center}
@media (min-width:700px){main{margin:24px auto;min-height:auto;border-radius:8px;padding:32px 40px;box-shadow:0 2px 8px rgba(0,0,0,.08)}.sum{grid-template-columns:repeat(4,1fr)}.actions{flex-direction:row;flex-wrap:wrap}.actions>*{flex:1 1 200px}}
`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/** A link that does not open: never found (404), or revoked or expired (410); the page says which, and nothing more. */
export function closedPage(message: string) {
  return page(
    '对账单',
    `<h1>对账单</h1><div class="note warn" role="alert">${esc(message)}</div><p class="sub">如有疑问，请联系发送对账单的商家。</p>`,
  );
}

/**
 * A short page of one message (after an answer, or when paying cannot start) with the way back to the statement; on
 * its way to a provider's page (`redirect`), or offering the providers to choose from (`choices`, each a form).
 */
export function messagePage(
  message: string,
  back: string,
  tone: 'ok' | 'warn' | 'info' = 'info',
  redirect?: string,
  choices: { key: string; name: string; action: string }[] = [],
) {
  const go = redirect ? `<meta http-equiv="refresh" content="0;url=${esc(redirect)}">` : '';
  const choose = choices
    .map(
      (c) =>
        `<form method="post" action="${esc(c.action)}"><input type="hidden" name="provider" value="${esc(c.key)}"><button class="pay" type="submit">${esc(c.name)}</button></form>`,
    )
    .join('');
  return page(
    '对账单',
    `${go}<h1>对账单</h1><div class="note ${tone}" role="status">${esc(message)}</div><div class="actions">${choose}` +
      (redirect ? `<a class="button pay" href="${esc(redirect)}">前往支付</a>` : '') +
      `<a class="button" href="${esc(back)}">返回对账单</a></div>`,
  );
}

/**
 * The statement as the customer opens it on a phone: the shop and customer, the period, the figures (summary first,
 * then every document), what they answered, and the ways to answer, download it and pay what is left.
 */
export function statementPage(v: StatementView, s: StatementState, link: { path: string; payable: boolean; due: string }) {
  const t = totalsOf(v);
  const words =
    v.side === 'Custom' ? { add: '本期销售', less: '本期收款', owed: '期末欠款' } : { add: '本期采购', less: '本期付款', owed: '期末应付' };
  const rows = v.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.billDate)}<small>${esc(DOC_TYPE_NAMES[l.billType] ?? '')} ${esc(l.billNo)}</small></td>` +
        `<td class="n">${dec(l.addAmount).isZero() ? '' : yuan(l.addAmount)}</td><td class="n">${dec(l.settledAmount).isZero() ? '' : yuan(l.settledAmount)}</td>` +
        `<td class="n">${yuan(l.balance)}</td></tr>`,
    )
    .join('');
  const prepaid = v.prepaid.length
    ? `<h2>预存款变动</h2><table aria-label="预存款变动"><thead><tr><th>日期 / 单据</th><th class="n">存入</th><th class="n">使用</th><th class="n">余额</th></tr></thead><tbody>${v.prepaid
        .map(
          (p) =>
            `<tr><td>${esc(p.billDate)}<small>${p.kind === 'deposit' ? '押金' : '预存款'} ${esc(DOC_TYPE_NAMES[p.billType] ?? '')} ${esc(p.billNo)}</small></td>` +
            `<td class="n">${dec(p.inAmount).isZero() ? '' : yuan(p.inAmount)}</td><td class="n">${dec(p.outAmount).isZero() ? '' : yuan(p.outAmount)}</td><td class="n">${yuan(p.balance)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const answered =
    s.answer === 'confirmed'
      ? `<div class="note ok" role="status">您已确认本对账单无误，谢谢！</div>`
      : s.answer === 'disputed'
        ? `<div class="note warn" role="status">您对本对账单提出了异议：${esc(s.note)}<br>商家核实后会与您联系。</div>`
        : '';
  const paid = dec(s.paid).gt(0) ? `<div class="note ok" role="status">已在线支付 ¥${yuan(s.paid)}</div>` : '';
  const canPay = v.side === 'Custom' && link.payable && dec(link.due).gt(0);
  const actions =
    v.side !== 'Custom'
      ? ''
      : `<div class="actions">
${s.answer === 'confirmed' ? '' : `<form method="post" action="${link.path}/confirm"><button class="primary" type="submit">确认无误</button></form>`}
<details${s.answer === 'disputed' ? '' : ''}><summary>有异议</summary><form method="post" action="${link.path}/dispute">
<label for="note">请说明哪里不对（必填）</label><textarea id="note" name="note" maxlength="500" required></textarea><button type="submit">提交异议</button></form></details>
${canPay ? `<form method="post" action="${link.path}/pay"><button class="pay" type="submit">在线支付 ¥${yuan(link.due)}</button></form>` : ''}
<a class="button" href="${link.path}/pdf">下载 PDF</a>
</div>`;
  const body = `<h1>${esc(v.companyName)}</h1><p class="sub">对账单</p>
<dl class="meta"><dt>${v.side === 'Custom' ? '客户' : '供应商'}</dt><dd>${esc(v.partnerName)}</dd><dt>对账期间</dt><dd>${esc(v.startDate)} 至 ${esc(v.endDate)}</dd>${
    v.companyPhone ? `<dt>商家电话</dt><dd>${esc(v.companyPhone)}</dd>` : ''
  }</dl>
<div class="sum"><div><span>期初余额</span><b>¥${yuan(v.openingBalance)}</b></div><div><span>${words.add}</span><b>¥${t.add}</b></div>
<div><span>${words.less}</span><b>¥${t.less}</b></div><div class="due"><span>${words.owed}</span><b>¥${yuan(v.closingBalance)}</b></div></div>
${answered}${paid}
<h2>明细</h2><table aria-label="对账明细"><thead><tr><th>日期 / 单据</th><th class="n">${v.side === 'Custom' ? '应收增加' : '应付增加'}</th><th class="n">${
    v.side === 'Custom' ? '已收' : '已付'
  }</th><th class="n">余额</th></tr></thead>
<tbody><tr><td>期初余额</td><td></td><td></td><td class="n">${yuan(v.openingBalance)}</td></tr>${rows}</tbody>
<tfoot><tr><td>合计</td><td class="n">${t.add}</td><td class="n">${t.less}</td><td class="n">${yuan(v.closingBalance)}</td></tr></tfoot></table>
${prepaid}${actions}<footer>本对账单由${esc(v.companyName)}通过云进销存发送 · 有效期至 ${chinaTime(s.issued!.expiresAt)}</footer>`;
  return page(`${v.companyName}对账单`, body);
}
