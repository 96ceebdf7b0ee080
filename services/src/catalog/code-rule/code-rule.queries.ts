import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CodeKind } from '../../contracts';

/** Where each kind's live codes are read: products in their own table, the others among the master records. */
const CODES: Record<CodeKind, { table: string; kind?: string; code: string }> = {
  Product: { table: 'products', code: 'product_code' },
  Custom: { table: 'master_records', kind: 'Custom', code: 'code' },
  Supplier: { table: 'master_records', kind: 'Supplier', code: 'code' },
  Warehouse: { table: 'master_records', kind: 'Warehouse', code: 'code' },
  Account: { table: 'master_records', kind: 'Account', code: 'code' },
};

/** A sequence longer than this is a code typed by hand that only looks like the rule's (a barcode as a code …). */
const MAX_SEQ_DIGITS = 9;

@Injectable()
export class CodeRuleQueries {
  constructor(private readonly ds: DataSource) {}

  /** The highest sequence among the company's live codes of the kind that are the prefix and digits alone (0 when none). */
  async highestSeq(kind: CodeKind, companyId: string, prefix: string): Promise<number> {
    const c = CODES[kind];
    const pattern = `^${prefix}([0-9]{1,${MAX_SEQ_DIGITS}})$`;
    const [row] = await this.ds.query(
      `select coalesce(max(substring(upper(${c.code}) from $2)::bigint), 0)::float8 as seq from ${c.table}
       where company_id = $1 and not removed and upper(${c.code}) ~ $2${c.kind ? ' and kind = $3' : ''}`,
      c.kind ? [companyId, pattern, c.kind] : [companyId, pattern],
    );
    return row.seq;
  }
}
