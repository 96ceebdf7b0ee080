import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import { ShopPictures } from '../pictures';
import type { StoreSettings, StoreView } from '../../contracts';

/** The logo is an attachment owned by the store (its owner id is the company's). */
export const LOGO_OWNER = 'Store';

const COLUMNS = `s.company_id as "companyId", s.store_code as "storeCode", s.store_name as "storeName", s.notice, s.open, s.open_time as "openTime",
  s.close_time as "closeTime", s.delivery, s.pickup, s.min_order_amount::float8 as "minOrderAmount", s.warehouse_id as "warehouseId",
  w.name as "warehouseName", s.phone, s.address`;
const FROM = `from stores s left join master_records w on w.record_id = s.warehouse_id and w.company_id = s.company_id`;

@Injectable()
export class StoreQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly pictures: ShopPictures,
  ) {}

  /** What a store starts from: the company's name, its first warehouse, closed, both delivery and pickup. */
  async defaults(companyId: string): Promise<StoreSettings> {
    const [row] = await this.ds.query(
      `select c.company_name as name, (select record_id from master_records where company_id = $1 and kind = 'Warehouse' and enabled and not removed order by created_at limit 1) as warehouse
       from companies c where c.company_id = $1`,
      [companyId],
    );
    return {
      storeName: row?.name ?? '',
      notice: '',
      open: false,
      openTime: null,
      closeTime: null,
      delivery: true,
      pickup: true,
      minOrderAmount: '0',
      warehouseId: row?.warehouse ?? null,
      phone: '',
      address: '',
    };
  }

  async checkWarehouse(companyId: string, warehouseId: string) {
    const found = await this.ds.query(
      `select 1 from master_records where company_id = $1 and kind = 'Warehouse' and record_id = $2 and enabled and not removed`,
      [companyId, warehouseId],
    );
    if (!found.length) throw new ValidationError('发货仓库不存在或已停用', 'warehouseId');
  }

  /** The company's store; before its first save, the defaults it would open with and no code. */
  async detail(companyId: string): Promise<StoreView> {
    const [row] = await this.ds.query(`select ${COLUMNS} ${FROM} where s.company_id = $1`, [companyId]);
    if (row) return this.dressed(row);
    const d = await this.defaults(companyId);
    const [w] = d.warehouseId ? await this.ds.query(`select name from master_records where record_id = $1`, [d.warehouseId]) : [];
    return { ...d, storeCode: null, minOrderAmount: 0, warehouseName: w?.name ?? null, logo: null };
  }

  /** The store at /m/{storeCode}, with the company it belongs to (for the server's own use, never shown to customers). */
  async byCode(storeCode: string): Promise<(StoreView & { companyId: string }) | undefined> {
    const [row] = await this.ds.query(`select ${COLUMNS} ${FROM} where s.store_code = $1`, [storeCode]);
    return row ? this.dressed(row) : undefined;
  }

  private async dressed<T extends { companyId: string }>(row: T) {
    const logo = (await this.pictures.of(row.companyId, LOGO_OWNER, [row.companyId])).get(row.companyId)?.at(-1) ?? null;
    return { ...row, logo };
  }
}

/** Whether the company has opened its store (saved it once). */
export async function storeOpened(ds: DataSource, companyId: string): Promise<boolean> {
  return (await ds.query(`select 1 from stores where company_id = $1`, [companyId])).length > 0;
}
