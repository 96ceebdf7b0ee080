import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { DOCUMENTS, type DocumentDescription } from '@jxc/services/contracts';
import { documentScreens } from '../../router/documentScreens';
import { describedKind } from './described';
import type { DocKind } from './kind';

/** 维修单, a document type that is not, described as its entry in DOCUMENTS would be. */
const REPAIR = {
  ...DOCUMENTS.SaleReturn,
  kind: 'Repair',
  billType: 950,
  title: '维修单',
  idField: 'repairId',
  menuId: '4019',
  routes: { list: '/repair/list', add: '/repair/add', detail: '/repair/detail' },
  direction: 'out',
} as const satisfies DocumentDescription;

describe('a web kind described in the contracts', () => {
  const choices = async () => [];
  const sale = { title: '销售单' } as DocKind;
  const kind = describedKind(REPAIR, { choices, source: sale });

  test('takes its title, type code, id field, menu, direction, paths and money fields from the description', () => {
    const { title, billType, idField, menuId, outbound, paths, settle, prepaid } = kind;
    assert.deepEqual(
      { title, billType, idField, menuId, outbound, paths, settle, prepaid },
      {
        title: '维修单',
        billType: 950,
        idField: 'repairId',
        menuId: '4019',
        outbound: true,
        paths: { list: '/repair/list', add: '/repair/add', detail: '/repair/detail', edit: '/repair/add' },
        settle: { field: 'receiveAmount', label: '本次退款' },
        prepaid: { field: 'prepaidAmount', label: '退回预存款' },
      },
    );
  });

  test('its partner with the look-up given, its source kind, and its API by its kind and id field', () => {
    assert.deepEqual(kind.partner, { field: 'customId', label: '客户', choices });
    assert.deepEqual(kind.source, { kind: sale, field: 'saleId', label: '原销售单' });
    assert.equal(typeof kind.api.detail, 'function');
  });

  test('an order that turns into another document offers it (转销售单)', () => {
    assert.deepEqual(describedKind(DOCUMENTS.SaleOffer).followUps, [
      { label: '转销售单', path: '/saleQuotes/TurnAdd', param: 'offerId', menuId: '2002', action: 'add' },
    ]);
  });

  test('its screens are routed at the paths of its description', () => {
    const load = async () => ({ RepairList: () => null, RepairForm: () => null, RepairDetail: () => null });
    const screens = documentScreens(load, REPAIR, { list: 'RepairList', add: 'RepairForm', detail: 'RepairDetail' });
    assert.deepEqual(Object.keys(screens), ['/repair/list', '/repair/add', '/repair/detail']);
  });
});
