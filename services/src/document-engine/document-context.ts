import { Injectable } from '@nestjs/common';
import { queryPrepared } from '@jxc/projections';
import { DataSource } from 'typeorm';
import type { BusinessSettings } from '../contracts';
import { allowedWarehouses, Session, settingsOf } from '../identity';
import { dec } from '../shared/decimal';
import { ForbiddenError, ValidationError } from '../shared/errors';
import { MasterDataQueries, type Reference } from '../catalog';
import { SkuUnits } from './lines';
import type { SkuTracking } from './moves';
import type { HeaderField } from './document-kind';
import { findCombos, type ComboSold } from './combo-lines';

export type DocSku = SkuUnits & SkuTracking & { productId: string; name: string; lowestPrice: string | null; purchasePrice: string };

/** What a document save needs to know about the company's records: SKUs, partners, warehouses, accounts. */
@Injectable()
export class DocumentContext {
  constructor(
    private readonly ds: DataSource,
    private readonly refs: MasterDataQueries,
  ) {}

  /**
   * The same context for one command: settings and SKUs, asked for by several of a kind's policies, are read once; the
   * caller's company's settings are those its session came with.
   */
  forCommand(session?: Session): DocumentContext {
    const memo = new Map<string, Promise<unknown>>();
    const once = <T>(key: string, load: () => Promise<T>) => (memo.get(key) ?? memo.set(key, load()).get(key)) as Promise<T>;
    const ctx: DocumentContext = Object.create(this);
    const given = session?.settings;
    ctx.settings = (companyId) =>
      once(`settings ${companyId}`, async () => (given && companyId === session.companyId ? given : this.settings(companyId)));
    ctx.skus = (companyId, skuIds) => once(`skus ${companyId} ${[...new Set(skuIds)].sort().join()}`, () => this.skus(companyId, skuIds));
    return ctx;
  }

  /** Units and tracking of the enabled SKUs among `skuIds`, with their names for messages and their prices. */
  async skus(companyId: string, skuIds: string[]): Promise<Map<string, DocSku>> {
    type Row = {
      sku_id: string;
      product_id: string;
      unit_name: string;
      units: SkuUnits['units'];
      product_name: string;
      spec: string;
      lowest_price: string | null;
      purchase_price: string;
      serial_flag: boolean;
      life_flag: boolean;
      shelf_life_days: number | null;
    };
    const rows = await queryPrepared<Row>(
      this.ds,
      `select s.sku_id, p.product_id, p.unit_name, p.units, p.product_name, s.spec, s.lowest_price::text, s.purchase_price::text, p.serial_flag, p.life_flag, p.shelf_life_days
       from product_skus s join products p on p.product_id = s.product_id
       where s.company_id = $1 and s.sku_id = any($2) and not s.removed and p.enabled`,
      [companyId, skuIds],
    );
    return new Map(
      rows.map((r) => [
        r.sku_id,
        {
          productId: r.product_id,
          unitName: r.unit_name,
          units: r.units,
          name: r.spec ? `${r.product_name} ${r.spec}` : r.product_name,
          lowestPrice: r.lowest_price,
          purchasePrice: r.purchase_price,
          serialFlag: r.serial_flag,
          lifeFlag: r.life_flag,
          shelfLifeDays: r.shelf_life_days,
        },
      ]),
    );
  }

  /** The enabled combos among `comboIds`, as they are sold today. */
  combos(companyId: string, comboIds: string[]): Promise<Map<string, ComboSold>> {
    return findCombos(this.ds, companyId, [...new Set(comboIds)]);
  }

  async settings(companyId: string): Promise<BusinessSettings> {
    const [row] = await queryPrepared<{ settings: Record<string, unknown> | null }>(
      this.ds,
      `select settings from companies where company_id = $1`,
      [companyId],
    );
    return settingsOf(row?.settings);
  }

  /** Warehouses must exist, be enabled, and be among those the caller may use. */
  checkWarehouses(session: Session, ids: string[]): Promise<void> {
    return this.checkReferences(session, [], ids);
  }

  /** Records the document names, and its warehouses (which the caller must also be allowed to use), in one round trip. */
  async checkReferences(session: Session, refs: Reference[], warehouseIds: string[]): Promise<void> {
    const warehouses = [...new Set(warehouseIds)];
    await this.refs.checkRefsAt(session.companyId, [
      ...refs,
      ...warehouses.map((id): Reference => ({ kind: 'Warehouse', id, label: '仓库', field: 'warehouseId' })),
    ]);
    const allowed = allowedWarehouses(session);
    if (allowed && warehouses.some((id) => !allowed.includes(id))) throw new ForbiddenError('您没有该仓库的权限');
  }

  /** A header field's record must exist and match its `where`; a warehouse must also be one the caller may use. */
  async checkHeaderField(session: Session, h: HeaderField, id: string, title: string): Promise<void> {
    await this.refs.checkRef(h.ref, session.companyId, id, h.label, h.field);
    if (h.ref === 'Warehouse') await this.checkWarehouses(session, [id]);
    if (!h.where) return;
    const row = (await this.refs.record(session.companyId, id))!;
    if (Object.entries(h.where).some(([k, v]) => row.data[k] !== v))
      throw new ValidationError(`${h.label}“${row.name}”不能用于${title}`, h.field);
  }

  checkRef(...args: Parameters<MasterDataQueries['checkRef']>) {
    return this.refs.checkRef(...args);
  }

  warehouseNames(companyId: string): Promise<Map<string, string>> {
    return this.refs.names('Warehouse', companyId);
  }

  requireAccount(settle: string, accountId: string | undefined, label: string) {
    if (!dec(settle).isZero() && !accountId) throw new ValidationError(`填写了${label}时必须选择结算账户`, 'accountId');
  }
}
