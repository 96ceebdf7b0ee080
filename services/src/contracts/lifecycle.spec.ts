import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { AuditedUse, LifecycleStatus, lifecycleRefusal, LifecycleStep } from './lifecycle';

const INVOICE: AuditedUse = { use: '开票' };
const ACTIONS: [string, LifecycleStep | AuditedUse][] = [
  ['edit', 'edit'],
  ['remove', 'remove'],
  ['approve', 'approve'],
  ['audit', 'audit'],
  ['writeBack', 'writeBack'],
  ['settle', 'settle'],
  ['开票', INVOICE],
];

/** Every status × every action: null where it may, else what the refusal says (销售单 as the title). */
const EXPECTED: Record<'never saved' | LifecycleStatus, (string | null)[]> = {
  // edit, remove, approve, audit, writeBack, settle, 开票
  'never saved': Array(7).fill('NOT_FOUND 销售单不存在或已删除'),
  removed: Array(7).fill('NOT_FOUND 销售单不存在或已删除'),
  draft: [
    null,
    null,
    null,
    null,
    'BAD_STATUS 销售单是草稿，不能红冲',
    'BAD_STATUS 销售单是草稿，不能核销',
    'BAD_STATUS 销售单未审核，不能开票',
  ],
  audited: [
    'BAD_STATUS 销售单已审核，不能修改',
    'BAD_STATUS 销售单已审核，不能删除',
    'BAD_STATUS 销售单已审核，不能审批',
    'BAD_STATUS 销售单已审核，不能审核',
    null,
    null,
    null,
  ],
  reversed: [
    'BAD_STATUS 销售单已红冲，不能修改',
    'BAD_STATUS 销售单已红冲，不能删除',
    'BAD_STATUS 销售单已红冲，不能审批',
    'BAD_STATUS 销售单已红冲，不能审核',
    'BAD_STATUS 销售单已红冲，不能红冲',
    'BAD_STATUS 销售单已红冲，不能核销',
    'BAD_STATUS 销售单已红冲，不能开票',
  ],
};

for (const [given, row] of Object.entries(EXPECTED)) {
  const status = given === 'never saved' ? null : (given as LifecycleStatus);
  test(`given a document ${given}, each step is taken or refused`, () => {
    const said = ACTIONS.map(([, action]) => {
      const refusal = lifecycleRefusal('销售单', status, action);
      return refusal && `${refusal.code} ${refusal.message}`;
    });
    assert.deepEqual(
      Object.fromEntries(ACTIONS.map(([name], i) => [name, said[i]])),
      Object.fromEntries(ACTIONS.map(([name], i) => [name, row[i]])),
    );
  });
}

test('without a step only whether the document is there is asked', () => {
  assert.equal(lifecycleRefusal('押金单', 'reversed'), null);
  assert.deepEqual(lifecycleRefusal('押金单', 'removed'), { code: 'NOT_FOUND', message: '押金单不存在或已删除' });
});
