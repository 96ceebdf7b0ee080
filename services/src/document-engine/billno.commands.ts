import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BillnoRule } from '../contracts';
import { Actor, EventSourcing } from '../shared/es/event-sourcing';
import { BILLNO_RULE_SET, billnoRulesStream } from './bill-number';

/** A series' document-number rule, as /billno/list sets it; the last one set stands. */
export class SetBillnoRuleCommand {
  constructor(
    readonly actor: Actor,
    readonly rule: BillnoRule,
  ) {}
}

@CommandHandler(SetBillnoRuleCommand)
export class SetBillnoRuleHandler implements ICommandHandler<SetBillnoRuleCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ actor, rule }: SetBillnoRuleCommand) {
    await this.es.commit(
      [
        {
          streamId: billnoRulesStream(actor.companyId),
          streamType: 'BillnoRules',
          expectedVersion: 'any',
          events: [{ type: BILLNO_RULE_SET, data: rule }],
        },
      ],
      actor,
    );
  }
}
