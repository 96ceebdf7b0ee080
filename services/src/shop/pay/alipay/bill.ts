import JSZip from 'jszip';
import { D } from '../../../shared/decimal';
import type { BillLine } from '../providers';
import { instant } from './openapi';

const gbk = new TextDecoder('gbk');

/** A CSV line's cells, unquoted and trimmed (支付宝 pads its numbers with tabs so spreadsheets keep them as text). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"' && quoted && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      out.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  out.push(cell.trim());
  return out;
}

/** The lines of a 业务明细 CSV (comment lines start with "#"; the first other line names the columns); [] for another file. */
function detailLines(csv: string): BillLine[] {
  const rows = csv
    .split(/\r?\n/)
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map(cells);
  const header = rows.shift() ?? [];
  const column = (name: string) => header.indexOf(name);
  const at = {
    tradeNo: column('支付宝交易号'),
    payOrderId: column('商户订单号'),
    kind: column('业务类型'),
    finished: column('完成时间'),
    amount: column('订单金额（元）'),
    refundId: column('退款批次号/请求号'),
  };
  if (Object.values(at).some((i) => i < 0)) return [];
  return rows.flatMap((row): BillLine[] => {
    const kind = row[at.kind] === '交易' ? 'pay' : row[at.kind] === '退款' ? 'refund' : undefined;
    if (!kind) return [];
    return [
      {
        kind,
        payOrderId: row[at.payOrderId],
        ...(kind === 'refund' ? { refundId: row[at.refundId] } : {}),
        tradeNo: row[at.tradeNo],
        amount: new D(row[at.amount]).abs().toFixed(2),
        at: instant(row[at.finished]),
      },
    ];
  });
}

/**
 * 支付宝's trade bill of a day: a zip of GBK CSV files, the 业务明细 (its lines) and the 业务明细(汇总) (totals, not read),
 * told apart by their columns (the files' names are GBK too), which are found by their names.
 */
export async function readBill(zip: Buffer): Promise<BillLine[]> {
  const archive = await JSZip.loadAsync(zip);
  const files = Object.values(archive.files).filter((f) => !f.dir && f.name.toLowerCase().endsWith('.csv'));
  const lines = await Promise.all(files.map(async (f) => detailLines(gbk.decode(await f.async('uint8array')))));
  return lines.flat();
}
