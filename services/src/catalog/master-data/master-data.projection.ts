import type { StoredEvent } from '@jxc/infra';
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
  async apply(events: StoredEvent[], em: EntityManager) {
    const repo = em.getRepository(MasterRecordRow);
    for (const e of events) {
      const { kind, event: suffix } = masterEvents.of(e);
      const recordId = e.streamId.slice(kind.length + 1);
      const at = new Date(e.metadata.at);
      const cols = KIND_COLUMNS[kind];
      if (suffix === 'Created') {
        await repo.insert({
          recordId,
          companyId: e.metadata.companyId,
          kind,
          code: cols.code ? e.data[cols.code] : null,
          name: e.data[cols.name],
          data: e.data,
          enabled: true,
          removed: false,
          createdBy: e.metadata.userId,
          createdAt: at,
          updatedAt: at,
        });
      } else if (suffix === 'Updated') {
        const row = await repo.findOneByOrFail({ recordId });
        const data = { ...row.data, ...e.data };
        await repo.update(recordId, {
          data,
          code: cols.code ? (data[cols.code] as string) : null,
          name: data[cols.name] as string,
          updatedAt: at,
        });
      } else {
        await repo.update(
          recordId,
          suffix === 'Removed' ? { removed: true, updatedAt: at } : { enabled: suffix === 'Enabled', updatedAt: at },
        );
      }
    }
  },
};
