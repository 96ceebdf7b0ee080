import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { saveDraftRow, setRowStatus } from '../cash-document/cash-doc.projection';
import { refundEvents } from './refund-kinds';

/** Customer and supplier refunds for the lists and the detail (/refund/customList, /refund/supplierList). */
export const refundsProjection: Projection = {
  name: 'refunds',
  eventTypes: refundEvents.types(),
  tables: ['refunds'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const { kind: def, event } = refundEvents.read(e);
      const docId = e.streamId.slice(`${def.kind}-`.length);
      if (event.type === 'Saved') {
        const d = event.data;
        const columns = { kind: def.kind, partner_id: d.partnerId, account_id: d.accountId, amount: d.amount, refund_from: d.refundFrom };
        await saveDraftRow(em, 'refunds', docId, e, d, columns);
      } else await setRowStatus(em, 'refunds', docId, event.type, e.metadata.at);
    }
  },
};
