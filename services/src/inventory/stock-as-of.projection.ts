import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import type { Projection } from '@jxc/projections';
import { D, Dec, dec, toDb } from '../shared/decimal';
import type { StockMoved, StoredStockMoved } from './stock';
import { monthEndAfter, monthEndBefore, monthEndOnOrAfter } from './stock-as-of';

type Movement = Pick<StockMoved, 'warehouseId' | 'skuId' | 'billDate' | 'inQty' | 'outQty' | 'amount'>;

/** What a batch moved of one SKU in one warehouse on one day, and on that day and the days before it (`upTo`). */
export interface MovedDay {
  companyId: string;
  skuId: string;
  warehouseId: string;
  billDate: string;
  qty: Dec;
  amount: Dec;
  upToQty: Dec;
  upToAmount: Dec;
}

/**
 * A batch's movements summed per company, SKU, warehouse and day, by the documents' date. Out takes its amount off
 * the stock's value; in, and a change of value alone (成本调价, + or −), adds it. A write-back's movement goes the
 * other way of what it undoes, so it nets the document out on its day.
 */
export function movedDays(events: readonly Pick<StoredEvent<Movement>, 'data' | 'metadata'>[]): MovedDay[] {
  const days = new Map<string, MovedDay>();
  for (const { data: m, metadata } of events) {
    const key = [metadata.companyId, m.skuId, m.warehouseId, m.billDate].join('|');
    const day = days.get(key) ?? {
      companyId: metadata.companyId,
      skuId: m.skuId,
      warehouseId: m.warehouseId,
      billDate: m.billDate,
      qty: new D(0),
      amount: new D(0),
      upToQty: new D(0),
      upToAmount: new D(0),
    };
    const out = dec(m.outQty).gt(0);
    day.qty = day.qty.plus(m.inQty).minus(m.outQty);
    day.amount = out ? day.amount.minus(m.amount) : day.amount.plus(m.amount);
    days.set(key, day);
  }
  const sorted = [...days.values()].sort((a, b) =>
    a.companyId !== b.companyId
      ? a.companyId.localeCompare(b.companyId)
      : a.skuId !== b.skuId
        ? a.skuId.localeCompare(b.skuId)
        : a.warehouseId !== b.warehouseId
          ? a.warehouseId.localeCompare(b.warehouseId)
          : a.billDate.localeCompare(b.billDate),
  );
  sorted.forEach((d, i) => {
    const before = sorted[i - 1];
    const same = before && before.companyId === d.companyId && before.skuId === d.skuId && before.warehouseId === d.warehouseId;
    d.upToQty = same ? before.upToQty.plus(d.qty) : d.qty;
    d.upToAmount = same ? before.upToAmount.plus(d.amount) : d.amount;
  });
  return sorted;
}

/**
 * The stock at the end of each day (stock_balance_days), in one statement per batch: the days already kept from a
 * moved day on gain what the batch moved up to each of them; a day not kept yet is the last kept day before it plus
 * what the batch moved up to it. Every part reads the rows as they were before the statement. It answers each
 * company's `through` and its last kept month end (stock_balance_marks): in the same statement, as a sale must not pay
 * a round trip for them.
 */
const KEEP_DAYS = `with n as (
    select * from unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[])
      as n(company_id, sku_id, warehouse_id, bill_date, qty, amount, up_to_qty, up_to_amount)),
  later as (
    select b.company_id, b.sku_id, b.warehouse_id, b.bill_date, sum(n.qty) as qty, sum(n.amount) as amount
    from n join stock_balance_days b on b.company_id = n.company_id and b.sku_id = n.sku_id and b.warehouse_id = n.warehouse_id and b.bill_date >= n.bill_date
    group by 1, 2, 3, 4),
  shifted as (
    update stock_balance_days b set qty = b.qty + l.qty, amount = b.amount + l.amount from later l
    where b.company_id = l.company_id and b.sku_id = l.sku_id and b.warehouse_id = l.warehouse_id and b.bill_date = l.bill_date),
  kept as (
    insert into stock_balance_days (company_id, sku_id, warehouse_id, bill_date, qty, amount)
    select n.company_id, n.sku_id, n.warehouse_id, n.bill_date, coalesce(prev.qty, 0) + n.up_to_qty, coalesce(prev.amount, 0) + n.up_to_amount
    from n left join lateral (
      select b.qty, b.amount, b.bill_date from stock_balance_days b
      where b.company_id = n.company_id and b.sku_id = n.sku_id and b.warehouse_id = n.warehouse_id and b.bill_date <= n.bill_date
      order by b.bill_date desc limit 1) prev on true
    where prev.bill_date is distinct from n.bill_date)
  select company_id as "companyId", through::text, months[cardinality(months)]::text as "lastKept"
  from stock_balance_marks where company_id = any($1)`;

/**
 * The month ends kept (stock_balance_marks.months) from a moved day on gain what the batch moved that day: a batch
 * dated back before a company's last kept month end. A month end not kept gets no rows: it is read from a kept one.
 */
