import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { countRows, Page, PageQuery, toPage } from '../shared/page-query';
import { describeLogged, loggedTypes } from './console-log';

export interface ConsoleLogEntry {
  at: string;
  operatorId: string;
  operatorName: string;
  action: string;
  /** The company acted on, by name ('' for the operator's own sign-in and the like). */
  target: string;
  companyId: string;
  detail: string;
}

/** The console's log, newest first: the registered operator actions (console-log.ts) read from the event store. */
@Injectable()
export class ConsoleLogQueries {
  constructor(private readonly ds: DataSource) {}

  async page(q: PageQuery, filter: { companyId?: string; operatorId?: string } = {}): Promise<Page<ConsoleLogEntry>> {
    const params: unknown[] = [loggedTypes()];
    const where = ['e.event_type = any($1)'];
    if (filter.companyId) where.push(`e.company_id = $${params.push(filter.companyId)}`);
    if (filter.operatorId) where.push(`e.metadata->>'userId' = $${params.push(filter.operatorId)}`);
    const from = `from events e where ${where.join(' and ')}`;
    const total = await countRows(this.ds, `select 1 ${from}`, params);
    const rows: {
      at: string;
      type: string;
      data: Record<string, unknown>;
      operatorId: string;
      operatorName: string;
      companyId: string;
      companyName: string | null;
    }[] = await this.ds.query(
      `select e.metadata->>'at' as at, e.event_type as type, e.data, e.metadata->>'userId' as "operatorId",
                regexp_replace(coalesce(e.metadata->>'userName', ''), '（运营）$', '') as "operatorName",
                e.company_id as "companyId", c.company_name as "companyName"
         ${from.replace('from events e', 'from events e left join companies c on c.company_id = e.company_id')}
         order by e.global_position desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, q.pageSize, q.offset],
    );
    return toPage(
      q,
      total,
      rows.map((r) => ({
        at: r.at,
        operatorId: r.operatorId,
        operatorName: r.operatorName,
        companyId: r.companyId,
        target: r.companyName ?? '',
        ...describeLogged(r.type, r.data),
      })),
    );
  }
}
