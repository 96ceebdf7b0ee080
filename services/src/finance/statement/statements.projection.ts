import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../../shared/es/event-names';
import { STATEMENT_EVENTS, StatementEvent } from './statement';

/** Every statement with what became of its link, for the staff's list and the public page's lookup by code. */
export const statementsProjection: Projection<Stored<'Statement', StatementEvent>> = {
  name: 'statements',
  eventTypes: Object.values(STATEMENT_EVENTS),
  tables: ['statements'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const id = e.streamId.slice(e.streamId.indexOf('-') + 1);
      const at = e.metadata.at;
      const set = (sql: string, params: unknown[]) => em.query(`update statements set ${sql} where statement_id = $1`, [id, ...params]);
      switch (e.type) {
        case STATEMENT_EVENTS.Issued: {
          const d = e.data;
          await em.query(
            `insert into statements (statement_id, company_id, partner_kind, partner_id, start_date, end_date, opening_balance, closing_balance, code, expires_at, issued_by, issued_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict (statement_id) do nothing`,
            [
              id,
              e.metadata.companyId,
              d.partnerKind,
              d.partnerId,
              d.startDate,
              d.endDate,
              d.openingBalance,
              d.closingBalance,
              d.code,
              d.expiresAt,
              e.metadata.userName ?? '',
              at,
            ],
          );
          break;
        }
        case STATEMENT_EVENTS.Sent:
          await set(`sent_via = $2, sent_at = $3`, [e.data.via, at]);
          break;
        case STATEMENT_EVENTS.Opened:
          await set(`opened_at = coalesce(opened_at, $2)`, [at]);
          break;
        case STATEMENT_EVENTS.Confirmed:
          await set(`answer = 'confirmed', answered_at = $2, dispute_note = null, answered_ip = $3, answered_agent = $4`, [
            at,
            e.data.ip,
            e.data.userAgent,
          ]);
          break;
        case STATEMENT_EVENTS.Disputed:
          await set(`answer = 'disputed', answered_at = $2, dispute_note = $3, answered_ip = $4, answered_agent = $5`, [
            at,
            e.data.note,
            e.data.ip,
            e.data.userAgent,
          ]);
          break;
        case STATEMENT_EVENTS.Revoked:
          await set(`revoked_at = $2`, [at]);
          break;
        case STATEMENT_EVENTS.Paid:
          await set(`paid_amount = paid_amount + $2`, [e.data.amount]);
          break;
      }
    }
  },
};
