/** 账户转账's menu and screens. */
export const TRANSFER = {
  menuId: '5017',
  list: '/transferAccount/list',
  add: '/transferAccount/add',
  edit: '/transferAccount/edit',
  detail: '/transferAccount/detail',
};

export const transferPath = (transId: string) => `${TRANSFER.detail}?transId=${encodeURIComponent(transId)}`;
