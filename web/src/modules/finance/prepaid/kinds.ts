import { DOCUMENTS } from '@jxc/services/contracts';
import { describedMoneyDoc, type MoneyDocType } from '../money-document/kind';
import { czApi, type CzDetail, type CzRow, type CzSaveInput, type CzType } from './api';

/** 预存款 and 押金: their menus, screens and wording. */
export interface CzKind extends MoneyDocType<CzRow, CzDetail, CzSaveInput> {
  czType: CzType;
  /** A top-up may give store value on top of what was paid (赠送金额). */
  gift: boolean;
}

const czKind = (d: typeof DOCUMENTS.CustomCZ | typeof DOCUMENTS.CustomJC, czType: CzType, gift: boolean): CzKind => ({
  ...describedMoneyDoc(d),
  api: { ...czApi, page: (q) => czApi.page({ ...q, czType }) },
  czType,
  gift,
});

export const STORE_VALUE = czKind(DOCUMENTS.CustomCZ, 'storeValue', true);
export const DEPOSIT = czKind(DOCUMENTS.CustomJC, 'deposit', false);
