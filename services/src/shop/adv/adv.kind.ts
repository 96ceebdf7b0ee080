import { annexCounts, type AnnexOwner } from '../../catalog';
import { ValidationError } from '../../shared/errors';
import { bool, int, text } from '../../shared/validation/schema';
import type { StoreRecordDef } from '../records/store-record-def';
import { storeProductNames, storeProductRemoved } from '../catalog/store-catalog.queries';
import { storeRecordLive } from '../records/store-record.queries';

export const ADV_LINK_TYPES = ['none', 'product', 'url'] as const;

/**
 * 广告管理: the storefront's banner ads. Each has a title, pictures (attachments owned by the ad, in upload order), a
 * link to a store product or a web address, the dates it shows between (both included, either open) and an order.
 */
export const STORE_ADV: StoreRecordDef = {
  kind: 'StoreAdv',
  group: 'StoreAdv',
  idField: 'advId',
  title: '广告',
  menuId: '1107',
  nameField: 'advTitle',
  sortField: 'sort',
  enabledField: 'enabled',
  fields: {
    advTitle: text('广告标题').required().maxWidth(40),
    linkType: text('链接类型').oneOf(ADV_LINK_TYPES),
    storeProductId: text('链接商品').maxWidth(60),
    linkUrl: text('链接地址')
      .maxWidth(300)
      .check((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), '必须是以 http:// 或 https:// 开头的网址'),
    startDate: text('开始日期').date(),
    endDate: text('结束日期').date(),
    sort: int('排序').min(0).max(9999),
    enabled: bool('启用'),
  },
  defaults: { linkType: 'none', sort: 0, enabled: true },
  rules(ad) {
    if (ad.linkType === 'product' && !ad.storeProductId) throw new ValidationError('链接商品不能为空', '链接商品');
    if (ad.linkType === 'url' && !ad.linkUrl) throw new ValidationError('链接地址不能为空', '链接地址');
    if (ad.startDate && ad.endDate && String(ad.endDate) < String(ad.startDate))
      throw new ValidationError('结束日期不能早于开始日期', '结束日期');
  },
  /** A store product the ad keeps is the company's whatever the link type; the one it links to is also live. */
  async verify(ds, companyId, ad) {
    if (!ad.storeProductId) return;
    const removed = await storeProductRemoved(ds, companyId, String(ad.storeProductId));
    if (removed === null || (ad.linkType === 'product' && removed)) throw new ValidationError('链接商品不存在或已删除', '链接商品');
  },
  async dress(ds, companyId, rows) {
    const names = await storeProductNames(
      ds,
      companyId,
      rows.map((r) => r.storeProductId),
    );
    const pictures = await annexCounts(
      ds,
      companyId,
      'StoreAdv',
      rows.map((r) => r.advId),
    );
    return rows.map((r) => ({
      ...r,
      storeProductName: names.get(String(r.storeProductId)) ?? null,
      pictureCount: pictures.get(String(r.advId)) ?? 0,
    }));
  },
};

/** An ad's pictures are attachments it owns, uploaded with Annex/Append and shown in upload order. */
export const ADV_PICTURES: AnnexOwner = {
  menuId: STORE_ADV.menuId,
  title: STORE_ADV.title,
  exists: (ds, companyId, ownerId) => storeRecordLive(ds, companyId, STORE_ADV.kind, ownerId),
};
