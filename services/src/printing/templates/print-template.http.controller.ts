import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { LABEL_BILL_TYPE, parseTemplateId, PRINT_KINDS, PrintLayout } from '../../contracts';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { readPatch } from '../../shared/patch';
import { int, text, validate } from '../../shared/validation/schema';
import { ValidationError } from '../../shared/errors';
import { PRINTING_EVENT_TITLES } from '../event-titles';
import { CLEARED, layoutSchema } from './layout-schema';
import { ChangePrintTemplateCommand, TemplateChange } from './print-template.commands';
import { PrintTemplateQueries } from './print-template.queries';
import { printTemplatesStream } from './print-templates';

const MENU = '7011';
const billTypeField = int('单据类型').check((t) => !!PRINT_KINDS[t] || t === LABEL_BILL_TYPE, '不在可选范围内');

/**
 * Print templates (打印设置, /report/list): per document type an A4, a 241 mm three-part and an 80 mm receipt template,
 * and the price label. A call names a template by `templateId` (`201-dot`, `100-label` …), or by `billType` for the
 * type's default. Anyone signed in reads them (every print loads one); changing them takes 打印设置's 设置.
 */
@Controller('api/UserPrinttemplate')
export class UserPrintTemplateController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PrintTemplateQueries,
    private readonly es: EventSourcing,
  ) {}

  @Action('List')
  async list(@Body() body: unknown, @CurrentSession() s: Session) {
    const { billType } = validate({ billType: billTypeField }, body);
    return { data: await this.queries.list(s.companyId, billType) };
  }

  /** What the print bridge loads: the template resolved, with the history of its document type's templates. */
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const t = await this.queries.printable(s.companyId, await this.target(body, s));
    return { ...t, history: await this.es.history(printTemplatesStream(s.companyId, t.billType), s.companyId, PRINTING_EVENT_TITLES) };
  }

  /** Changes a template: the fields sent, in `template` or beside the id (one or all), held to what the document type prints. */
  @Permission(MENU, 'set')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const templateId = await this.target(body, s);
    const sent = (body as { template?: unknown } | null)?.template ?? body;
    const patch = readPatch(layoutSchema(parseTemplateId(templateId)!.billType), sent) as Record<string, unknown>;
    const fields = Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v === null ? CLEARED[k] : v])) as Partial<PrintLayout>;
    return this.change(s, templateId, { how: 'save', fields });
  }

  @Permission(MENU, 'set')
  @Write()
  @Action('Reset')
  async reset(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.change(s, await this.target(body, s), { how: 'reset' });
  }

  /** Makes the template the one its document type prints with. */
  @Permission(MENU, 'set')
  @Write()
  @Action('Setting')
  async setting(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.change(s, await this.target(body, s), { how: 'choose' });
  }

  /** The template a call names: its templateId (one that exists), else its billType's default. */
  private async target(body: unknown, s: Session): Promise<string> {
    const { templateId, billType } = validate({ templateId: text('模板').maxWidth(20), billType: billTypeField }, body);
    if (templateId) {
      if (!parseTemplateId(templateId)) throw new ValidationError('模板不存在', '模板');
      return templateId;
    }
    if (billType === undefined) throw new ValidationError('模板不能为空', '模板');
    return this.queries.defaultOf(s.companyId, billType);
  }

  private async change(s: Session, templateId: string, change: TemplateChange) {
    const changed: number = await this.commands.execute(new ChangePrintTemplateCommand(s, templateId, change));
    const { history: _, ...t } = await this.detail({ templateId }, s);
    return { ...t, changes: changed };
  }
}
