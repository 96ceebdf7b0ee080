import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DocumentContext, documentAppend, DocumentIo, DocumentKind, loadDocument, refuseClosedMonth } from '../../document-engine';
import { actorOf, Session } from '../../identity';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { retrying } from '../../shared/es/retrying';
import type { StockEffect } from '../stock-effect';
import { AskedLine, decideStockConfirmation, StockVerb } from './stock-confirmation';

/** The warehouse confirms goods of a document in or out: the lines asked for, or with none every line still open. */
export class ConfirmStockCommand {
  constructor(
    readonly def: DocumentKind,
    readonly session: Session,
    readonly docId: string,
    readonly lines?: AskedLine[],
  ) {}
}

export const verbOf = (def: DocumentKind): StockVerb => (def.direction === 'in' ? '入库' : '出库');

const stockEffectOf = (def: DocumentKind) => def.effects.find((e): e is StockEffect => 'confirm' in e)!;

/** Answers whether the document still awaits the warehouse ('waiting') or its confirmation is complete ('done'). */
@CommandHandler(ConfirmStockCommand)
export class ConfirmStockHandler implements ICommandHandler<ConfirmStockCommand, 'waiting' | 'done'> {
  constructor(
    private readonly es: EventSourcing,
    private readonly ctx: DocumentContext,
  ) {}

  execute({ def, session, docId, lines }: ConfirmStockCommand) {
    const io: DocumentIo = { es: this.es, ctx: this.ctx.forCommand(session), session };
    const decide = decideStockConfirmation(def.title, verbOf(def));
    return retrying(async () => {
      const { state, version } = await loadDocument(this.es, def, docId, session.companyId);
      await refuseClosedMonth(this.es, session.companyId, state.doc?.billDate);
      const parts = decide.plan(state, lines);
      await io.ctx.checkWarehouses(
        session,
        parts.map((p) => p.line.warehouseId),
      );
      const { moves, streams } = await stockEffectOf(def).confirm(io, def, state.doc!, parts);
      const events = decide.confirmed(state, parts, moves);
      await this.es.commit([documentAppend(def, docId, version, events), ...streams], actorOf(session));
      return events.some((e) => e.type === 'StockConfirmed' && e.data.complete) ? 'done' : 'waiting';
    });
  }
}
