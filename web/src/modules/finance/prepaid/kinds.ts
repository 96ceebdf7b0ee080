import type { CzType } from './api';

/** 预存款 and 押金: their menus, screens and wording. */
export interface CzKind {
  czType: CzType;
  name: string;
  menuId: string;
  list: string;
  add: string;
  detail: string;
  edit: string;
  /** A top-up may give store value on top of what was paid (赠送金额). */
  gift: boolean;
}

export const STORE_VALUE: CzKind = {
  czType: 'storeValue',
  name: '预存款',
  menuId: '2503',
  gift: true,
  list: '/customCz/storeValue/List',
  add: '/customCz/storeValue/Add',
  detail: '/customCz/storeValue/Detail',
  edit: '/customCz/storeValue/Edit',
};
export const DEPOSIT: CzKind = {
  czType: 'deposit',
  name: '押金',
  menuId: '2504',
  gift: false,
  list: '/customCz/deposit/List',
  add: '/customCz/deposit/Add',
  detail: '/customCz/deposit/Detail',
  edit: '/customCz/deposit/Edit',
};

export const czPath = (path: string, czId: string) => `${path}?czId=${encodeURIComponent(czId)}`;
