import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ACCOUNT_DAY_PARTS, DOC_TYPES, type PriceFlag, type ReportPart } from '../../contracts';
import { maskPrices, recordScope, scopeConditions, Session } from '../../identity';
import { dec, sum, toNumber } from '../../shared/decimal';
import { stockLosses } from '../profit/stock-losses';
import { partOf } from '../report-parts';
import { LINE_SCOPE } from '../trade/trade-report.queries';
import { documentsOf, SOURCES } from '../trade/trade-reports';

const net = (p: ReportPart) => (p.direction === 'in' ? 'f.in_amount - f.out_amount' : 'f.out_amount - f.in_amount');

/** The read models of the documents that move money, each with who made it: an employee's own documents among them. */
const MONEY_DOCUMENTS = ['documents', 'settlements', 'finance_flows', 'account_transfers', 'custom_czs', 'refunds'];

/** The day's trade, over the day rollup (t): sales and purchases apart from their returns (positive), cost of the sales. */
const TRADE = `
  coalesce(sum(t.amount) filter (where t.bill_type = ${DOC_TYPES.Sale}), 0) as "saleAmount",
  coalesce(-sum(t.amount) filter (where t.bill_type = ${DOC_TYPES.SaleReturn}), 0) as "saleReturnAmount",
  coalesce(sum(t.amount) filter (where t.bill_type = ${DOC_TYPES.Buy}), 0) as "buyAmount",
  coalesce(-sum(t.amount) filter (where t.bill_type = ${DOC_TYPES.BuyReturn}), 0) as "buyReturnAmount",
  coalesce(sum(t.cost_amount) filter (where t.trade = 'sale'), 0) as "costAmount",
  coalesce(sum(t.amount - t.cost_amount) filter (where t.trade = 'sale'), 0) as profit,
  (${documentsOf(DOC_TYPES.Sale, SOURCES.days)})::int as "saleCount"`;

const SUMMARY_PRICES: Record<string, PriceFlag> = {
  saleAmount: 'salePrice',
  saleReturnAmount: 'salePrice',
  buyAmount: 'purchasePrice',
  buyReturnAmount: 'purchasePrice',
  costAmount: 'costPrice',
  profit: 'costPrice',
  stocktakeLoss: 'costPrice',
  damageLoss: 'costPrice',
  netProfit: 'costPrice',
};

/** A row as the database answers it: numeric figures as text. */
type Figures = Record<string, string | null>;

/** Whether the caller sees only some staff's documents (their own, their branch's): then only the money those moved, and no balances. */
const limited = (s: Session) => {
  const { ownerId, branchId } = recordScope(s);
  return !!(ownerId || branchId);
};

interface Period {
  startDate: string;
  endDate: string;
}

/** A sum over the accounts' rows of one field, exact. */
const total = (accounts: Figures[], key: string) => sum(accounts.map((a) => a[key] ?? 0));

/** Money from customers (on sales and receipts) and to suppliers (on purchases and payments). */
const moneyOf = (accounts: Figures[]) => ({
  receiveAmount: toNumber(total(accounts, 'saleReceived').plus(total(accounts, 'received'))),
  payAmount: toNumber(total(accounts, 'buyPaid').plus(total(accounts, 'paid'))),
});

/**
 * 经营日报 (ReportForPerformance/Daily): one day's sales, returns, purchases and profit (trade_lines, the documents the
 * caller may see), and each account's day (account_flow by bill type: money in and out by what moved it, the balance
 * before and after, the day counted by bill date whenever it was posted). Money from customers (收款) is what came in
 * on sales and receipts, money to suppliers (付款) what went out on purchases and payments; net profit is the gross
 * profit with the day's other income less its expenses and its stock losses (盘亏 less 盘盈, 报损: stockLosses). An
 * employee who sees only their own documents (or their branch's) sees only the money those documents moved, and no
 * balances.
 */
@Injectable()
export class DailyQueries {
  constructor(private readonly ds: DataSource) {}

