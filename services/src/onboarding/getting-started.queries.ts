import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { GettingStartedState } from '../contracts';
import { EventSourcing } from '../shared/es/event-sourcing';
import { evolveHidden, gettingStartedStream } from './getting-started';

/** The first steps of a shop, each done once its read model shows it: a warehouse, a product, stock come in, a sale. */
@Injectable()
export class GettingStartedQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly es: EventSourcing,
  ) {}

  async detail(companyId: string): Promise<GettingStartedState> {
    const [[steps], { state: hidden }] = await Promise.all([
      this.ds.query(
        `select exists (select 1 from master_records where company_id = $1 and kind = 'Warehouse' and not removed) as warehouse,
                exists (select 1 from products where company_id = $1 and not removed) as product,
                exists (select 1 from stock_flow where company_id = $1) as stock,
                exists (select 1 from documents where company_id = $1 and doc_type = 'Sale' and status in ('audited', 'reversed')) as sale`,
        [companyId],
      ),
      this.es.load(gettingStartedStream(companyId), companyId, false, evolveHidden),
    ]);
    return { ...(steps as Omit<GettingStartedState, 'hidden'>), hidden };
  }
}
