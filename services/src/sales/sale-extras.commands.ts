import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { docStream, DocumentAnnotation, loadDocument } from '../document-engine';
import { actorOf, Session } from '../identity';
import { BusinessRuleError } from '../shared/errors';
import { EventSourcing } from '../shared/es/event-sourcing';
import { SALE } from './sales.kind';

/** Records a print or changed delivery details on a sale that exists (drafts and audited sales alike). */
export class RecordSaleExtraCommand {
  constructor(
    readonly session: Session,
    readonly saleId: string,
    readonly annotation: DocumentAnnotation,
    readonly data: object,
  ) {}
}

@CommandHandler(RecordSaleExtraCommand)
export class RecordSaleExtraHandler implements ICommandHandler<RecordSaleExtraCommand, void> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ session, saleId, annotation, data }: RecordSaleExtraCommand) {
    const { state, version } = await loadDocument(this.es, SALE, saleId, session.companyId);
    if (!state.exists || state.status === 'removed') throw new BusinessRuleError('NOT_FOUND', '销售单不存在或已删除');
    await this.es.commit(
      [
        {
          streamId: docStream(SALE, saleId),
          streamType: SALE.kind,
          expectedVersion: version,
          events: [{ type: SALE.annotations![annotation]!, data }],
        },
      ],
      actorOf(session),
    );
  }
}
