import { Body, Controller } from '@nestjs/common';
import {
  DOC_TYPE_NAMES,
  LEDGER_AUX_NAMES,
  type LedgerAux,
  LEDGER_MENU,
  type BalanceSheet,
  type DetailBook,
  type GeneralBook,
  type LedgerEntries,
  type ProfitStatement,
} from '../../contracts';
import { CurrentSession, Permission, Session } from '../../identity';
import { ValidationError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { array, bool, text, validate } from '../../shared/validation/schema';
import { Books } from './books';
import { BookQueries } from './books.queries';
import { KIS_COLUMNS, kisRows } from './kis-layout';
import { kisWorkbook } from './workbook';

const period = (label: string) =>
  text(label)
    .maxWidth(7)
    .check((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), '必须是 yyyy-MM 格式的月份');

/** A range of months, in order. */
function monthRange(body: unknown) {
  const r = validate({ startPeriod: period('开始期间').required(), endPeriod: period('结束期间').required() }, body);
  if (r.startPeriod > r.endPeriod) throw new ValidationError('开始期间不能晚于结束期间', 'startPeriod');
  return r;
}

const aux = {
  customId: text('客户').maxWidth(64),
  supplierId: text('供应商').maxWidth(64),
  accountId: text('结算账户').maxWidth(64),
  warehouseId: text('仓库').maxWidth(64),
  employeeId: text('职员').maxWidth(64),
};

/** 明细账, 总账 and the voucher lines behind a figure (账簿), 利润表 and 资产负债表 (财务报表): /api/Ledger. */
@Controller('api/Ledger')
export class BooksController {
  constructor(
    private readonly books: Books,
    private readonly queries: BookQueries,
  ) {}

  @Permission(LEDGER_MENU.books, 'query')
  @Action('DetailBook')
  detailBook(@Body() body: unknown, @CurrentSession() s: Session): Promise<DetailBook> {
    const { accountCode, ...rest } = validate({ accountCode: text('科目').required().maxWidth(40), ...aux }, body);
    const auxFilter = Object.fromEntries(Object.entries(rest).filter(([, v]) => !!v));
    return this.books.detailBook(s.companyId, { accountCode, ...monthRange(body), aux: auxFilter });
  }

  @Permission(LEDGER_MENU.books, 'query')
  @Action('GeneralBook')
  generalBook(@Body() body: unknown, @CurrentSession() s: Session): Promise<GeneralBook> {
    const { accountCode } = validate({ accountCode: text('科目').maxWidth(40) }, body);
    return this.books.generalBook(s.companyId, { ...monthRange(body), accountCode: accountCode || undefined });
  }

  @Permission([LEDGER_MENU.books, LEDGER_MENU.statements], 'query')
  @Action('Entries')
  entries(@Body() body: unknown, @CurrentSession() s: Session): Promise<LedgerEntries> {
    const q = validate(
      { accounts: array('科目', text('科目').required().maxWidth(40)).required().minItems(1).maxItems(50), closing: bool('含结转损益') },
      body,
    );
    return this.books.entries(s.companyId, { accounts: q.accounts, ...monthRange(body), closing: q.closing ?? true });
  }

  /** The records a line or a book may name by an account's auxiliary dimension, for those who keep the books without the records' own screens. */
  @Permission([LEDGER_MENU.vouchers, LEDGER_MENU.books], 'query')
  @Action('AuxOptions')
  auxOptions(@Body() body: unknown, @CurrentSession() s: Session): Promise<{ data: { id: string; name: string }[] }> {
    const { aux } = validate({ aux: text('辅助核算').required().oneOf(Object.keys(LEDGER_AUX_NAMES)) }, body);
    return this.queries.auxChoices(s.companyId, aux as LedgerAux).then((data) => ({ data }));
  }

  @Permission(LEDGER_MENU.statements, 'query')
  @Action('ProfitStatement')
  profit(@Body() body: unknown, @CurrentSession() s: Session): Promise<ProfitStatement> {
    return this.books.profitStatement(s.companyId, validate({ period: period('期间').required() }, body).period);
  }

  @Permission(LEDGER_MENU.statements, 'query')
  @Action('BalanceSheet')
  balanceSheet(@Body() body: unknown, @CurrentSession() s: Session): Promise<BalanceSheet> {
    return this.books.balanceSheet(s.companyId, validate({ period: period('期间').required() }, body).period);
  }
}

/** 导出 of the vouchers in 金蝶KIS专业版's 凭证引入 layout (kis-layout.ts): /api/Voucher/Export. */
@Controller('api/Voucher')
export class VoucherExportController {
  constructor(private readonly queries: BookQueries) {}

  @Permission(LEDGER_MENU.vouchers, 'export')
  @Action('Export')
  async export(@Body() body: unknown, @CurrentSession() s: Session): Promise<{ fileName: string; content: string }> {
    const f = validate(
      { startDate: text('开始日期').date(), endDate: text('结束日期').date(), keyword: text('关键字').maxWidth(60) },
      body,
    );
    if (f.startDate && f.endDate && f.startDate > f.endDate) throw new ValidationError('开始日期不能晚于结束日期', 'startDate');
    const vouchers = await this.queries.forExport(s.companyId, f);
    const rows = kisRows(
      vouchers.map((v) => ({
        ...v,
        posted: v.status === 2,
        sourceTitle: v.sourceBillType === null ? '' : (DOC_TYPE_NAMES[v.sourceBillType] ?? ''),
      })),
    );
    const when = f.startDate || f.endDate ? `${f.startDate ?? ''}至${f.endDate ?? ''}` : '全部';
    return { fileName: `凭证-金蝶KIS引入-${when}.xlsx`, content: await kisWorkbook([...KIS_COLUMNS], rows) };
  }
}
