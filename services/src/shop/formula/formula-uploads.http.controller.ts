import { Body, Controller, Inject } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import { DataSource } from 'typeorm';
import { annexKey, signAnnexUrl } from '../../catalog';
import { CurrentSession, Permission, Session } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { text, validate } from '../../shared/validation/schema';

/**
 * 作品上传记录 (/shop/formula/uploadList, the seed's OPeifangUpload): the files uploaded to formulas (attachments owned
 * by a formula, uploaded through Annex/Append), with who uploaded them and when, newest first.
 */
@Controller('api/OPeifangUpload')
export class FormulaUploadsController {
  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Permission('1105', 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate({ formulaId: text('配方').maxWidth(60), keyword: text('关键字').maxWidth(60) }, body);
    const params: unknown[] = [s.companyId];
    let where = `a.company_id = $1 and a.kind = 'Annex' and not a.removed and a.data->>'ownerType' = 'StoreFormula'`;
    if (f.formulaId) where += ` and a.data->>'ownerId' = $${params.push(f.formulaId)}`;
    if (f.keyword)
      where += ` and (a.name ilike $${params.push(`%${f.keyword.replace(/[\\%_]/g, '\\$&')}%`)} or r.name ilike $${params.length})`;
    const from = `master_records a left join store_records r on r.company_id = a.company_id and r.kind = 'StoreFormula' and r.record_id = a.data->>'ownerId'`;
    const [{ n }] = await this.ds.query(`select count(*)::int as n from ${from} where ${where}`, params);
    const rows: { url: string }[] = await this.ds.query(
      `select a.record_id as "annexId", a.name as "fileName", a.data->>'url' as url, (a.data->>'size')::int as size, a.data->>'ownerId' as "formulaId", r.name as "formulaName",
              r.removed as "formulaRemoved", coalesce(u.user_name, '') as "uploadedBy", a.created_at as "uploadedAt"
       from ${from} left join users u on u.user_id = a.created_by where ${where} order by a.created_at desc, a.record_id limit ${q.pageSize} offset ${q.offset}`,
      params,
    );
    const key = annexKey(this.config);
    return toPage(
      q,
      n,
      rows.map((r) => ({ ...r, url: signAnnexUrl(key, s.companyId, r.url) })),
    );
  }
}
