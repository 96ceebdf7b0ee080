import { Body, Controller } from '@nestjs/common';
import { mayDo } from '../../contracts';
import { CurrentSession, Write, Session } from '../../identity';
import { ForbiddenError, ValidationError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { base64, text, validate } from '../../shared/validation/schema';
import { Importer, IMPORTERS } from './importers';
import { ImportService } from './import.service';

/** A workbook of tens of thousands of rows stays under this. */
const MAX_WORKBOOK_BYTES = 5 * 1024 * 1024;

const importerOf = (kind: string, s: Session): Importer => {
  const importer = IMPORTERS.find((i) => i.kind === kind);
  if (!importer) throw new ValidationError('导入类型不支持', 'kind');
  if (!mayDo(s, importer.menuId, 'import')) throw new ForbiddenError();
  return importer;
};

/** Excel imports: a workbook sent as base64 JSON, run in the background, with progress and an error workbook. */
@Controller('api/ImportExcel')
export class ImportController {
  constructor(private readonly imports: ImportService) {}

  @Write()
  @Action('ImportCustom')
  custom(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.start('Custom', body, s);
  }

  @Write()
  @Action('ImportSupplier')
  supplier(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.start('Supplier', body, s);
  }

  @Write()
  @Action('ImportProduct')
  product(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.start('Product', body, s);
  }

  @Action('QueryProcess')
  progress(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.imports.progress(s.companyId, validate({ importId: text('导入任务').required() }, body).importId);
  }

  @Action('ErrorList')
  errors(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.imports.errorWorkbook(s.companyId, validate({ importId: text('导入任务').required() }, body).importId);
  }

  @Action('Template')
  template(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.imports.template(importerOf(validate({ kind: text('导入类型').required() }, body).kind, s), s.companyId);
  }

  private start(kind: string, body: unknown, s: Session) {
    const input = validate(
      { fileName: text('文件名').required().maxWidth(200), content: base64('文件内容', MAX_WORKBOOK_BYTES).required() },
      body,
    );
    return this.imports.start(importerOf(kind, s), s, input.fileName, input.content);
  }
}
