import { applyDecorators, Body, Controller, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action as PermissionAction, LIFECYCLE_STEPS, mayDo, MSG } from '../contracts';
import { CurrentSession, Permission, Write, Session } from '../identity';
import { ForbiddenError } from '../shared/errors';
import { EventSourcing } from '../shared/es/event-sourcing';
import { AnswersBeforeReadModels } from '../shared/es/read-after';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery } from '../shared/page-query';
import { D, Dec } from '../shared/decimal';
import { text, validate } from '../shared/validation/schema';
import {
  AuditDocumentCommand,
  loadDocument,
  RemoveDocumentCommand,
  SaveDocumentCommand,
  WriteBackDocumentCommand,
} from './document.commands';
import { DocumentKind, docStream, warehouseOf } from './document-kind';
import { DOC_SORTABLE, DocFilter, DocumentQueries } from './document.queries';
import { listSchema, saveSchema } from './document.schemas';
import { DocumentState } from './document';
import { LineInput, qtyBySku } from './lines';

const HISTORY = {
  Saved: '保存',
  Approved: `${LIFECYCLE_STEPS.approve.verb}通过一级`,
  Audited: LIFECYCLE_STEPS.audit.verb,
  WrittenBack: LIFECYCLE_STEPS.writeBack.verb,
  Removed: LIFECYCLE_STEPS.remove.verb,
  Consumed: '被后续单据引用',
  ConsumptionReversed: `后续单据${LIFECYCLE_STEPS.writeBack.verb}`,
};

/** Each step's route, the permission it asks and its command. */
const STEPS = {
  audit: ['Audit', 'audit', AuditDocumentCommand],
  writeBack: ['WriteBack', 'back', WriteBackDocumentCommand],
  remove: ['Remove', 'delete', RemoveDocumentCommand],
} as const satisfies Record<string, [string, PermissionAction, unknown]>;
type Step = keyof typeof STEPS;

/** Main-unit quantity per SKU not yet returned or turned into a later document. */
const remainingOf = (state: DocumentState) =>
  state.doc
    ? [...qtyBySku(state.doc.lines)].map(([skuId, qty]) => ({ skuId, qty: qty.minus(state.consumed.get(skuId) ?? 0).toNumber() }))
    : [];

/** A list's filters by the kind's field names: its partner, header warehouse and own header fields. */
const filterOf = (def: DocumentKind, f: Record<string, string | undefined>): DocFilter => ({
  keyword: f.keyword,
  status: f.status,
  stockState: f.stockState,
  startDate: f.startDate,
  endDate: f.endDate,
  partnerId: def.partner && f[def.partner.field],
  warehouseId: f[warehouseOf(def).field],
  extra: Object.fromEntries((def.headerFields ?? []).flatMap((h) => (f[h.field] ? [[h.field, f[h.field]!]] : []))),
});

/** A new document needs 'add', an edit 'edit', and saving with audit also 'audit'. */
export function checkSaveRights(def: Pick<DocumentKind, 'menuId'>, s: Session, docId: string | undefined, audit: boolean) {
  const actions: PermissionAction[] = [docId ? 'edit' : 'add', ...(audit ? (['audit'] as const) : [])];
  for (const action of actions) if (!mayDo(s, def.menuId, action)) throw new ForbiddenError(MSG.noPermission);
}

/** Save from a request body. */
export async function saveDocument(def: DocumentKind, commands: CommandBus, body: unknown, s: Session) {
  const input = validate(saveSchema(def), body) as Record<string, unknown>;
  const docId = input[def.idField] as string | undefined;
  checkSaveRights(def, s, docId, !!input.audit);
  const extra = Object.fromEntries((def.headerFields ?? []).map((h) => [h.field, input[h.field] as string]));
  const lines = (input.lines as LineInput[]).map((l) => (def.unpriced ? { ...l, price: new D(0) } : l));
  const r = await commands.execute(
    new SaveDocumentCommand(
      def,
      s,
      {
        partnerId: def.partner && (input[def.partner.field] as string),
        billDate: input.billDate as string,
        warehouseId: input[warehouseOf(def).field] as string,
        extra,
        lines,
        discountAmount: input.discountAmount as Dec | undefined,
        settleAmount: def.settle && (input[def.settle.field] as Dec | undefined),
        prepaidAmount: def.prepaid && (input[def.prepaid.field] as Dec | undefined),
        accountId: input.accountId as string | undefined,
        remark: input.remark as string | undefined,
        sourceId: def.source ? (input[def.source.field] as string | undefined) : undefined,
      },
      docId,
      !!input.audit,
    ),
  );
  return { [def.idField]: r.docId, billNo: r.billNo, status: r.status, ...(r.warning ? { warning: r.warning } : {}) };
}

