/** The icons a 首页快捷菜单 entry may show on the storefront, by key, with what each is called. */
export const STORE_LABEL_ICONS: Record<string, string> = {
  hot: '热销', new: '新品', sale: '特价', gift: '礼品', drink: '饮品', food: '食品', fruit: '生鲜', daily: '日用', all: '全部',
};
