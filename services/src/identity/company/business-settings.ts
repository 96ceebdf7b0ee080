import type { BusinessSettings } from '../../contracts';

/** Business settings' defaults (/setting/setting). */
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
