import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../../shared/es/event-names';
import { CLOUD_PRINTER_EVENTS, CloudPrinterEvent } from './cloud-printer';

/** The company's cloud printers (cloud_printers), with how many receipts each was sent and when last. */
export const cloudPrintersProjection: Projection<Stored<'CloudPrinter', CloudPrinterEvent>> = {
  name: 'cloud_printers',
  eventTypes: Object.values(CLOUD_PRINTER_EVENTS),
  tables: ['cloud_printers'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const { companyId, userName, at } = e.metadata;
      if (e.type === CLOUD_PRINTER_EVENTS.Registered) {
        const d = e.data;
        await em.query(
          `insert into cloud_printers (company_id, device_no, name, provider, branch_id, registered_at, registered_by) values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (company_id, device_no) do update set name = excluded.name, provider = excluded.provider, branch_id = excluded.branch_id,
             registered_at = excluded.registered_at, registered_by = excluded.registered_by, removed = false, print_count = 0, last_printed_at = null`,
          [companyId, d.deviceNo, d.name, d.provider, d.branchId, at, userName ?? ''],
        );
      } else if (e.type === CLOUD_PRINTER_EVENTS.Removed) {
        await em.query(`update cloud_printers set removed = true where company_id = $1 and device_no = $2`, [companyId, e.data.deviceNo]);
      } else {
        await em.query(
          `update cloud_printers set print_count = print_count + 1, last_printed_at = $3 where company_id = $1 and device_no = $2`,
          [companyId, e.data.deviceNo, at],
        );
      }
    }
  },
};
