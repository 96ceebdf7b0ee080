import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { REPAIR } from '../testing/repair-document';
import { describedKind } from './described-kind';
import type { DocumentKind } from './document-kind';

describe('a kind described in the contracts', () => {
  const sale = { kind: 'Sale' } as DocumentKind;

  test('takes its names, type code, prefix, id field, menu, direction, partner, money fields and source from the description', () => {
    assert.deepEqual(describedKind({ ...REPAIR, kind: 'Repair' }, sale), {
      kind: 'Repair',
      title: '维修单',
      billType: 950,
      prefix: 'WX',
      idField: 'repairId',
      menuId: '4019',
      direction: 'out',
      partner: { field: 'customId', kind: 'Custom', label: '客户' },
      settle: { field: 'receiveAmount', label: '本次收款' },
      source: { of: sale, field: 'saleId', label: '原销售单' },
    });
  });

  test('is refused a source other than the one its description names', () => {
    assert.throws(() => describedKind(REPAIR, { kind: 'Buy' } as DocumentKind), /Repair's source is Sale/);
    assert.throws(() => describedKind(REPAIR), /Repair's source is Sale/);
  });
});
