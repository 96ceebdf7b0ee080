import { Body, Controller } from '@nestjs/common';
import { CurrentSession, Permission, Session, Write } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { array, base64, text, validate } from '../shared/validation/schema';
import { DataImportService, kindOf } from './data-import.service';
import { CREATABLE, RefKind } from './kit';

/** The 数据导入 screen's menu. */
export const DATA_IMPORT_MENU = '7016';
/** A workbook of ten thousand rows and more stays under this. */
const MAX_WORKBOOK_BYTES = 8 * 1024 * 1024;
const importId = { importId: text('导入任务').required() };

/** 数据导入: templates, a preview of a workbook, its confirmation, progress and report, and undoing it. */
@Controller('api/DataImport')
export class DataImportController {
  constructor(private readonly imports: DataImportService) {}

  @Permission(DATA_IMPORT_MENU, 'query')
  @Action('Template')
  template(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.imports.template(kindOf(validate({ kind: text('导入类型').required() }, body).kind, s));
  }

  @Permission(DATA_IMPORT_MENU, 'import')
  @Write()
  @Action('Preview')
  preview(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(
      {
        kind: text('导入类型').required(),
        fileName: text('文件名').required().maxWidth(200),
        content: base64('文件内容', MAX_WORKBOOK_BYTES).required(),
        create: array('新建', text('新建').oneOf(CREATABLE)).maxItems(CREATABLE.length),
      },
      body,
    );
    return this.imports.preview(kindOf(input.kind, s), s, input.fileName, input.content, (input.create ?? []) as RefKind[]);
  }

  @Permission(DATA_IMPORT_MENU, 'import')
  @Write()
  @Action('Confirm')
  confirm(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.imports.confirm(s, validate(importId, body).importId);
  }

  @Permission(DATA_IMPORT_MENU, 'import')
  @Write()
  @Action('Undo')
  undo(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.imports.undo(s, validate(importId, body).importId);
  }

  @Permission(DATA_IMPORT_MENU, 'query')
  @Action('Detail')
  detail(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.imports.progress(s.companyId, validate(importId, body).importId);
  }

  @Permission(DATA_IMPORT_MENU, 'query')
  @Action('List')
  list(@Body() _body: unknown, @CurrentSession() s: Session) {
    return this.imports.list(s.companyId).then((data: unknown[]) => ({ data }));
  }
}