/** The Chinese title of each of a kind's stored events, as its documents' history (and the 操作日志) shows them. */
export function documentHistoryTitles(def: DocumentKind): Record<string, string> {
  const verb = def.direction === 'in' ? '入库' : '出库';
  return {
    ...Object.fromEntries(Object.entries(HISTORY).map(([k, v]) => [def.events[k as keyof typeof HISTORY], v])),
    ...(def.stockConfirmation && {
      [def.stockConfirmation.StockAwaited]: `待${verb}`,
      [def.stockConfirmation.StockConfirmed]: `确认${verb}`,
    }),
  };
}

/** `/api/{Kind}/Save|Audit|WriteBack|Remove|Detail|PageQuery|DetailPageQuery` for one kind of trade document. */
export function documentController(def: DocumentKind): Type {
  const idOf = (body: unknown) => validate({ [def.idField]: text(def.title).required() }, body)[def.idField] as string;
  const titles = documentHistoryTitles(def);
  const step = (name: Step) =>
    applyDecorators(
      Permission(def.menuId, STEPS[name][1]),
      Write(),
      AnswersBeforeReadModels(def.answersBeforeReadModels),
      Action(STEPS[name][0]),
    );

  @Controller(`api/${def.kind}`)
  class DocumentController {
    constructor(
      readonly commands: CommandBus,
      readonly queries: DocumentQueries,
      readonly es: EventSourcing,
    ) {}

    @Write()
    @AnswersBeforeReadModels(def.answersBeforeReadModels)
    @Action('Save')
    save(@Body() body: unknown, @CurrentSession() s: Session) {
      return saveDocument(def, this.commands, body, s);
    }

    @step('audit')
    audit(@Body() body: unknown, @CurrentSession() s: Session) {
      return this.take(s, 'audit', body);
    }

    @step('writeBack')
    writeBack(@Body() body: unknown, @CurrentSession() s: Session) {
      return this.take(s, 'writeBack', body);
    }

    @step('remove')
    remove(@Body() body: unknown, @CurrentSession() s: Session) {
      return this.take(s, 'remove', body);
    }

    private async take(s: Session, step: Step, body: unknown) {
      const id = idOf(body);
      const Command = STEPS[step][2];
      return { [def.idField]: id, status: await this.commands.execute(new Command(def, s, id)) };
    }

    @Permission(def.menuId, 'get')
    @Action('Detail')
    async detail(@Body() body: unknown, @CurrentSession() s: Session) {
      const id = idOf(body);
      const { state } = await loadDocument(this.es, def, id, s.companyId);
      return {
        ...(await this.queries.detail(def, s, id)),
        remaining: remainingOf(state),
        history: await this.es.history(docStream(def, id), s.companyId, titles),
      };
    }

    @Permission(def.menuId, 'query')
    @Action('PageQuery')
    page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      const f = validate(listSchema(def), body) as Record<string, string | undefined>;
      return this.queries.page(def, s, parsePageQuery(body ?? {}, DOC_SORTABLE), filterOf(def, f));
    }

    @Permission([def.menuId, ...(def.linesAlsoFor ?? [])], 'query')
    @Action('DetailPageQuery')
    lines(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      const f = validate({ ...listSchema(def), skuId: text('商品') }, body) as Record<string, string | undefined>;
      return this.queries.lines(def, s, parsePageQuery(body ?? {}), { ...filterOf(def, f), skuId: f.skuId });
    }
  }
  Object.defineProperty(DocumentController, 'name', { value: `${def.kind}Controller` });
  return DocumentController;
}
