import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import type { Projection } from './projection';

/** 系统重置: the event after which a company's business data is gone from every read model (its events stay). */
export const COMPANY_RESET = 'CompanyReset';

/**
 * The projection as it honours a company reset, whatever events it otherwise handles: at a CompanyReset event (in
 * the global order, so a rebuild gives the same) the company's rows leave its tables, by `companyReset` when it says
 * how (its statements in order, $1 the company; 'keep' for data the reset keeps) and otherwise from each table by
 * company_id. A projection that reads the reset itself (the 操作日志) still gets the event.
 */
export function honourCompanyReset(p: Projection): Projection {
  const reads = () => p.allEvents || p.eventTypes.includes(COMPANY_RESET);
  const statements = p.companyReset === 'keep' ? [] : (p.companyReset ?? p.tables.map((t) => `delete from "${t}" where company_id = $1`));
  return {
    name: p.name,
    allEvents: p.allEvents,
    tables: p.tables,
    reads: p.reads,
    companyReset: p.companyReset,
    // Read when asked (the runner starts), not here: the documents' event types come from the kinds the app starts with.
    get eventTypes() {
      return reads() ? p.eventTypes : [...p.eventTypes, COMPANY_RESET];
    },
    async apply(events: StoredEvent[], em: EntityManager) {
      let run: StoredEvent[] = [];
      for (const e of events) {
        if (e.type !== COMPANY_RESET) {
          run.push(e);
          continue;
        }
        if (run.length) await p.apply(run, em);
        run = reads() ? [e] : [];
        for (const sql of statements) await em.query(sql, [e.metadata.companyId]);
      }
      if (run.length) await p.apply(run, em);
    },
  };
}
