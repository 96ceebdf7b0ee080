import type { AppendToStream, StoredEvent } from '@jxc/infra';
import { BusinessRuleError } from '../shared/errors';
import { EventSourcing } from '../shared/es/event-sourcing';
import type { Snapshotting } from '../shared/es/snapshotting';

/**
 * Where each serial number of a SKU is in stock, over all of a company's warehouses: one stream per SKU, appended
 * with its expected version by every movement of that SKU's serials, so that two documents moving the same serial at
 * once (into two warehouses, say) cannot both land.
 */
export const serialRegistryStream = (companyId: string, skuId: string) => `SerialRegistry-${companyId}-${skuId}`;

/** Serial → the warehouse it is in stock in. */
export type SerialPlaces = Map<string, string>;

export interface SerialsMoved {
  warehouseId: string;
  direction: 'in' | 'out';
  serials: string[];
  docId: string;
}

/** Folds a registry stream; the map is owned by the fold and updated in place. */
export function evolveSerials(s: SerialPlaces, e: StoredEvent): SerialPlaces {
  const d = e.data as SerialsMoved;
  for (const serial of d.serials) {
    if (d.direction === 'in') s.set(serial, d.warehouseId);
    else s.delete(serial);
  }
  return s;
}

/** Every movement of a SKU's serials is in its registry stream: loads start from a snapshot at most 100 behind. */
export const serialSnapshots: Snapshotting<SerialPlaces> = {
  schema: 'serials/1',
  every: 100,
  save: (s) => [...s],
  restore: (json) => new Map(json as [string, string][]),
};

/** A SKU's serial movements within one document: checked against where the serials are, then recorded. */
export class SerialRegistry {
  private readonly skus = new Map<string, { places: SerialPlaces; version: number; events: { type: string; data: SerialsMoved }[] }>();

  constructor(
    private readonly es: EventSourcing,
    private readonly companyId: string,
  ) {}

  /** Going out, each serial must be in stock in that warehouse; coming in, in stock nowhere. */
  async move(lineNo: number, skuId: string, m: Omit<SerialsMoved, 'serials'>, serials: string[]) {
    if (!serials.length) return;
    const row = `明细第${lineNo}行`;
    if (!this.skus.has(skuId)) {
      const { state, version } = await this.es.load(
        serialRegistryStream(this.companyId, skuId),
        this.companyId,
        new Map() as SerialPlaces,
        evolveSerials,
        serialSnapshots,
      );
      this.skus.set(skuId, { places: state, version, events: [] });
    }
    const entry = this.skus.get(skuId)!;
    if (m.direction === 'out') {
      const missing = serials.filter((x) => entry.places.get(x) !== m.warehouseId);
      if (missing.length)
        throw new BusinessRuleError('SERIAL_NOT_IN_STOCK', `${row}序列号不在该仓库库存中：${missing.slice(0, 10).join('、')}`, {
          lineNo,
          serials: missing,
        });
    } else {
      const present = serials.filter((x) => entry.places.has(x));
      if (present.length)
        throw new BusinessRuleError('SERIAL_IN_STOCK', `${row}序列号已在库存中：${present.slice(0, 10).join('、')}`, {
          lineNo,
          serials: present,
        });
    }
    const data = { ...m, serials };
    evolveSerials(entry.places, { data } as StoredEvent);
    entry.events.push({ type: 'SerialsMoved', data });
  }

  /** The registry appends of the movements recorded, for the document's append. */
  streams(): AppendToStream[] {
    return [...this.skus].map(([skuId, s]) => ({
      streamId: serialRegistryStream(this.companyId, skuId),
      streamType: 'SerialRegistry',
      expectedVersion: s.version || 'no_stream',
      events: s.events,
    }));
  }
}
