import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';

/**
 * A read model fed from the event store in global order. `apply` runs inside the transaction that also moves the
 * projection's checkpoint, so a batch is applied exactly once in effect even though delivery is at-least-once.
 * E is the events it reads, typed by their stored names: the runner hands it only events of its eventTypes.
 */
export interface Projection<E extends StoredEvent = StoredEvent> {
  readonly name: string;
  readonly eventTypes: readonly E['type'][];
  /** Every event whatever its type (the 操作日志): eventTypes is then not read. */
  readonly allEvents?: boolean;
  /** The tables it owns: emptied when it is rebuilt. */
  readonly tables: readonly string[];
  /** Read models it reads while applying: in each cycle they are applied first (the others run side by side). */
  readonly reads?: readonly string[];
  /**
   * What 系统重置 (CompanyReset, see honourCompanyReset) does to its tables: by default each loses the company's rows
   * by company_id; 'keep' for what the reset keeps (staff, roles, settings); or the statements that clear it, $1 the company.
   */
  readonly companyReset?: 'keep' | readonly string[];
  apply(events: E[], em: EntityManager): Promise<void>;
}

/** The event types a projection reads, undefined for all. */
export const typesOf = (p: Projection): readonly string[] | undefined => (p.allEvents ? undefined : p.eventTypes);

/** Whether a projection handles any of these event types. */
export const handlesAny = (p: Projection, types: readonly string[]) => !!p.allEvents || p.eventTypes.some((t) => types.includes(t));
