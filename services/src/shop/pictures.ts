import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import { DataSource } from 'typeorm';
import { annexKey, annexUrls, signAnnexUrl } from '../catalog';
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
    const rows = await annexUrls(this.ds, companyId, ownerType, ownerIds);
    const key = annexKey(this.config);
    for (const r of rows) out.set(r.ownerId, [...(out.get(r.ownerId) ?? []), signAnnexUrl(key, companyId, r.url)]);
    return out;
  }
}
