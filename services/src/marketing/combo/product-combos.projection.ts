import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../../shared/es/event-names';
import { PRODUCT_COMBO_EVENTS, ProductComboEvent } from './product-combo';

const comboIdOf = (e: Pick<StoredEvent, 'streamId'>) => e.streamId.slice('ProductCombo-'.length);

/** The company's combos (product_combos) with their components, enabled or not; removed ones are kept, marked. */
export const productCombosProjection: Projection<Stored<'ProductCombo', ProductComboEvent>> = {
  name: 'product_combos',
  eventTypes: Object.values(PRODUCT_COMBO_EVENTS),
  tables: ['product_combos'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const { companyId, at } = e.metadata;
      const id = comboIdOf(e);
      if (e.type === PRODUCT_COMBO_EVENTS.Created || e.type === PRODUCT_COMBO_EVENTS.Updated) {
        const d = e.data;
        await em.query(
          `insert into product_combos (combo_id, company_id, combo_name, combo_code, combo_price, components, remark, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
           on conflict (combo_id) do update set combo_name = excluded.combo_name, combo_code = excluded.combo_code, combo_price = excluded.combo_price,
             components = excluded.components, remark = excluded.remark, updated_at = excluded.updated_at`,
          [id, companyId, d.comboName, d.comboCode, d.comboPrice, JSON.stringify(d.components), d.remark, at],
        );
      } else {
        const set = e.type === PRODUCT_COMBO_EVENTS.Removed ? 'removed = true' : `enabled = ${e.type === PRODUCT_COMBO_EVENTS.Enabled}`;
        await em.query(`update product_combos set ${set}, updated_at = $2 where combo_id = $1`, [id, at]);
      }
    }
  },
};
