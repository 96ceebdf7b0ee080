import type { AuditChange, AuditRow } from '@jxc/services/contracts';

/** A value as the log shows it: empty as 空. */
const value = (v: string | null) => (v === null || v === '' ? '空' : v);

/** A change in one line: 客户名称：张三 → 张三丰. */
export const changeText = (c: AuditChange) => `${c.label}：${value(c.before)} → ${value(c.after)}`;

/** What a row changed, in one line (the list's 变更 column and the export). */
export const changesText = (r: Pick<AuditRow, 'changes'>) => r.changes.map(changeText).join('；');

/** The record a row is about: 销售单 XS202611240001, 客户 张三; a record a document changed with the document's number (商品 可乐 · TJ…). */
export const recordText = (r: Pick<AuditRow, 'recordKind' | 'record' | 'billNo'>) =>
  [r.recordKind, r.record || r.billNo].filter(Boolean).join(' ') + (r.billNo && r.record && r.billNo !== r.record ? ` · ${r.billNo}` : '');
