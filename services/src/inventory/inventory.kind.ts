import type { DocumentKind } from '../document-engine';
import { ASSEMBLY } from './assembly/assembly.kind';
import { COST_PRICE } from './cost-adjustment/cost-adjustment.kind';
import { INSTORAGE, OUTSTORAGE, TRANS } from './stock-documents/stock-documents.kind';
import { INVTAK } from './stocktake/stocktake.kind';

/** The module's document kinds, in the order they are listed; the app's list (DOCUMENT_KINDS) joins them. */
export const INVENTORY_KINDS: readonly DocumentKind[] = [INSTORAGE, OUTSTORAGE, TRANS, ASSEMBLY, INVTAK, COST_PRICE];
