import { Controller } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { recordScope, CurrentSession, Session } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { StockQueries } from './stock.queries';

/** The header's counters: stock warnings and documents waiting for audit. */
@Controller('api/Data')
export class DataController {
  constructor(private readonly stock: StockQueries, private readonly ds: DataSource) {}

  @Action('StockWarningCount')
  stockWarningCount(@CurrentSession() s: Session) {
    return this.stock.warningCounts(s.companyId);
  }

  /** Drafts waiting for audit and audited documents waiting for the warehouse (分仓出入库), within what the caller may see. */
  @Action('TodoCount')
  async todoCount(@CurrentSession() s: Session) {
    const { creatorIds } = recordScope(s);
    const [r] = await this.ds.query(
      `select count(*) filter (where status = 'draft')::int as audit,
              count(*) filter (where status = 'audited' and stock_state in ('waiting', 'partial'))::int as stock
       from documents where company_id = $1 and (status = 'draft' or stock_state in ('waiting', 'partial')) and ($2::text[] is null or created_by = any($2))`,
      [s.companyId, creatorIds ?? null],
    );
    return { count: r.audit + r.stock, auditCount: r.audit, stockCount: r.stock };
  }
}
