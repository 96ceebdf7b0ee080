import { call } from '../../../api/http';
import type { Page, PageQuery } from '../../../api/types';

export interface LabelRow extends Record<string, unknown> {
  labelId: string;
  labelTitle: string;
  icon: string;
  linkType: 'category' | 'product';
  storeClassId: string | null;
  storeProductId: string | null;
  linkName: string | null;
  sort: number;
  enabled: boolean;
}

export const labelPage = (q: PageQuery) => call<Page<LabelRow>>('StoreLabel/PageQuery', q);
export const saveLabel = (p: Record<string, unknown>) => call<{ labelId: string }>('StoreLabel/Save', p);
export const updateLabel = (p: Record<string, unknown>) => call<{ labelId: string }>('StoreLabel/Update', p);
export const removeLabel = (labelId: string) => call<unknown>('StoreLabel/Remove', { labelId });
