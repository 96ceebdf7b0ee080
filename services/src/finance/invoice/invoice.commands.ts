import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppendToStream, EventStore } from '@jxc/infra';
import { taxInside } from '../../contracts';
import { releaseCode, reserveCode } from '../../catalog';
import { loadDocument } from '../../document-engine';
import { actorOf, Session } from '../../identity';
import { Dec, dec, toDb } from '../../shared/decimal';
import { NotFoundError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { evolveStored, toStored } from '../../shared/es/event-names';
import { retrying } from '../../shared/es/retrying';
import { INVOICE_SIDES, InvoiceSide } from './invoice-sides';
import { InvoiceQueries } from './invoice.queries';
import {
  decideInvoicing,
  evolveInvoicing,
  initialInvoicing,
  InvoicingEvent,
  INVOICING_EVENTS,
  invoicingStream,
  uninvoiced,
} from './invoicing';

export interface InvoiceInput {
  side: InvoiceSide;
  docId: string;
  invoiceNo: string;
  invoiceDate: string;
  invoiceType: string;
  amount: Dec;
  /** The tax as printed; without it, what the rate gives (none without either). */
  taxRate?: Dec;
  taxAmount?: Dec;
  remark?: string;
}

export type InvoiceAction = { type: 'record'; input: InvoiceInput } | { type: 'void'; invoiceId: string; reason: string };

export class InvoiceCommand {
  constructor(
    readonly session: Session,
    readonly action: InvoiceAction,
  ) {}
}

const CODE_LABEL = '发票号码';

/**
 * 开票 and 收票: an invoice is appended to its document's stream `Invoicing-<docId>` at the version read, so two
 * invoices that together exceed what is left cannot both be taken; its number is reserved per company and side in
 * the same append. 作废 appends to the same stream and frees the number for a corrected invoice.
 */
@CommandHandler(InvoiceCommand)
export class InvoiceHandler implements ICommandHandler<InvoiceCommand, Record<string, unknown>> {
  constructor(
    private readonly es: EventSourcing,
    private readonly store: EventStore,
    private readonly queries: InvoiceQueries,
  ) {}

  execute({ session, action }: InvoiceCommand) {
    return action.type === 'record' ? this.record(session, action.input) : this.void(session, action.invoiceId, action.reason);
  }

  private record(session: Session, i: InvoiceInput) {
    const { side } = i;
    const invoiceId = randomUUID();
    const taxAmount = i.taxAmount ?? (i.taxRate ? dec(taxInside(i.amount.toFixed(), i.taxRate.toFixed())) : dec(0));
    return retrying(async () => {
      const [{ state: doc }, { state, version }, { visible, returned }] = await Promise.all([
        loadDocument(this.es, side.doc, i.docId, session.companyId),
        this.loadInvoicing(session, i.docId),
        this.queries.invoiceable(session, side, i.docId),
      ]);
      const found = doc.exists && visible;
      const invoiceable = {
        title: side.doc.title,
        verb: side.verb,
        status: found ? doc.status : ('missing' as const),
        amount: found ? toDb(dec(doc.doc!.totals.totalAmount).minus(returned)) : '0',
      };
      const events = decideInvoicing.record(state, invoiceable, side.event, {
        invoiceId,
        billType: side.doc.billType,
        docId: i.docId,
        billNo: doc.doc?.billNo ?? '',
        partnerId: doc.doc?.partnerId ?? null,
        invoiceNo: i.invoiceNo,
        invoiceDate: i.invoiceDate,
        invoiceType: i.invoiceType,
        amount: toDb(i.amount),
        taxRate: i.taxRate ? toDb(i.taxRate) : null,
        taxAmount: toDb(taxAmount),
        remark: i.remark ?? '',
      });
      const number = await reserveCode(this.store, side.numberKind, session.companyId, i.invoiceNo, invoiceId, CODE_LABEL);
      await this.es.commit([this.append(i.docId, version, events), number], actorOf(session));
      return {
        invoiceId,
        taxAmount: taxAmount.toNumber(),
        openAmount: uninvoiced(events.reduce(evolveInvoicing, state), invoiceable).toNumber(),
      };
    });
  }

  private async void(session: Session, invoiceId: string, reason: string) {
    const found = await this.queries.invoice(session, invoiceId);
    if (!found) throw new NotFoundError('发票不存在');
    return retrying(async () => {
      const { state, version } = await this.loadInvoicing(session, found.docId);
      const events = decideInvoicing.void(state, invoiceId, reason);
      const number = releaseCode(INVOICE_SIDES[found.direction].numberKind, session.companyId, found.invoiceNo, invoiceId);
      await this.es.commit([this.append(found.docId, version, events), number], actorOf(session));
      return { invoiceId, status: 'voided' };
    });
  }

  private loadInvoicing(session: Session, docId: string) {
    return this.es.load(invoicingStream(docId), session.companyId, initialInvoicing, evolveStored(INVOICING_EVENTS, evolveInvoicing));
  }

  private append(docId: string, version: number, events: InvoicingEvent[]): AppendToStream {
    return {
      streamId: invoicingStream(docId),
      streamType: 'Invoicing',
      expectedVersion: version || 'no_stream',
      events: toStored(INVOICING_EVENTS, events),
    };
  }
}
