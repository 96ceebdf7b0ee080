import { STORE_LABEL_ICONS } from '../../contracts';
import { ValidationError } from '../../shared/errors';
import { bool, int, text } from '../../shared/validation/schema';
import type { StoreRecordDef } from '../records/store-record-def';
import { storeClassNames, storeClassRemoved, storeProductNames, storeProductRemoved } from '../catalog/store-catalog.queries';

export const LABEL_LINK_TYPES = ['category', 'product'] as const;

/** 首页快捷菜单: the round entries under the storefront's banner, each opening a store category or a store product. */
export const STORE_LABEL: StoreRecordDef = {
  kind: 'StoreLabel',
  group: 'StoreLabel',
  idField: 'labelId',
  title: '快捷菜单',
  menuId: '1108',
  nameField: 'labelTitle',
  sortField: 'sort',
  enabledField: 'enabled',
  fields: {
    labelTitle: text('菜单名称').required().maxWidth(12),
    icon: text('图标').required().oneOf(Object.keys(STORE_LABEL_ICONS)),
    linkType: text('链接类型').required().oneOf(LABEL_LINK_TYPES),
    storeClassId: text('链接分类').maxWidth(60),
    storeProductId: text('链接商品').maxWidth(60),
    sort: int('排序').min(0).max(9999),
    enabled: bool('启用'),
  },
  defaults: { sort: 0, enabled: true },
  rules(label) {
    if (label.linkType === 'category' && !label.storeClassId) throw new ValidationError('链接分类不能为空', '链接分类');
    if (label.linkType === 'product' && !label.storeProductId) throw new ValidationError('链接商品不能为空', '链接商品');
  },
  /** Each store category or product the entry keeps is the company's whatever the link type; the one it links to is also live. */
  async verify(ds, companyId, label) {
    if (label.storeClassId) {
      const removed = await storeClassRemoved(ds, companyId, String(label.storeClassId));
      if (removed === null || (label.linkType === 'category' && removed)) throw new ValidationError('链接分类不存在或已删除', '链接分类');
    }
    if (label.storeProductId) {
      const removed = await storeProductRemoved(ds, companyId, String(label.storeProductId));
      if (removed === null || (label.linkType === 'product' && removed)) throw new ValidationError('链接商品不存在或已删除', '链接商品');
    }
  },
  async dress(ds, companyId, rows) {
    const classes = await storeClassNames(
      ds,
      companyId,
      rows.map((r) => (r.linkType === 'category' ? r.storeClassId : null)),
    );
    const products = await storeProductNames(
      ds,
      companyId,
      rows.map((r) => (r.linkType === 'product' ? r.storeProductId : null)),
    );
    return rows.map((r) => ({
      ...r,
      linkName: (r.linkType === 'category' ? classes.get(String(r.storeClassId)) : products.get(String(r.storeProductId))) ?? null,
    }));
  },
};
