import { call } from '../../api/http';
import type { HistoryEntry, Page, PageQuery } from '../../api/types';

export type VisitStatus = 'planned' | 'visiting' | 'done';

export interface VisitPlace {
  longitude: string | null;
  latitude: string | null;
  address: string;
}

/** A customer visit as CustomVisit/PageQuery and Detail answer it. */
export interface Visit {
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
}

export const visitPage = (q: PageQuery & Record<string, unknown>) => call<Page<Visit>>('CustomVisit/PageQuery', q);
export const visitDetail = (visitId: string) => call<Visit & { history: HistoryEntry[] }>('CustomVisit/Detail', { visitId });
export const saveVisit = (v: Record<string, unknown>) => call<{ visitId: string }>('CustomVisit/Save', v, { quiet: true });
export const updateVisit = (visitId: string, v: { tagIds?: string[]; remark?: string }) =>
  call<{ visitId: string }>('CustomVisit/Update', { visitId, ...v }, { quiet: true });
/** Signs in or out where the browser placed the user, or at the address typed. */
export const signVisit = (how: 'SignIn' | 'SignOut', visitId: string, place: { longitude?: number; latitude?: number; address?: string }) =>
  call<Visit>(`CustomVisit/${how}`, { visitId, ...place }, { quiet: true });

export interface ComboComponent {
  skuId: string;
  qty: number;
  productName: string;
  productCode: string;
  spec: string;
  unitName: string;
  salePrice: number | null;
  enabled: boolean;
}

/** A combo (商品套餐) as ProductCombo/PageQuery and Detail answer it. */
export interface Combo {
  comboId: string;
  comboName: string;
  comboCode: string;
  comboPrice: number;
  remark: string;
  enabled: boolean;
  components: ComboComponent[];
}

export interface ComboInput {
  comboName: string;
  comboCode: string;
  comboPrice: string;
  remark: string;
  components: { skuId: string; qty: string }[];
}

export const comboPage = (q: PageQuery & Record<string, unknown>) => call<Page<Combo>>('ProductCombo/PageQuery', q);
export const comboDetail = (comboId: string) => call<Combo & { history: HistoryEntry[] }>('ProductCombo/Detail', { comboId });
export const saveCombo = (c: ComboInput, comboId?: string) =>
  call<{ comboId: string }>(comboId ? 'ProductCombo/Update' : 'ProductCombo/Save', { ...c, ...(comboId && { comboId }) }, { quiet: true });
export const comboStatus = (how: 'Enable' | 'Disable' | 'Remove', comboId: string) => call<unknown>(`ProductCombo/${how}`, { comboId });
