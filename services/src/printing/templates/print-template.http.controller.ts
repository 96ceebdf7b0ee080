import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { parseTemplateId, PRINT_KINDS, PrintLayout } from '../../contracts';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { readPatch } from '../../shared/patch';
import { int, text, validate } from '../../shared/validation/schema';
import { ValidationError } from '../../shared/errors';
import { ChangePrintTemplateCommand, TemplateChange } from './print-template.commands';
import { PrintTemplateQueries } from './print-template.queries';
import { printTemplatesStream } from './print-templates';
import { PRINTING_EVENT_TITLES } from '../event-titles';
import { CLEARED, layoutSchema } from './layout-schema';

const MENU = '7011';
const billTypeField = int('单据类型').check((t) => !!PRINT_KINDS[t] || t === 100, '不在可选范围内');

/** The template id of the body, one that exists (`201-a4`, `100-label` …). */
function templateIdOf(body: unknown): string {
  const { templateId } = validate({ templateId: text('模板').required().maxWidth(20) }, body);
  if (!parseTemplateId(templateId)) throw new ValidationError('模板不存在', '模板');
  return templateId;
}

/**
 * Print templates (打印设置, /report/list): per document type an A4, a 241 mm three-part and an 80 mm receipt template,
 * and the price label. Anyone signed in reads them (every print loads one); changing them takes 打印设置's 设置.
 */
@Controller('api/UserPrinttemplate')
export class UserPrintTemplateController {
  constructor(private readonly commands: CommandBus, private readonly queries: PrintTemplateQueries, private readonly es: EventSourcing) {}

  @Action('List')
  async list(@Body() body: unknown, @CurrentSession() s: Session) {
    const { billType } = validate({ billType: billTypeField }, body);
    return { data: await this.queries.list(s.companyId, billType) };
  }

  /** What the print bridge loads: the template named, or the document type's default; with its history. */
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const sent = validate({ templateId: text('模板').maxWidth(20), billType: billTypeField }, body);
    if (!sent.templateId && sent.billType === undefined) throw new ValidationError('模板不能为空', '模板');
    const templateId = sent.templateId ? templateIdOf(body) : undefined;
    const t = await this.queries.printable(s.companyId, { templateId, billType: sent.billType });
    return { ...t, history: await this.es.history(printTemplatesStream(s.companyId, t.billType), s.companyId, PRINTING_EVENT_TITLES) };
  }

  /** Changes a template: the fields sent (one or all), held to what the document type prints. */
  @Permission(MENU, 'set')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const templateId = templateIdOf(body);
    const patch = readPatch(layoutSchema(parseTemplateId(templateId)!.billType), body) as Record<string, unknown>;
    const fields = Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v === null ? CLEARED[k] : v])) as Partial<PrintLayout>;
    return this.change(s, templateId, { how: 'save', fields });
  }

  @Permission(MENU, 'set')
  @Write()
  @Action('Reset')
  reset(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.change(s, templateIdOf(body), { how: 'reset' });
  }

  /** Makes the template the one its document type prints with. */
  @Permission(MENU, 'set')
  @Write()
  @Action('Setting')
  setting(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.change(s, templateIdOf(body), { how: 'choose' });
  }

  private async change(s: Session, templateId: string, change: TemplateChange) {
    const changed: number = await this.commands.execute(new ChangePrintTemplateCommand(s, templateId, change));
    const { history: _, ...t } = await this.detail({ templateId }, s);
    return { ...t, changes: changed };
  }
}
