import { Body, Controller, Inject } from '@nestjs/common';
import type { AppConfig } from '@jxc/infra';
import { annexKey, signAnnexUrl } from '../../catalog';
import { CurrentSession, Permission, Session } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { APP_CONFIG } from '../../shared/persistence/tokens';
import { text, validate } from '../../shared/validation/schema';
import { StoreRecordQueries } from '../records/store-record.queries';

/**
 * 作品上传记录 (/shop/formula/uploadList, the seed's OPeifangUpload): the files uploaded to formulas (attachments owned
 * by a formula, uploaded through Annex/Append), with who uploaded them and when, newest first.
 */
@Controller('api/OPeifangUpload')
export class FormulaUploadsController {
  constructor(
    private readonly records: StoreRecordQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Permission('1105', 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate({ formulaId: text('配方').maxWidth(60), keyword: text('关键字').maxWidth(60) }, body);
    const page = await this.records.formulaUploads(s.companyId, q, f);
    const key = annexKey(this.config);
    return { ...page, data: page.data.map((r) => ({ ...r, url: signAnnexUrl(key, s.companyId, r.url) })) };
  }
}
