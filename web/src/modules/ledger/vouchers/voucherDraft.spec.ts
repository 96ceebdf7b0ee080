import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { draftProblems, draftTotals, emptyLine, toVoucherInput, type DraftLine } from './voucherDraft';

const line = (key: number, accountCode: string, debit: string, credit: string, aux = {}): DraftLine => ({
  ...emptyLine(key, '支付房租'),
  accountCode,
  debit,
  credit,
  aux,
});
const AUX: Record<string, ('customer' | 'account')[]> = { '1002': ['account'], '5602': [] };
const auxOf = (code: string) => AUX[code] ?? [];

test('a balanced draft with its auxiliaries has no problem and saves its lines on their sides', () => {
  const lines = [line(1, '5602', '1200.50', ''), line(2, '1002', '', '1200.5', { account: 'A1' })];
  assert.deepEqual(draftProblems(lines, auxOf), []);
  assert.deepEqual(draftTotals(lines), { debit: 1200.5, credit: 1200.5 });
  assert.deepEqual(toVoucherInput({ date: '2026-03-05', attachments: '2' }, lines, auxOf), {
    date: '2026-03-05',
    attachments: 2,
    lines: [
      { accountCode: '5602', summary: '支付房租', debit: 1200.5 },
      { accountCode: '1002', summary: '支付房租', credit: 1200.5, accountId: 'A1' },
    ],
  });
});

test('an unbalanced draft says by how much; a line with both sides, no account or a missing auxiliary is named', () => {
  assert.deepEqual(draftProblems([line(1, '5602', '100', ''), line(2, '1002', '', '90', { account: 'A1' })], auxOf), [
    '借贷不平衡：借方合计100.00，贷方合计90.00，相差10.00',
  ]);
  assert.deepEqual(draftProblems([line(1, '5602', '100', '100'), line(2, '1002', '', '0.001')], auxOf), [
    '第1行：借方和贷方金额须填且只填一个',
    '第2行：贷方金额应为不超过两位小数的正数',
    '第2行：借方和贷方金额须填且只填一个',
    '第2行：该科目需选择辅助核算',
  ]);
  assert.deepEqual(draftProblems([line(1, '', '5', '')], auxOf), ['凭证至少需要两行分录', '第1行：请选择科目']);
});
