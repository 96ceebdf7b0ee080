export const COMBO_MENU_ID = '2505';
export const COMBO_PATHS = { list: '/combo/List', add: '/combo/Add', edit: '/combo/Edit', detail: '/combo/Detail' };
export const comboPath = (page: 'edit' | 'detail', comboId: string) => `${COMBO_PATHS[page]}?comboId=${encodeURIComponent(comboId)}`;
