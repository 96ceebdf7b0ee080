import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { CodeRule } from '../../contracts';
import { Actor, EventSourcing } from '../../shared/es/event-sourcing';
import { CODE_RULE_SET, codeRulesStream } from './code-rules';

/** A kind's code rule, as 编码规则 sets it; the last one set stands. */
export class SetCodeRuleCommand {
  constructor(
    readonly actor: Actor,
    readonly rule: CodeRule,
  ) {}
}

@CommandHandler(SetCodeRuleCommand)
export class SetCodeRuleHandler implements ICommandHandler<SetCodeRuleCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, rule }: SetCodeRuleCommand) {
    await this.es.commit(
      [
        {
          streamId: codeRulesStream(actor.companyId),
          streamType: 'CodeRules',
          expectedVersion: 'any',
          events: [{ type: CODE_RULE_SET, data: rule }],
        },
      ],
      actor,
    );
  }
}
