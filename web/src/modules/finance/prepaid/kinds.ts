import type { MoneyDocType } from '../money-document/kind';
import { czApi, type CzDetail, type CzRow, type CzSaveInput, type CzType } from './api';

/** 预存款 and 押金: their menus, screens and wording. */
export interface CzKind extends MoneyDocType<CzRow, CzDetail, CzSaveInput> {
  czType: CzType;
  name: string;
  /** A top-up may give store value on top of what was paid (赠送金额). */
  gift: boolean;
}

const czKind = (czType: CzType, name: string, menuId: string, gift: boolean): CzKind => {
  const root = `/customCz/${czType}`;
  return {
    czType,
    name,
    title: `${name}单`,
    addLabel: `新增${name}`,
    idField: 'czId',
    menuId,
    paths: { list: `${root}/List`, add: `${root}/Add`, edit: `${root}/Edit`, detail: `${root}/Detail` },
    api: { ...czApi, page: (q) => czApi.page({ ...q, czType }) },
    gift,
  };
};

export const STORE_VALUE = czKind('storeValue', '预存款', '2503', true);
export const DEPOSIT = czKind('deposit', '押金', '2504', false);
