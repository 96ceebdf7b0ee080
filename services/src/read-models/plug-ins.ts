import { BILLING_LOGGED } from '../billing';
import {
  CLASS_TREES_KEPT_ON_RESET,
  CODE_RULES_KEPT_ON_RESET,
  MASTER_KEPT_ON_RESET,
  registerAnnexOwner,
  registerOpeningStockEntry,
} from '../catalog';
import { BILL_NUMBERS_KEPT_ON_RESET, registerComboSource, useDocumentKinds } from '../document-engine';
import { IDENTITY_KEPT_ON_RESET, registerCompanyDefaults } from '../identity';
import { defaultStorageTypes, enterOpeningStock } from '../inventory';
import { LEDGER_ANNEX_OWNERS, LEDGER_KEPT_ON_RESET } from '../ledger';
import { enabledCombos } from '../marketing';
import { GETTING_STARTED_KEPT_ON_RESET, starterRecords } from '../onboarding';
import { registerConsoleLogged } from '../operator';
import { PRINT_TEMPLATES_KEPT_ON_RESET } from '../printing';
import { PAY_SETTING_KEPT_ON_RESET, SHOP_ANNEX_OWNERS, STORE_CLASSES_KEPT_ON_RESET, STORE_KEPT_ON_RESET } from '../shop';
import { keptOnReset } from '../shared/es/company-reset';
import { DOCUMENT_KINDS } from './document-kinds';

/**
 * What each module plugs into one below it, plugged in by the app as it starts (bootstrap) and by the operator
 * commands: no module registers anything by being imported (the architecture test says so).
 */
export function plugModulesIn() {
  useDocumentKinds(DOCUMENT_KINDS);
  registerComboSource(enabledCombos);
  registerOpeningStockEntry(enterOpeningStock);
  // In this order a new company's records are created.
  for (const defaults of [defaultStorageTypes, starterRecords]) registerCompanyDefaults(defaults);
  for (const [ownerType, owner] of Object.entries({ ...SHOP_ANNEX_OWNERS, ...LEDGER_ANNEX_OWNERS })) registerAnnexOwner(ownerType, owner);
  registerConsoleLogged(BILLING_LOGGED);
  keptOnReset(
    ...IDENTITY_KEPT_ON_RESET,
    ...MASTER_KEPT_ON_RESET,
    ...CODE_RULES_KEPT_ON_RESET,
    ...CLASS_TREES_KEPT_ON_RESET,
    ...BILL_NUMBERS_KEPT_ON_RESET,
    ...PRINT_TEMPLATES_KEPT_ON_RESET,
    ...STORE_KEPT_ON_RESET,
    ...STORE_CLASSES_KEPT_ON_RESET,
    ...PAY_SETTING_KEPT_ON_RESET,
    ...GETTING_STARTED_KEPT_ON_RESET,
    ...LEDGER_KEPT_ON_RESET,
  );
}
