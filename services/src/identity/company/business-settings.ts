/** Business settings (/setting/setting) and their defaults. */
export interface BusinessSettings {
  /** May an audit take stock below zero? */
  allowNegativeStock: boolean;
  /** Does available stock (avalidCount) leave out what open outbound documents (drafts, in approval) will take? */
  reserveOpenDocuments: boolean;
  /** Selling below a SKU's lowest price: allowed, allowed with a warning, or refused. */
  lowestPriceRule: 'none' | 'warn' | 'refuse';
  /** Decimals shown for quantities and money (the seed's set_digit pair). */
  qtyDigits: number;
  moneyDigits: number;
  /**
   * 分仓出入库 (the seed's separatorWarehouse): an audited purchase, sale or return moves no stock until the warehouse
   * confirms its goods in or out (BatchInStorage / BatchOutStorage), partly or whole.
   */
  separatorWarehouse: boolean;
  /**
   * A SKU entered again on a document (scanned, typed or picked) counts one more on its line; off, each entry is a
   * line of its own (the web's line entry reads it; the server takes lines either way).
   */
  mergeSameSku: boolean;
  /** 默认结算账户: the account a sale paid at once is received into, unless the clerk picks another (none: the first account). */
  defaultAccountId: string | null;
  /** 零售默认全额收款: a sale to a retail customer (零售散客) starts paid in full, so a counter sale leaves nothing owed. */
  retailFullPayment: boolean;
  /**
   * Multi-level approval (/examine/list) per document kind: one list of approver user ids per level (an empty list:
   * anyone allowed to audit). No entry, or one level, means a single audit.
   */
  approvals: Record<string, string[][]>;
}

export const DEFAULT_SETTINGS: BusinessSettings = {
  allowNegativeStock: false,
  reserveOpenDocuments: true,
  lowestPriceRule: 'warn',
  qtyDigits: 2,
  moneyDigits: 2,
  separatorWarehouse: false,
  mergeSameSku: true,
  defaultAccountId: null,
  retailFullPayment: true,
  approvals: {},
};

export const settingsOf = (stored: Record<string, unknown> | null | undefined): BusinessSettings =>
  ({ ...DEFAULT_SETTINGS, ...(stored ?? {}) }) as BusinessSettings;
