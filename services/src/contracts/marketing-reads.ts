/** What the back office reads of customer visits (客户拜访) and combos (商品套餐). */

export type VisitStatus = 'planned' | 'visiting' | 'done';

/** Where a sign-in or sign-out happened: the browser's position where the user allowed it, else the address typed. */
export interface VisitPlace {
  longitude: string | null;
  latitude: string | null;
  address: string;
}

/** A customer visit as CustomVisit/PageQuery and Detail answer it. */
export interface VisitView {
  visitId: string;
  customId: string;
  customName: string;
  visitorId: string;
  visitorName: string;
  visitDate: string;
  tagIds: string[];
  tagNames: string[];
  /** The tags by id and name (a disabled tag still on the visit is among them). */
  tags: { tagId: string; tagName: string }[];
  remark: string;
  status: VisitStatus;
  signInAt: string | null;
  signInPlace: VisitPlace | null;
  signOutAt: string | null;
  signOutPlace: VisitPlace | null;
  createdAt: string;
}

/** A quantity of a SKU named as the SKU is: a combo's component, a formula's line (StoreFormula/PageQuery). */
export interface SkuQtyView {
  skuId: string;
  qty: number;
  productName: string;
  productCode: string;
  spec: string;
  unitName: string;
}

/** A component of a combo; the sale price null without the 零售价 flag. */
export interface ComboComponentView extends SkuQtyView {
  salePrice: number | null;
  enabled: boolean;
}

/** A combo (商品套餐) as ProductCombo/PageQuery and Detail answer it; its price null without the 零售价 flag. */
export interface ComboView {
  comboId: string;
  comboName: string;
  comboCode: string;
  comboPrice: number | null;
  remark: string;
  enabled: boolean;
  updatedAt: string;
  components: ComboComponentView[];
}
