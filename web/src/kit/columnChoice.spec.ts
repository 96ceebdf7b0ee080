import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { choiceOf, isShown } from './columnChoice';
import type { Column } from './columns';

const COLUMNS: Column<unknown>[] = [
  { key: 'name', title: '名称' },
  { key: 'code', title: '编码' },
  { key: 'owner', title: '归属员工', hidden: true },
  { key: 'status', title: '状态', required: true },
];
const shown = (choice: Record<string, boolean>) => COLUMNS.filter((c) => isShown(COLUMNS, c, choice)).map((c) => c.key);

test('columns follow their defaults until the user chooses; the first and required ones always show', () => {
  assert.deepEqual(shown({}), ['name', 'code', 'status']);
  assert.deepEqual(shown(choiceOf(COLUMNS, ['owner'])), ['name', 'owner', 'status']);
  assert.deepEqual(shown({ name: false, status: false }), ['name', 'code', 'status']);
});
