import type { AuditCategory } from '@jxc/services/contracts';
import { call } from '../../api/http';
import type { FilteredQuery, Page } from '../../api/types';

/** A field of a record before and after a change (null: empty). */
export interface AuditChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** One row of the 操作日志 (AuditRecord/PageQuery). */
export interface AuditRow {
  eventId: string;
  at: string;
  userId: string;
  userName: string;
  ip: string | null;
  route: string | null;
  /** The event type; `title` is its Chinese name. */
  action: string;
  title: string;
  category: AuditCategory;
  categoryName: string;
  /** What kind of record (销售单, 客户 …) and which one (its name or bill number). */
  recordKind: string;
  record: string;
  billNo?: string;
  streamId: string;
  /** A document's type code and id, to open it. */
  billType?: number;
  docId?: string;
  changes: AuditChange[];
}

export const auditPage = (q: FilteredQuery) => call<Page<AuditRow>>('AuditRecord/PageQuery', q);

/** The staff, to filter by who did it. */
export const staff = () => call<{ data: { userId: string; userName: string }[] }>('User/Options');
