import type { DocumentKind } from '../document-engine';
import { ASSEMBLY, COST_PRICE, INSTORAGE, INVTAK, OUTSTORAGE, TRANS } from '../inventory';
import { CHANGE_PRICE } from '../pricing';
import { BUY, BUY_OFFER, BUY_RETURN } from '../purchasing';
import { SALE, SALE_OFFER, SALE_RETURN } from '../sales';

/**
 * Every document kind of the product, in the order the 审核中心 and the 待办事项 list them: the app (bootstrap), the
 * operator commands and the tests give this list to the engine (useDocumentKinds). A kind left out fails the
 * architecture test.
 */
export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  INSTORAGE,
  OUTSTORAGE,
  TRANS,
  ASSEMBLY,
  INVTAK,
  COST_PRICE,
  SALE,
  SALE_RETURN,
  SALE_OFFER,
  CHANGE_PRICE,
  BUY,
  BUY_RETURN,
  BUY_OFFER,
];
