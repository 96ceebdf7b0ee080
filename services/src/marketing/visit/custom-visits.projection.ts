import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../../shared/es/event-names';
import { CUSTOM_VISIT_EVENTS, CustomVisitEvent } from './custom-visit';

const visitIdOf = (e: Pick<StoredEvent, 'streamId'>) => e.streamId.slice('CustomVisit-'.length);

/** The customer visits (custom_visits): who visited whom, when and where they signed in and out, tags and notes. */
export const customVisitsProjection: Projection<Stored<'CustomVisit', CustomVisitEvent>> = {
  name: 'custom_visits',
  eventTypes: Object.values(CUSTOM_VISIT_EVENTS),
  tables: ['custom_visits'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const { companyId, at } = e.metadata;
      const id = visitIdOf(e);
      if (e.type === CUSTOM_VISIT_EVENTS.Created) {
        const d = e.data;
        await em.query(
          `insert into custom_visits (visit_id, company_id, custom_id, visitor_id, visit_date, tag_ids, remark, status, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, 'planned', $8, $8) on conflict (visit_id) do nothing`,
          [id, companyId, d.customId, d.visitorId, d.visitDate, d.tagIds, d.remark, at],
        );
      } else if (e.type === CUSTOM_VISIT_EVENTS.Updated) {
        const d = e.data;
        await em.query(`update custom_visits set visit_date = $2, tag_ids = $3, remark = $4, updated_at = $5 where visit_id = $1`, [
          id,
          d.visitDate,
          d.tagIds,
          d.remark,
          at,
        ]);
      } else {
        const d = e.data;
        const [status, col] = e.type === CUSTOM_VISIT_EVENTS.Arrived ? ['visiting', 'sign_in'] : ['done', 'sign_out'];
        const place = { longitude: d.longitude, latitude: d.latitude, address: d.address };
        await em.query(`update custom_visits set status = $2, ${col}_at = $3, ${col}_place = $4, updated_at = $5 where visit_id = $1`, [
          id,
          status,
          d.at,
          JSON.stringify(place),
          at,
        ]);
      }
    }
  },
};
