import type { StoreLabelRow } from '@jxc/services/contracts';
import { call } from '../../../api/http';
import type { Page, PageQuery } from '../../../api/types';

/** A quick-menu entry (the contracts' row, indexable for the list kit). */
export type LabelRow = StoreLabelRow & Record<string, unknown>;

export const labelPage = (q: PageQuery) => call<Page<LabelRow>>('StoreLabel/PageQuery', q);
export const saveLabel = (p: Record<string, unknown>) => call<{ labelId: string }>('StoreLabel/Save', p);
export const updateLabel = (p: Record<string, unknown>) => call<{ labelId: string }>('StoreLabel/Update', p);
export const removeLabel = (labelId: string) => call<unknown>('StoreLabel/Remove', { labelId });
