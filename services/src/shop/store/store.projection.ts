import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../../shared/es/event-names';
import { STORE_EVENTS, StoreEvent } from './store.events';

const COLUMNS: Record<string, string> = {
  storeName: 'store_name',
  notice: 'notice',
  openTime: 'open_time',
  closeTime: 'close_time',
  delivery: 'delivery',
  pickup: 'pickup',
  minOrderAmount: 'min_order_amount',
  warehouseId: 'warehouse_id',
  phone: 'phone',
  address: 'address',
};

/** One row per company's store (`Store-{companyId}`); 系统重置 keeps it. */
export const storesProjection: Projection<Stored<'Store', StoreEvent>> = {
  name: 'stores',
  eventTypes: Object.values(STORE_EVENTS),
  tables: ['stores'],
  companyReset: 'keep',
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const { type, data: d } = e;
      const company = e.metadata.companyId;
      const at = e.metadata.at;
      switch (type) {
        case STORE_EVENTS.Created:
          await em.query(
            `insert into stores (company_id, store_code, store_name, notice, open, open_time, close_time, delivery, pickup, min_order_amount, warehouse_id, phone, address, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
            [
              company,
              d.storeCode,
              d.storeName,
              d.notice,
              d.open,
              d.openTime,
              d.closeTime,
              d.delivery,
              d.pickup,
              d.minOrderAmount,
              d.warehouseId,
              d.phone,
              d.address,
              at,
            ],
          );
          break;
        case STORE_EVENTS.Updated: {
          const fields = Object.entries(d).filter(([k]) => Object.hasOwn(COLUMNS, k));
          await em.query(
            `update stores set ${fields.map(([k], i) => `${COLUMNS[k]} = $${i + 3}`).join(', ')}${fields.length ? ', ' : ''}updated_at = $2 where company_id = $1`,
            [company, at, ...fields.map(([, v]) => v)],
          );
          break;
        }
        case STORE_EVENTS.Opened:
        case STORE_EVENTS.Closed:
          await em.query(`update stores set open = $2, updated_at = $3 where company_id = $1`, [company, type === STORE_EVENTS.Opened, at]);
          break;
      }
    }
  },
};
