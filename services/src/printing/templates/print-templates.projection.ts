import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../../shared/es/event-names';
import { PRINT_TEMPLATE_EVENTS, PrintTemplateEvent } from './print-templates';

/** The templates a company changed (print_templates) and each document type's default (print_defaults). */
export const printTemplatesProjection: Projection<Stored<'PrintTemplate', PrintTemplateEvent>> = {
  name: 'print_templates',
  eventTypes: Object.values(PRINT_TEMPLATE_EVENTS),
  tables: ['print_templates', 'print_defaults'],
  companyReset: 'keep',
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const { companyId, userId, userName, at } = e.metadata;
      if (e.type === PRINT_TEMPLATE_EVENTS.Saved) {
        const d = e.data;
        await em.query(
          `insert into print_templates (company_id, template_id, bill_type, layout, updated_at, updated_by, updated_by_name) values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (company_id, template_id) do update set layout = excluded.layout, updated_at = excluded.updated_at, updated_by = excluded.updated_by, updated_by_name = excluded.updated_by_name`,
          [companyId, d.templateId, d.billType, JSON.stringify(d.layout), at, userId, userName ?? ''],
        );
      } else if (e.type === PRINT_TEMPLATE_EVENTS.Reset) {
        await em.query(`delete from print_templates where company_id = $1 and template_id = $2`, [companyId, e.data.templateId]);
      } else {
        const d = e.data;
        await em.query(
          `insert into print_defaults (company_id, bill_type, template_id) values ($1, $2, $3) on conflict (company_id, bill_type) do update set template_id = excluded.template_id`,
          [companyId, d.billType, d.templateId],
        );
      }
    }
  },
};
