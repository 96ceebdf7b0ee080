import { eventIndex, eventNamesByKind } from '../../shared/es/event-names';

/** The kinds of flat master data, each a stream category sharing one record decider. */
export const MASTER_KINDS = [
  'Warehouse',
  'Custom',
  'Supplier',
  'Account',
  'Unit',
  'CustomGrade',
  'FinanceClass',
  'WarehouseLocation',
  'WarehouseArea',
  'StorageType',
  'Express',
  'SysSpec',
  'CustomAddress',
  'Annex',
  'Dictionary',
  'Branch',
  'VisitTag',
] as const;
export type MasterKind = (typeof MASTER_KINDS)[number];

/** The kinds 系统重置 clears with the trade they carry; the others (warehouses, branches, units, items …) are settings it keeps. */
export const RESET_CLEARS: readonly MasterKind[] = ['Custom', 'Supplier', 'Account', 'CustomAddress'];
export const MASTER_KEPT_ON_RESET = MASTER_KINDS.filter((k) => !RESET_CLEARS.includes(k));

export type MasterRecordEvent =
  | { type: 'Created' | 'Updated'; data: Record<string, unknown> }
  | { type: 'Enabled' | 'Disabled' | 'Removed'; data: Record<string, never> };

export const MASTER_RECORD_EVENTS = [
  'Created',
  'Updated',
  'Enabled',
  'Disabled',
  'Removed',
] as const satisfies readonly MasterRecordEvent['type'][];

/** Each kind's stored event names (`WarehouseCreated` …). */
export const MASTER_EVENTS = eventNamesByKind(MASTER_KINDS, MASTER_RECORD_EVENTS);

export const masterEvents = eventIndex<MasterKind, MasterRecordEvent['type'], MasterRecordEvent>(
  MASTER_KINDS.map((k) => [k, MASTER_EVENTS[k]] as const),
);