  async day(s: Session, billDate: string) {
    const day = { startDate: billDate, endDate: billDate };
    const [trade, accounts, losses] = await Promise.all([this.trade(s, billDate), this.accounts(s, day), this.losses(s, day)]);
    const part = (key: string) => total(accounts, key);
    const figures = ['inAmount', 'outAmount', ...ACCOUNT_DAY_PARTS.map((p) => p.key)];
    const balances = ['beginBalance', 'endBalance'];
    const numbers = (row: Figures, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k] === null ? null : toNumber(row[k])]));
    const totals = {
      ...Object.fromEntries(figures.map((k) => [k, toNumber(part(k))])),
      ...Object.fromEntries(balances.map((k) => [k, limited(s) ? null : toNumber(part(k))])),
    };
    const summary = {
      ...numbers(
        trade,
        Object.keys(SUMMARY_PRICES).filter((k) => k in trade),
      ),
      saleCount: Number(trade.saleCount),
      ...moneyOf(accounts),
      incomeAmount: totals.income,
      expenseAmount: totals.expense,
      stocktakeLoss: toNumber(losses.stocktake),
      damageLoss: toNumber(losses.damage),
      netProfit: toNumber(dec(trade.profit).plus(part('income')).minus(part('expense')).minus(losses.stocktake).minus(losses.damage)),
    };
    const data = accounts.map((a) => ({
      accountId: a.accountId,
      accountName: a.accountName,
      accountCode: a.accountCode,
      ...numbers(a, [...balances, ...figures]),
    }));
    return {
      billDate,
      pageNo: 1,
      pageSize: data.length,
      totalCount: data.length,
      data,
      totals,
      summary: maskPrices(s, summary, SUMMARY_PRICES),
    };
  }

  private async trade(s: Session, billDate: string): Promise<Figures> {
    const params: unknown[] = [s.companyId, billDate];
    const p = (v: unknown) => `$${params.push(v)}`;
    // Both trades named: the period index leads with the trade.
    const where = ['t.company_id = $1', "t.trade in ('sale', 'buy')", 't.bill_date = $2', ...scopeConditions(s, LINE_SCOPE, p)];
    const [row] = await this.ds.query(`select ${TRADE} from trade_days t where ${where.join(' and ')}`, params);
    return row;
  }

  /** The stock losses of the documents the caller may see in a period, at cost. */
  private async losses(s: Session, period: Period): Promise<{ stocktake: string; damage: string }> {
    const params: unknown[] = [];
    const sql = stockLosses(s, period, (v) => `$${params.push(v)}`);
    const [row] = await this.ds.query(
      `select coalesce(sum(l.stocktake), 0) as stocktake, coalesce(sum(l.damage), 0) as damage from (${sql}) l`,
      params,
    );
    return row;
  }

  /** Money from customers (on sales and receipts) and to suppliers (on purchases and payments) in a period. */
  async money(s: Session, period: Period) {
    return moneyOf(await this.accounts(s, period));
  }

  /** Each account with money moved in the period or, for those who see every document, every account the company keeps. */
  private async accounts(s: Session, { startDate, endDate }: Period): Promise<Figures[]> {
    const params: unknown[] = [s.companyId, startDate, endDate];
    const p = (v: unknown) => `$${params.push(v)}`;
    const own = limited(s)
      ? ` and f.doc_id in (${MONEY_DOCUMENTS.map((t) => `select x.doc_id from ${t} x where x.company_id = $1 and ${scopeConditions(s, { createdBy: 'x.created_by' }, p).join(' and ')}`).join(' union all ')})`
      : '';
    const some = limited(s);
    const parts = ACCOUNT_DAY_PARTS.map(
      (p) => `coalesce(sum(${net(p)}) filter (where ${partOf(ACCOUNT_DAY_PARTS, p, 'f.bill_type')}), 0) as "${p.key}"`,
    ).join(', ');
    return this.ds.query(
      `with day as (select f.account_id, coalesce(sum(f.in_amount), 0) as in_amount, coalesce(sum(f.out_amount), 0) as out_amount, ${parts}
                    from account_flow f where f.company_id = $1 and f.bill_date between $2 and $3${own} group by f.account_id),
            later as (select f.account_id, sum(f.in_amount - f.out_amount) as amount from account_flow f where f.company_id = $1 and f.bill_date > $3 group by f.account_id)
       select m.record_id as "accountId", m.name as "accountName", m.code as "accountCode",
              ${some ? 'null' : 'coalesce(b.init_amount + b.in_amount - b.out_amount, 0) - coalesce(later.amount, 0) - coalesce(day.in_amount - day.out_amount, 0)'} as "beginBalance",
              coalesce(day.in_amount, 0) as "inAmount", coalesce(day.out_amount, 0) as "outAmount",
              ${ACCOUNT_DAY_PARTS.map((p) => `coalesce(day."${p.key}", 0) as "${p.key}"`).join(', ')},
              ${some ? 'null' : 'coalesce(b.init_amount + b.in_amount - b.out_amount, 0) - coalesce(later.amount, 0)'} as "endBalance"
       from master_records m left join account_balances b on b.account_id = m.record_id left join day on day.account_id = m.record_id left join later on later.account_id = m.record_id
       where m.company_id = $1 and m.kind = 'Account' and ${some ? 'day.account_id is not null' : '(not m.removed or day.account_id is not null)'}
       order by m.code, m.record_id`,
      params,
    );
  }
}
