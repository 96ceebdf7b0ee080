import type { DocumentKind } from '../document-engine';
import { INVENTORY_KINDS } from '../inventory';
import { PRICING_KINDS } from '../pricing';
import { PURCHASING_KINDS } from '../purchasing';
import { SALES_KINDS } from '../sales';

/**
 * Every document kind of the product: each module's list of its own, in the order the 审核中心 and the 待办事项 list
 * them. The app (plugModulesIn) and the tests give it to the engine; a kind left out fails the architecture test.
 */
export const DOCUMENT_KINDS: readonly DocumentKind[] = [...INVENTORY_KINDS, ...SALES_KINDS, ...PRICING_KINDS, ...PURCHASING_KINDS];
