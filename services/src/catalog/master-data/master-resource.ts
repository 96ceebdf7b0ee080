import type { MasterKind } from './master-data.events';
import type { ReferenceKind } from './master-data.queries';
import type { Field } from '../../shared/validation/schema';

/**
 * One kind of flat master data, described as data: its API group, id field, menu entry (for permissions), fields
 * with their Chinese labels and rules, and which fields refer to other records. The generic controller, commands
 * and queries serve every kind from this description.
 */
export interface MasterResource {
  kind: MasterKind;
  /** The API group: `/api/{group}/Save` … */
  group: string;
  idField: string;
  title: string;
  menuId: string;
  fields: Record<string, Field<unknown>>;
  /** Fields naming another record of the company, which must exist: every id a record stores is declared here. */
  refs?: Record<string, ReferenceKind>;
  /** Data fields matched by `keyword` besides the name and code. */
  keywordFields?: string[];
  /** Equality filters a page query accepts. */
  filters?: string[];
  /** Decimal fields (stored as exact strings, answered as numbers). */
  decimals?: string[];
  /** Fields computed by other read models: a scalar SQL expression over `r.record_id` (e.g. an account's balance). */
  computed?: Record<string, string>;
  /**
   * Who may pick from `Options` (the pickers other screens use): a caller with a right on one of `usedBy`'s screens
   * (any signed-in user when absent: names of look-ups); `private` fields only to one who may list the kind itself,
   * on its own screen or on one of `seenBy`'s; `within` offers only the records the caller may use (the warehouses of
   * their permission or branch, their own branch).
   */
  picker?: { usedBy?: readonly string[]; private?: readonly string[]; seenBy?: readonly string[]; within?: 'warehouses' | 'branch' };
  /** A record still in use cannot be removed: a boolean SQL expression over $1 (the company) and $2 (the record), and the refusal. */
  inUse?: { sql: string; message: string };
}