const KEEP_MONTH_ENDS = `with n as (
    select * from unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::numeric[], $6::numeric[]) as n(company_id, sku_id, warehouse_id, bill_date, qty, amount))
  insert into stock_balance_months (company_id, month_end, sku_id, warehouse_id, qty, amount)
  select n.company_id, x.month_end, n.sku_id, n.warehouse_id, sum(n.qty), sum(n.amount)
  from n join stock_balance_marks m on m.company_id = n.company_id
  cross join lateral unnest(m.months) x(month_end)
  where x.month_end >= n.bill_date
  group by 1, 2, 3, 4
  on conflict (company_id, month_end, sku_id, warehouse_id)
    do update set qty = stock_balance_months.qty + excluded.qty, amount = stock_balance_months.amount + excluded.amount`;

/**
 * The month ends ($3, in order) of a company ($1) kept as its `through` moves on to $2: each the last kept day on or
 * before it of every SKU and warehouse (its key read backwards once), added to the list of its kept month ends.
 */
const KEEP_MONTHS = `with made as (
    insert into stock_balance_months (company_id, month_end, sku_id, warehouse_id, qty, amount)
    select $1, x.month_end, b.sku_id, b.warehouse_id, b.qty, b.amount
    from unnest($3::date[]) x(month_end)
    cross join lateral (
      select distinct on (b.sku_id, b.warehouse_id) b.sku_id, b.warehouse_id, b.qty, b.amount from stock_balance_days b
      where b.company_id = $1 and b.bill_date <= x.month_end order by b.sku_id desc, b.warehouse_id desc, b.bill_date desc) b)
  insert into stock_balance_marks (company_id, through, months) values ($1, $2, $3)
  on conflict (company_id) do update set through = excluded.through, months = stock_balance_marks.months || excluded.months`;

interface Mark {
  companyId: string;
  through: string;
  lastKept: string | null;
}

/**
 * The month ends each company of the batch moved in as its movements came (in the order they were saved): a movement
 * dated after the month before the latest day moved by then. A month no such movement fell in (idle, or moved only
 * by documents dated back into it later) keeps no month end: its end's stock is that of a kept one and what moved
 * between, whichever batches the movements came in. The month after `through` holds the latest day of the batches
 * before.
 */
function movedMonths(events: readonly Pick<StoredEvent<Movement>, 'data' | 'metadata'>[], marks: Map<string, Mark>) {
  const months = new Map<string, Set<string>>();
  const passed = new Map<string, string>();
  for (const [companyId, m] of marks) {
    months.set(companyId, new Set([monthEndAfter(m.through)]));
    passed.set(companyId, m.through);
  }
  for (const { data, metadata } of events) {
    const companyId = metadata.companyId;
    if (data.billDate <= (passed.get(companyId) ?? '')) continue;
    months.set(companyId, (months.get(companyId) ?? new Set()).add(monthEndOnOrAfter(data.billDate)));
    passed.set(companyId, monthEndBefore(data.billDate));
  }
  return months;
}

/** 库存查询 and 进销存汇总 as of a date: the stock of each SKU in each warehouse at the end of every day it moved on. */
export const stockAsOfProjection: Projection<StoredStockMoved> = {
  name: 'stock_as_of',
  eventTypes: ['StockMoved'],
  tables: ['stock_balance_days', 'stock_balance_months', 'stock_balance_marks'],
  async apply(events, em: EntityManager) {
    const days = movedDays(events);
    const column = (f: (d: MovedDay) => unknown) => days.map(f);
    if (!days.length) return;
    const figures = [column((d) => toDb(d.qty)), column((d) => toDb(d.amount))];
    const keys = [column((d) => d.companyId), column((d) => d.skuId), column((d) => d.warehouseId), column((d) => d.billDate)];
    const found: Mark[] = await em.query(KEEP_DAYS, [
      ...keys,
      ...figures,
      column((d) => toDb(d.upToQty)),
      column((d) => toDb(d.upToAmount)),
    ]);
    const marks = new Map(found.map((m) => [m.companyId, m]));
    const earliest = new Map<string, string>();
    const latest = new Map<string, string>();
    for (const d of days) {
      if (d.billDate > (latest.get(d.companyId) ?? '')) latest.set(d.companyId, d.billDate);
      if (d.billDate < (earliest.get(d.companyId) ?? '9')) earliest.set(d.companyId, d.billDate);
    }
    // A day dated back to a kept month end moves it too; the day's own documents move none.
    if ([...earliest].some(([companyId, day]) => day <= (marks.get(companyId)?.lastKept ?? '')))
      await em.query(KEEP_MONTH_ENDS, [...keys, ...figures]);
    // A company's first day after a month end keeps that month's end, and those before it it moved in.
    let moved: Map<string, Set<string>> | undefined;
    for (const [companyId, day] of latest) {
      const upTo = monthEndBefore(day);
      const kept = marks.get(companyId)?.through;
      if (kept && kept >= upTo) continue;
      moved ??= movedMonths(events, marks);
      const keep = [...(moved.get(companyId) ?? [])].filter((m) => m <= upTo).sort();
      await em.query(KEEP_MONTHS, [companyId, upTo, keep]);
    }
  },
};
