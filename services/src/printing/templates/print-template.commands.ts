import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { parseTemplateId, PrintLayout } from '../../contracts';
import { actorOf, Session } from '../../identity';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import {
  decidePrintTemplates,
  evolvePrintTemplates,
  layoutOf,
  noTemplatesChanged,
  PRINT_TEMPLATE_EVENTS,
  PrintTemplateEvent,
  PrintTemplatesState,
  printTemplatesStream,
} from './print-templates';

/** save: the fields sent replace the template's (the others kept); reset: back to the original; choose: the type's default. */
export type TemplateChange = { how: 'save'; fields: Partial<PrintLayout> } | { how: 'reset' } | { how: 'choose' };

export class ChangePrintTemplateCommand {
  constructor(
    readonly session: Session,
    readonly templateId: string,
    readonly change: TemplateChange,
  ) {}
}

const load = evolveStored(PRINT_TEMPLATE_EVENTS, evolvePrintTemplates);

/** Answers how many events it recorded (none when the template already said so). */
@CommandHandler(ChangePrintTemplateCommand)
export class ChangePrintTemplateHandler implements ICommandHandler<ChangePrintTemplateCommand, number> {
  constructor(private readonly es: EventSourcing) {}

  execute({ session, templateId, change }: ChangePrintTemplateCommand) {
    const { billType } = parseTemplateId(templateId)!;
    const streamId = printTemplatesStream(session.companyId, billType);
    return retrying(async () => {
      const { state, version } = await this.es.load<PrintTemplatesState>(streamId, session.companyId, noTemplatesChanged, load);
      const events: PrintTemplateEvent[] =
        change.how === 'save'
          ? decidePrintTemplates.save(state, templateId, { ...layoutOf(state, templateId), ...change.fields } as PrintLayout)
          : decidePrintTemplates[change.how](state, templateId);
      if (events.length)
        await this.es.commit(
          [
            {
              streamId,
              streamType: 'PrintTemplates',
              expectedVersion: version || 'no_stream',
              events: toStored(PRINT_TEMPLATE_EVENTS, events),
            },
          ],
          actorOf(session),
        );
      return events.length;
    });
  }
}
