import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { BILL_SERIES, billNoOf, BillnoRule, type BillnoRuleRow, DATE_FORMATS, defaultRule, PREFIX_PATTERN, SEQ_LENGTH } from '../contracts';
import { actorOf, CurrentSession, Permission, Session, Write } from '../identity';
import { EventSourcing } from '../shared/es/event-sourcing';
import { Action } from '../shared/http/envelope.interceptor';
import { int, text, validate } from '../shared/validation/schema';
import { loadBillnoRules } from './bill-number';
import { SetBillnoRuleCommand } from './billno.commands';
import { shopDay } from '../contracts';

const MENU = '7008';

/** 单据编号规则 (/billno/list): per numbered series a prefix, a date part and a sequence length; the next bill follows. */
@Controller('api/Billno')
export class BillnoController {
  constructor(
    private readonly es: EventSourcing,
    private readonly commands: CommandBus,
  ) {}

  @Permission(MENU, 'query')
  @Action('List')
  async list(@CurrentSession() s: Session): Promise<{ data: BillnoRuleRow[] }> {
    const rules = await loadBillnoRules(this.es, s.companyId);
    const data = BILL_SERIES.map(({ billType, title, prefix }) => {
      const { userName, at, ...rule } = rules[billType] ?? defaultRule(billType, prefix);
      return {
        ...rule,
        title,
        defaultPrefix: prefix,
        example: billNoOf(rule, shopDay(), 1),
        updatedBy: userName ?? null,
        updateTime: at ?? null,
      };
    });
    return { data };
  }

  @Permission(MENU, 'edit')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(
      {
        billType: int('单据类型')
          .required()
          .oneOf(BILL_SERIES.map((x) => x.billType)),
        prefix: text('前缀')
          .required()
          .check((v) => PREFIX_PATTERN.test(v.toUpperCase()), '只能是1到8个英文字母'),
        dateFormat: text('日期格式').required().oneOf(DATE_FORMATS),
        seqLength: int('流水号位数').required().min(SEQ_LENGTH.min).max(SEQ_LENGTH.max),
      },
      body,
    );
    const rule = { ...input, prefix: input.prefix.toUpperCase() } as BillnoRule;
    await this.commands.execute(new SetBillnoRuleCommand(actorOf(s), rule));
    return { ...rule, example: billNoOf(rule, shopDay(), 1) };
  }
}
