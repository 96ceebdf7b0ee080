import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppendToStream } from '@jxc/infra';
import { actorOf, Session } from '../identity';
import { D, Dec, dec, toDb } from '../shared/decimal';
import { BusinessRuleError, ForbiddenError, ValidationError } from '../shared/errors';
import { EventSourcing } from '../shared/es/event-sourcing';
import { retrying } from '../shared/es/retrying';
import { billCap, commitNumbered, numberingRule, PENDING_BILL_NO } from './bill-number';
import { DocumentContext } from './document-context';
import { DocumentIo, DocumentKind, documentEventNames, docStream } from './document-kind';
import { decideDocument, DocumentEvent, DocumentSaved, DocumentState, evolveDocument, initialDocument } from './document';
import { evolveStored, toStored } from '../shared/es/event-names';
import { computeLines, LineInput } from './lines';
import { combosOf, expandCombos } from './combo-lines';
import { prepaidAppend } from './prepaid.commands';
import { loadClosedMonths, refuseClosedIn, refuseClosedMonth } from './closed-period';

export interface DocumentInput {
  /** Absent on kinds without a partner. */
  partnerId?: string;
  billDate: string;
  warehouseId: string;
  /** The kind's own header fields and values by field. */
  extra?: Record<string, string>;
  lines: LineInput[];
  discountAmount?: Dec;
  settleAmount?: Dec;
  prepaidAmount?: Dec;
  accountId?: string;
  remark?: string;
  sourceId?: string;
}

export class SaveDocumentCommand {
  constructor(
    readonly def: DocumentKind,
    readonly session: Session,
    readonly input: DocumentInput,
    readonly docId?: string,
    readonly audit = false,
  ) {}
}
/** A lifecycle step on one saved document, which names it by a class of its own extending this one (its handler's). */
abstract class DocumentStepCommand {
  constructor(
    readonly def: DocumentKind,
    readonly session: Session,
    readonly docId: string,
  ) {}
}
export class AuditDocumentCommand extends DocumentStepCommand {}
export class WriteBackDocumentCommand extends DocumentStepCommand {}
export class RemoveDocumentCommand extends DocumentStepCommand {}

/** A document command's handler, with what the kind's effects read and write through (io). */
@Injectable()
abstract class DocumentHandler {
  constructor(
    protected readonly es: EventSourcing,
    protected readonly ctx: DocumentContext,
  ) {}

  protected io(session: Session): DocumentIo {
    return { es: this.es, ctx: this.ctx.forCommand(session), session };
  }
}

/** Loads a document of a kind, folded from its stream. */
export const loadDocument = (es: EventSourcing, def: DocumentKind, id: string, companyId: string) =>
  es.load(docStream(def, id), companyId, initialDocument, evolveStored(documentEventNames(def), evolveDocument));

/** A kind's document events as one append to the document's stream. */
export const documentAppend = (
  def: DocumentKind,
  id: string,
  expectedVersion: number | 'no_stream',
  events: DocumentEvent[],
): AppendToStream => ({
  streamId: docStream(def, id),
  streamType: def.kind,
  expectedVersion,
  events: toStored(documentEventNames(def), events),
});

