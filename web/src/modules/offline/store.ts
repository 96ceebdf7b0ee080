import Dexie, { type EntityTable } from 'dexie';
import { getSession } from '../../session/session';
import type { OptionRecords, SkuView } from '@jxc/services/contracts';
import type { Outgoing, OutboxStore } from './outbox';

/** A SKU as the phone keeps it: the look-up's row, prices null where the user may not see them. */
export type CachedSku = SkuView;
export type CachedWarehouse = OptionRecords['Warehouse'];
export type CachedCustomer = OptionRecords['Custom'];
export type CachedAccount = OptionRecords['Account'];

/** The company's 默认结算账户 and 零售默认全额收款, as the sale form starts from them. */
export interface CachedSettlement {
  id: 'settlement';
  defaultAccountId: string | null;
  retailFullPayment: boolean;
}

export interface CachedStock {
  /** `${warehouseId}|${skuId}` */
  id: string;
  warehouseId: string;
  skuId: string;
  qty: number;
}

/** When the data was last taken from the server, and for whom (another user signing in on the phone starts afresh). */
export interface SyncMark {
  id: 'data';
  owner: string;
  at: number;
}

/** A form as typed, kept on every keystroke so closing the app or restarting the phone loses nothing. */
export interface Draft {
  id: string;
  form: unknown;
}

/** The phone's own database: the shop floor's data at the last sync, the outbox and the drafts. */
export class OfflineDb extends Dexie {
  skus!: EntityTable<CachedSku, 'skuId'>;
  warehouses!: EntityTable<CachedWarehouse, 'warehouseId'>;
  customers!: EntityTable<CachedCustomer, 'customId'>;
  accounts!: EntityTable<CachedAccount, 'accountId'>;
  settings!: EntityTable<CachedSettlement, 'id'>;
  stock!: EntityTable<CachedStock, 'id'>;
  marks!: EntityTable<SyncMark, 'id'>;
  outbox!: EntityTable<Outgoing, 'key'>;
  drafts!: EntityTable<Draft, 'id'>;

  constructor(name = 'jxc-offline') {
    super(name);
    this.version(1).stores({
      skus: 'skuId, barCode, productCode',
      warehouses: 'warehouseId',
      customers: 'customId',
      stock: 'id, warehouseId',
      marks: 'id',
      outbox: 'key, seq, state',
      drafts: 'id',
    });
    this.version(2).stores({ accounts: 'accountId', settings: 'id' });
  }
}

export const db = new OfflineDb();

/** Asks the browser not to clear the phone's database when space runs short (what was typed waits in it). */
export function keepStorage(): void {
  void navigator.storage?.persist?.().catch(() => false);
}

/** Who the phone's data and outbox items belong to. */
export const owner = () => `${getSession().Company_Id}:${getSession().current_user_id}`;

/** The signed-in user's outbox over the database. */
export const outboxStore: OutboxStore = {
  waiting: () =>
    db.outbox
      .where('state')
      .equals('waiting')
      .filter((item) => item.owner === owner())
      .toArray(),
  settle: async (key, change) => {
    await db.outbox.update(key, change);
  },
};
