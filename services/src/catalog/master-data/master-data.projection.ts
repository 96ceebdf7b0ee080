import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { masterEvents, MasterKind, RESET_CLEARS } from './master-data.events';
import { MasterRecordRow } from './master-record.entities';

/** Where each kind keeps its code and name inside the record data. */
export const KIND_COLUMNS: Record<MasterKind, { code?: string; name: string }> = {
  Warehouse: { code: 'warehouseCode', name: 'warehouseName' },
  Custom: { code: 'customCode', name: 'customName' },
  Supplier: { code: 'supplierCode', name: 'supplierName' },
  Account: { code: 'accountCode', name: 'accountName' },
  Unit: { name: 'unitName' },
  CustomGrade: { name: 'gradeName' },
  FinanceClass: { name: 'className' },
  WarehouseLocation: { code: 'locationCode', name: 'locationName' },
  WarehouseArea: { code: 'areaCode', name: 'areaName' },
  StorageType: { name: 'typeName' },
  Express: { code: 'expressCode', name: 'expressName' },
  SysSpec: { name: 'specName' },
  CustomAddress: { name: 'address' },
  Annex: { name: 'fileName' },
  Dictionary: { name: 'itemName' },
  Branch: { code: 'branchCode', name: 'branchName' },
  VisitTag: { name: 'tagName' },
};

export const masterDataProjection: Projection = {
  name: 'master_data',
  eventTypes: masterEvents.types(),
  tables: ['master_records'],
  companyReset: [`delete from master_records where company_id = $1 and kind = any('{${RESET_CLEARS.join(',')}}')`],
  async apply(events, em: EntityManager) {
    const repo = em.getRepository(MasterRecordRow);
    for (const e of events) {
      const { kind, event } = masterEvents.read(e);
      const { type: suffix, data } = event;
      const recordId = e.streamId.slice(kind.length + 1);
      const at = new Date(e.metadata.at);
      const cols = KIND_COLUMNS[kind];
      /** The record's data with the code and name its kind keeps in it. */
      const columns = (fields: Record<string, unknown>) => [
        JSON.stringify(fields),
        cols.code ? fields[cols.code] : null,
        fields[cols.name],
      ];
      if (suffix === 'Created') {
        await em.query(
          `insert into master_records (record_id, company_id, kind, data, code, name, enabled, removed, created_by, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, true, false, $7, $8, $8)`,
          [recordId, e.metadata.companyId, kind, ...columns(data), e.metadata.userId, at],
        );
      } else if (suffix === 'Updated') {
        const row = await repo.findOneByOrFail({ recordId });
        await em.query(`update master_records set data = $2, code = $3, name = $4, updated_at = $5 where record_id = $1`, [
          recordId,
          ...columns({ ...row.data, ...data }),
          at,
        ]);
      } else {
        await repo.update(
          recordId,
          suffix === 'Removed' ? { removed: true, updatedAt: at } : { enabled: suffix === 'Enabled', updatedAt: at },
        );
      }
    }
  },
};