/** Builds the saved document from the input: references checked, lines computed; with any warning for the caller. */
async function prepare(
  io: DocumentIo,
  def: DocumentKind,
  input: DocumentInput,
  docId: string,
  billNo: string,
): Promise<{ doc: DocumentSaved; warning?: string }> {
  const { ctx, session } = io;
  const partner = def.partner ? [{ kind: def.partner.kind, id: input.partnerId, label: def.partner.label, field: def.partner.field }] : [];
  const account = { kind: 'Account' as const, id: input.accountId, label: '结算账户', field: 'accountId' };
  await ctx.checkReferences(
    session,
    [...partner, account],
    def.unwarehoused ? [] : [input.warehouseId, ...input.lines.map((l) => l.warehouseId ?? input.warehouseId)],
  );
  const extra = input.extra ?? {};
  for (const h of def.headerFields ?? []) await ctx.checkHeaderField(session, h, extra[h.field], def.title);
  const settle = input.settleAmount ?? new D(0);
  if (def.settle) ctx.requireAccount(toDb(settle), input.accountId, def.settle.label);
  const inputs = await comboComponents(io, def, input);
  const skus = await ctx.skus(
    session.companyId,
    inputs.map((l) => l.skuId),
  );
  const computed = computeLines(inputs, skus, input.warehouseId, input.discountAmount);
  const lines = def.trackLines(computed.lines, inputs, skus, def.direction);
  const totals = computed.totals;
  const warning = await def.checkSave?.(io, lines, skus, { warehouseId: input.warehouseId, extra });
  if (def.settle && settle.gt(totals.totalAmount)) throw new ValidationError(`${def.settle.label}不能大于单据金额`, def.settle.field);
  const prepaid = def.prepaid && input.prepaidAmount?.gt(0) ? input.prepaidAmount : undefined;
  if (prepaid && settle.plus(prepaid).gt(totals.totalAmount)) {
    throw new ValidationError(
      `${def.prepaid!.label}${settle.gt(0) ? `与${def.settle!.label}合计` : ''}不能大于单据金额`,
      def.prepaid!.field,
    );
  }
  const doc = {
    docId,
    billType: def.billType,
    billNo,
    billDate: input.billDate,
    partnerId: input.partnerId ?? null,
    warehouseId: input.warehouseId,
    ...((def.headerFields || def.headerValues) && { extra }),
    lines,
    totals,
    settleAmount: toDb(settle),
    ...(prepaid && { prepaidAmount: toDb(prepaid) }),
    accountId: input.accountId ?? null,
    remark: input.remark ?? '',
    sourceId: input.sourceId ?? null,
  };
  return { doc, warning };
}

/**
 * The lines with each combo line as its components' lines. A document made from another (a return naming its sale)
 * sells that one's combos as they were then; others today's enabled combos.
 */
async function comboComponents({ es, ctx, session }: DocumentIo, def: DocumentKind, input: DocumentInput): Promise<LineInput[]> {
  if (!def.combos) return input.lines;
  const ids = input.lines.flatMap((l) => (l.comboId ? [l.comboId] : []));
  const combos = await ctx.combos(session.companyId, ids);
  if (ids.length && def.source && input.sourceId) {
    const { state } = await loadDocument(es, def.source.of, input.sourceId, session.companyId);
    for (const [id, sold] of combosOf(state.doc?.lines ?? [])) combos.set(id, sold);
  }
  return expandCombos(input.lines, combos);
}

/** The source document's append when a document made from it is audited (it takes quantities) or written back. */
async function sourceAppend(io: DocumentIo, def: DocumentKind, doc: DocumentSaved, reverse: boolean): Promise<AppendToStream[]> {
  if (!def.source || !doc.sourceId) return [];
  const { of, label, field } = def.source;
  const { state, version } = await loadDocument(io.es, of, doc.sourceId, io.session.companyId);
  // Only trade documents are made from others, and they have partners.
  const { label: partnerLabel, field: partnerField } = def.partner!;
  const events = decideDocument(of.title).consume(state, doc, reverse, { label, field, partnerLabel, partnerField });
  return [documentAppend(of, doc.sourceId, version, events)];
}

/**
 * The partner's prepaid append when a document settled from it is audited or written back: a document adding to what
 * the partner owes (a sale) takes its prepaidAmount from the store value, one taking off (a return) gives it back.
 * Taken at the audit, more than is there is the caller's mistake on the field; at a write-back, the prepaid since spent.
 */
