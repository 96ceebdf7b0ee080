import { Injectable } from '@nestjs/common';
import { queryPrepared } from '@jxc/projections';
import type { StoredEvent } from '@jxc/infra';
import { DataSource } from 'typeorm';
import { PeriodList, shopDay } from '../contracts';
import { evolveClosedMonths, noMonthClosed, PERIOD_EVENTS, periodStream, type ClosedMonths } from '../document-engine';
import { EventSourcing } from '../shared/es/event-sourcing';
import { evolveStored } from '../shared/es/event-names';
import { nextMonth } from './period';

type Closings = ClosedMonths & { by: Record<string, { closedBy: string; closedAt: string }> };

const evolveMonths = evolveStored(PERIOD_EVENTS, evolveClosedMonths);

/** The months the 结账 screen lists, each with its state, who closed it and when. */
@Injectable()
export class PeriodQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly es: EventSourcing,
  ) {}

  async list(companyId: string): Promise<PeriodList> {
    const evolve = (s: Closings, e: StoredEvent): Closings => {
      const months = evolveMonths(s, e);
      const month = (e.data as { month?: string }).month;
      if (e.type !== PERIOD_EVENTS.MonthClosed || !month) return { ...s, ...months };
      return { ...months, by: { ...s.by, [month]: { closedBy: e.metadata.userName ?? '', closedAt: e.metadata.at } } };
    };
    const [{ state }, [row]] = await Promise.all([
      this.es.load(periodStream(companyId), companyId, { ...noMonthClosed, by: {} }, evolve),
      // The books' first month: the earliest document's, or the company's own when it has none before.
      queryPrepared<{ first: string; archived: boolean }>(
        this.ds,
        `select to_char(least(min(d.bill_date), (c.created_at at time zone 'Asia/Shanghai')::date), 'YYYY-MM') as first, c.is_old_sob as archived
         from companies c left join documents d on d.company_id = c.company_id
         where c.company_id = $1 group by c.company_id`,
        [companyId],
      ),
    ]);
    const thisMonth = shopDay().slice(0, 7);
    const through = state.through;
    let month = [row?.first, state.first, thisMonth].filter((m): m is string => !!m).sort()[0];
    const months = [];
    for (; month <= thisMonth; month = nextMonth(month)) {
      const closed = through !== null && month <= through;
      months.push({
        month,
        closed,
        closedBy: closed ? (state.by[month]?.closedBy ?? '') : '',
        closedAt: closed ? (state.by[month]?.closedAt ?? '') : '',
        canClose: through === null ? true : month === nextMonth(through),
        canReopen: month === through,
      });
    }
    return { months: months.reverse(), closedThrough: through ?? '', archived: !!row?.archived };
  }
}
