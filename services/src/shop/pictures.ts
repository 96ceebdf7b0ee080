import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import { DataSource } from 'typeorm';
import { annexKey, signAnnexUrl, type AnnexOwner } from '../catalog';
import { APP_CONFIG } from '../shared/persistence/tokens';

/**
 * Pictures of the store's records (its logo, its products'): attachments (Annex) owned by them, in upload order, as
 * URLs signed for the record's company, so the storefront shows them to customers without a login as the back office does.
 */
@Injectable()
export class ShopPictures {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ds: DataSource,
  ) {}

  async of(companyId: string, ownerType: string, ownerIds: readonly string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (!ownerIds.length) return out;
    const rows: { ownerId: string; url: string }[] = await this.ds.query(
      `select data->>'ownerId' as "ownerId", data->>'url' as url from master_records
       where company_id = $1 and kind = 'Annex' and not removed and data->>'ownerType' = $2 and data->>'ownerId' = any($3) order by created_at`,
      [companyId, ownerType, ownerIds],
    );
    const key = annexKey(this.config);
    for (const r of rows) out.set(r.ownerId, [...(out.get(r.ownerId) ?? []), signAnnexUrl(key, companyId, r.url)]);
    return out;
  }
}

/** The store's logo: an attachment the store owns, its owner id the company's. */
export const STORE_LOGO: AnnexOwner = {
  menuId: '1109',
  title: '店铺',
  exists: async (ds, companyId, ownerId) =>
    ownerId === companyId && (await ds.query(`select 1 from stores where company_id = $1`, [companyId])).length > 0,
};

export const STORE_PRODUCT_PICTURES: AnnexOwner = {
  menuId: '1102',
  title: '商城商品',
  exists: async (ds, companyId, ownerId) =>
    (await ds.query(`select 1 from store_products where company_id = $1 and store_product_id = $2 and not removed`, [companyId, ownerId]))
      .length > 0,
};
