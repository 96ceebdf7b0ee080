import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BranchEntry, MAIN_BRANCH_NAME } from '../../contracts';

interface Member {
  branchId: string | null;
}

/** 门店/机构管理's list: the branches (master records of kind Branch) with the warehouses and staff each holds. */
@Injectable()
export class BranchQueries {
  constructor(private readonly ds: DataSource) {}

  /** The main branch (总部) first, holding the warehouses and staff of no live branch, then each branch by age. */
  async list(companyId: string): Promise<BranchEntry[]> {
    const [branches, warehouses, staff] = await Promise.all([
      this.ds.query(
        `select record_id as "branchId", name as "branchName", code as "branchCode", data->>'contact' as contact, data->>'phone' as phone, data->>'address' as address,
                data->>'remark' as remark, enabled from master_records where company_id = $1 and kind = 'Branch' and not removed order by created_at`,
        [companyId],
      ),
      this.ds.query(
        `select record_id as "warehouseId", name as "warehouseName", code as "warehouseCode", nullif(data->>'branchId', '') as "branchId"
         from master_records where company_id = $1 and kind = 'Warehouse' and not removed order by created_at`,
        [companyId],
      ),
      this.ds.query(
        `select user_id as "userId", user_name as "userName", login_name as "loginName", is_admin as "isAdmin", branch_admin as "branchAdmin", branch_id as "branchId"
         from users where company_id = $1 and not removed order by created_at`,
        [companyId],
      ),
    ]);
    const live = new Set(branches.map((b: { branchId: string }) => b.branchId));
    const of = <T extends Member>(rows: T[], branchId: string | null) =>
      rows.filter((r) => (r.branchId && live.has(r.branchId) ? r.branchId : null) === branchId).map(({ branchId: _, ...r }) => r);
    const main = { branchId: '', branchName: MAIN_BRANCH_NAME, branchCode: '', isMain: 1 };
    return [main, ...branches.map((b: Record<string, unknown>) => ({ ...b, enabled: b.enabled ? 1 : 0, isMain: 0 }))].map((b) => ({
      ...b,
      warehouses: of(warehouses, (b.branchId as string) || null),
      staff: of(staff, (b.branchId as string) || null).map((u: Record<string, unknown>) => ({
        ...u,
        isAdmin: u.isAdmin ? 1 : 0,
        branchAdmin: u.branchAdmin ? 1 : 0,
      })),
    })) as BranchEntry[];
  }
}