async function prepaidAppends(io: DocumentIo, def: DocumentKind, doc: DocumentSaved, reverse: boolean): Promise<AppendToStream[]> {
  if (!def.prepaid || !doc.prepaidAmount) return [];
  const { field, label } = def.prepaid;
  const take = (def.posting!.add === 1) !== reverse;
  const amount = dec(doc.prepaidAmount);
  const refuse = (held: Dec) =>
    reverse
      ? new BusinessRuleError('PREPAID_SHORTAGE', `${def.partner!.label}的预存款余额${held}，不足以冲回本单${label}的${amount}`, {
          held: toDb(held),
          need: doc.prepaidAmount,
        })
      : new ValidationError(`${label}${amount}超过${def.partner!.label}的预存款余额${held}`, field);
  const move = {
    partnerId: doc.partnerId!,
    kind: 'storeValue' as const,
    amount: doc.prepaidAmount,
    bill: { billType: def.billType, billNo: doc.billNo, docId: doc.docId, billDate: doc.billDate },
  };
  return [await prepaidAppend(io.es, io.session.companyId, take ? 'take' : 'add', move, refuse)];
}

async function auditAppends(
  io: DocumentIo,
  def: DocumentKind,
  state: DocumentState,
  version: number | 'no_stream',
  prior: DocumentEvent[],
) {
  const doc = state.doc!;
  const moves = [];
  const streams: AppendToStream[] = [];
  const recorded: DocumentEvent[] = [];
  for (const effect of def.effects) {
    const r = await effect.audit(io, def, doc);
    moves.push(...r.moves);
    streams.push(...r.streams);
    recorded.push(...(r.events ?? []));
  }
  const events = [...prior, ...decideDocument(def.title).audit(state, moves), ...recorded];
  return [
    documentAppend(def, doc.docId, version, events),
    ...streams,
    ...(await prepaidAppends(io, def, doc, false)),
    ...(await sourceAppend(io, def, doc, false)),
  ];
}

const fold = (state: DocumentState, events: DocumentEvent[]) => events.reduce(evolveDocument, state);

@CommandHandler(SaveDocumentCommand)
export class SaveDocumentHandler
  extends DocumentHandler
  implements ICommandHandler<SaveDocumentCommand, { docId: string; billNo: string; status: string; warning?: string }>
{
  private readonly audits = new AuditDocumentHandler(this.es, this.ctx);

  async execute({ def, session, input, docId, audit }: SaveDocumentCommand) {
    const io = this.io(session);
    const decide = decideDocument(def.title);
    const id = docId ?? randomUUID();
    // A new document is numbered (and counted) by the commit that writes it, by the rule read beside the checks; the
    // closed months are read with the rule, in the same round trip (a retry reads them again).
    const rule = docId ? undefined : numberingRule(this.es, session.companyId, def.prefix);
    let closedMonths: ReturnType<typeof loadClosedMonths> | undefined = loadClosedMonths(this.es, session.companyId);
    for (const early of [rule, closedMonths]) early?.catch(() => undefined);
    let fresh: DocumentSaved | undefined;
    let warning: string | undefined;
    if (!docId) {
      const { doc: draft, warning: w } = await prepare(io, def, input, id, PENDING_BILL_NO);
      warning = w;
      fresh = draft;
    }
    const multiLevel = audit && ((await io.ctx.settings(session.companyId)).approvals[def.kind]?.length ?? 0) > 1;
    if (multiLevel) audit = false;
    const saved = await retrying(async () => {
      const { state, version } = fresh
        ? { state: initialDocument, version: 'no_stream' as const }
        : await loadDocument(this.es, def, id, session.companyId);
      const months = closedMonths ?? loadClosedMonths(this.es, session.companyId);
      closedMonths = undefined;
      refuseClosedIn((await months).state, input.billDate, state.doc?.billDate);
      let events: DocumentEvent[];
      if (fresh) events = decide.save(fresh);
      else {
        const prepared = await prepare(io, def, input, id, state.doc?.billNo ?? '');
        warning = prepared.warning;
        events = decide.edit(state, prepared.doc);
      }
      const saved = fold(state, events);
      const streams = audit ? await auditAppends(io, def, saved, version, events) : [documentAppend(def, id, version, events)];
      const billNo = fresh
        ? await commitNumbered(this.es, streams, actorOf(session), {
            prefix: def.prefix,
            billDate: input.billDate,
            docId: id,
            cap: billCap(session),
            rule,
          })
        : await this.es.commit(streams, actorOf(session)).then(() => saved.doc!.billNo);
      return { docId: id, billNo, status: audit ? 'audited' : 'draft', warning };
    });
    if (!multiLevel) return saved;
    return { ...saved, status: await this.audits.execute({ def, session, docId: id }) };
  }
}

