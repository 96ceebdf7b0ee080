import type { ComboComponentView, ComboView, VisitView } from '@jxc/services/contracts';
import { call } from '../../api/http';
import type { HistoryEntry, Page, PageQuery } from '../../api/types';

export type { VisitPlace, VisitStatus } from '@jxc/services/contracts';

/** A customer visit and a combo as their lists and details answer them (the contracts' VisitView and ComboView). */
export type Visit = VisitView;
export type Combo = ComboView;
export type ComboComponent = ComboComponentView;

export const visitPage = (q: PageQuery & Record<string, unknown>) => call<Page<Visit>>('CustomVisit/PageQuery', q);
export const visitDetail = (visitId: string) => call<Visit & { history: HistoryEntry[] }>('CustomVisit/Detail', { visitId });
export const saveVisit = (v: Record<string, unknown>) => call<{ visitId: string }>('CustomVisit/Save', v, { quiet: true });
export const updateVisit = (visitId: string, v: { tagIds?: string[]; remark?: string }) =>
  call<{ visitId: string }>('CustomVisit/Update', { visitId, ...v }, { quiet: true });
/** Signs in or out where the browser placed the user, or at the address typed. */
export const signVisit = (how: 'SignIn' | 'SignOut', visitId: string, place: { longitude?: number; latitude?: number; address?: string }) =>
  call<Visit>(`CustomVisit/${how}`, { visitId, ...place }, { quiet: true });

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
