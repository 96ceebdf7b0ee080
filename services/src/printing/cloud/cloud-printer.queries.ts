import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CloudPrinterRow } from '../../contracts';
import { PROVIDER_NAMES } from './providers';

/** Reads of the company's cloud receipt printers (cloud_printers); removed ones are left out. */
@Injectable()
export class CloudPrinterQueries {
  constructor(private readonly ds: DataSource) {}

  /** The printers in the order they were registered. */
  async list(companyId: string): Promise<CloudPrinterRow[]> {
    const rows: Omit<CloudPrinterRow, 'providerName'>[] = await this.ds.query(
      `select p.device_no as "deviceNo", p.name, p.provider, p.branch_id as "branchId", b.name as "branchName", p.registered_at as "registeredAt",
              p.registered_by as "registeredBy", p.print_count as "printCount", p.last_printed_at as "lastPrintedAt"
       from cloud_printers p left join master_records b on b.record_id = p.branch_id
       where p.company_id = $1 and not p.removed order by p.registered_at, p.device_no`,
      [companyId],
    );
    return rows.map((p) => ({ ...p, providerName: PROVIDER_NAMES[p.provider] ?? p.provider }));
  }

  /** The provider a printer of the company sends through; null when the company has no such printer. */
  async providerOf(companyId: string, deviceNo: string): Promise<string | null> {
    const [p] = await this.ds.query(`select provider from cloud_printers where company_id = $1 and device_no = $2 and not removed`, [
      companyId,
      deviceNo,
    ]);
    return p?.provider ?? null;
  }
}
