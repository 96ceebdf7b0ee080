import type { DataSource } from 'typeorm';
import type { Field } from '../../shared/validation/schema';
import type { RecordKindRules, StoreRecordData, StoreRecordKind } from './store-record';

/**
 * One kind of the store's records described as data: its API group, id field, menu entry, fields with their Chinese
 * labels and rules, the rules over a whole record, and the references checked against the read models. The generic
 * controller, command and queries serve every kind from this description.
 */
export interface StoreRecordDef extends RecordKindRules {
  kind: StoreRecordKind;
  /** `/api/{group}/PageQuery|Detail|Save|Update|Remove` */
  group: string;
  idField: string;
  title: string;
  menuId: string;
  fields: Record<string, Field<unknown>>;
  /** The field the list searches and shows as the record's name. */
  nameField: string;
  /** A whole-number field the list is ordered by (smaller first). */
  sortField?: string;
  /** A yes/no field saying whether the record is in use. */
  enabledField?: string;
  /** Its references are live records of the company (a store product, SKUs …); throws ValidationError naming the field. */
  verify?(ds: DataSource, companyId: string, record: StoreRecordData, recordId: string): Promise<void>;
  /** What a list row or detail adds to the record (names of what it refers to, its pictures …), for a page of rows at once. */
  dress?(ds: DataSource, companyId: string, rows: StoreRecordRow[]): Promise<StoreRecordRow[]>;
}

/** A record as the API answers it: its fields, its id under the kind's id field, and when and by whom it was made. */
export type StoreRecordRow = StoreRecordData & { createdBy: string; createdAt: string; updatedAt: string };
