import { STORE_ADV } from '../adv/adv.kind';
import { STORE_FORMULA } from '../formula/formula.kind';
import { STORE_LABEL } from '../label/label.kind';
import type { StoreRecordKind } from './store-record';
import type { StoreRecordDef } from './store-record-def';

/** Every kind of the store's records, by kind. */
export const STORE_RECORD_DEFS: Record<StoreRecordKind, StoreRecordDef> = {
  StoreAdv: STORE_ADV,
  StoreLabel: STORE_LABEL,
  StoreFormula: STORE_FORMULA,
};
