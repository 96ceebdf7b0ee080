import type { DocumentDescription } from '../contracts';

/**
 * 维修单, a document type that is not: the specs add it to DOCUMENTS to show that a new type is that one entry and the
 * files of its module (repairs, goods out to a customer, possibly named after a sale).
 */
export const REPAIR: DocumentDescription = {
  family: 'trade',
  kind: 'Repair',
  billType: 950,
  name: '维修单',
  title: '维修单',
  prefix: 'WX',
  series: true,
  idField: 'repairId',
  menuId: '4019',
  routes: { list: '/repair/list', add: '/repair/add', lines: '/repair/DetailList', detail: '/repair/detail' },
  direction: 'out',
  picks: ['customers', 'accounts', 'stock'],
  partner: { field: 'customId', kind: 'Custom', label: '客户' },
  settle: { field: 'receiveAmount', label: '本次收款' },
  source: { of: 'Sale', field: 'saleId', label: '原销售单' },
};
