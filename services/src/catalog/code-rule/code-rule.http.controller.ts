import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CODE_KINDS, CODE_PREFIX_PATTERN, CODE_RULE_DEFAULTS, CODE_SEQ_LENGTH, codeOf, CodeRule, type CodeRuleRow } from '../../contracts';
import { actorOf, CurrentSession, Permission, Session, Write } from '../../identity';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { int, text, validate } from '../../shared/validation/schema';
import { SetCodeRuleCommand } from './code-rule.commands';
import { loadCodeRules } from './code-rules';

/** Set beside the document-number rules, under the same menu entry. */
const MENU = '7008';

/** 编码规则: per kind of record a prefix and a sequence length; a record saved without a code gets the next one. */
@Controller('api/CodeRule')
export class CodeRuleController {
  constructor(
    private readonly es: EventSourcing,
    private readonly commands: CommandBus,
  ) {}

  @Permission(MENU, 'query')
  @Action('List')
  async list(@CurrentSession() s: Session): Promise<{ data: CodeRuleRow[] }> {
    const rules = await loadCodeRules(this.es, s.companyId);
    const data = CODE_RULE_DEFAULTS.map(({ kind, title, prefix, seqLength }) => {
      const { userName, at, ...rule } = rules[kind] ?? { kind, prefix, seqLength };
      return { ...rule, title, defaultPrefix: prefix, example: codeOf(rule, 1), updatedBy: userName ?? null, updateTime: at ?? null };
    });
    return { data };
  }

  @Permission(MENU, 'edit')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(
      {
        kind: text('资料类型').required().oneOf(CODE_KINDS),
        prefix: text('前缀')
          .required()
          .check((v) => CODE_PREFIX_PATTERN.test(v.toUpperCase()), '只能是1到8个英文字母'),
        seqLength: int('流水号位数').required().min(CODE_SEQ_LENGTH.min).max(CODE_SEQ_LENGTH.max),
      },
      body,
    );
    const rule = { ...input, prefix: input.prefix.toUpperCase() } as CodeRule;
    await this.commands.execute(new SetCodeRuleCommand(actorOf(s), rule));
    return { ...rule, example: codeOf(rule, 1) };
  }
}