/**
 * Audit, or one level of it where the company set up multi-level approval: each call by an approver of the next
 * level records that level; the last level's approval audits (moves stock and money) in the same append.
 */
@CommandHandler(AuditDocumentCommand)
export class AuditDocumentHandler extends DocumentHandler implements ICommandHandler<AuditDocumentCommand, string> {
  execute({ def, session, docId }: AuditDocumentCommand) {
    const io = this.io(session);
    return retrying(async () => {
      const decide = decideDocument(def.title);
      const { state, version } = await loadDocument(this.es, def, docId, session.companyId);
      await refuseClosedMonth(this.es, session.companyId, state.doc?.billDate);
      const levels = (await io.ctx.settings(session.companyId)).approvals[def.kind] ?? [];
      if (levels.length <= 1) {
        if (levels[0]?.length) mustApprove(levels[0], session, 1);
        decide.audit(state, []);
        await this.es.commit(await auditAppends(io, def, state, version, []), actorOf(session));
        return 'audited';
      }
      const level = state.approvals + 1;
      mustApprove(levels[level - 1] ?? [], session, level);
      const approved = decide.approve(state, level);
      if (level < levels.length) {
        await this.es.commit([documentAppend(def, docId, version, approved)], actorOf(session));
        return 'approving';
      }
      await this.es.commit(await auditAppends(io, def, fold(state, approved), version, approved), actorOf(session));
      return 'audited';
    });
  }
}

function mustApprove(approvers: string[], session: Session, level: number) {
  if (approvers.length && !approvers.includes(session.userId) && !session.isAdmin) throw new ForbiddenError(`您不是第${level}级审批人`);
}

@CommandHandler(WriteBackDocumentCommand)
export class WriteBackDocumentHandler extends DocumentHandler implements ICommandHandler<WriteBackDocumentCommand, string> {
  execute({ def, session, docId }: WriteBackDocumentCommand) {
    const io = this.io(session);
    return retrying(async () => {
      const { state, version } = await loadDocument(this.es, def, docId, session.companyId);
      await refuseClosedMonth(this.es, session.companyId, state.doc?.billDate);
      const events = decideDocument(def.title).writeBack(state);
      const streams: AppendToStream[] = [];
      for (const effect of def.effects) streams.push(...(await effect.writeBack(io, def, state)));
      const prepaid = await prepaidAppends(io, def, state.doc!, true);
      const source = await sourceAppend(io, def, state.doc!, true);
      await this.es.commit([documentAppend(def, docId, version, events), ...streams, ...prepaid, ...source], actorOf(session));
      return 'reversed';
    });
  }
}

@CommandHandler(RemoveDocumentCommand)
export class RemoveDocumentHandler implements ICommandHandler<RemoveDocumentCommand, string> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ def, session, docId }: RemoveDocumentCommand) {
    const { state, version } = await loadDocument(this.es, def, docId, session.companyId);
    await refuseClosedMonth(this.es, session.companyId, state.doc?.billDate);
    await this.es.commit([documentAppend(def, docId, version, decideDocument(def.title).remove(state))], actorOf(session));
    return 'removed';
  }
}
