import type { AppendToStream } from '@jxc/infra';
import { eventIndex, type EventNames } from '../shared/es/event-names';
import type { Move, SkuTracking, StockDirection, TrackingInput } from './moves';
import type { Session } from '../identity';
import type { EventSourcing } from '../shared/es/event-sourcing';
import type { DocSku, DocumentContext } from './document-context';
import type { PriceFlag } from '../contracts';
import type {
  DocumentEvent,
  DocumentEventName,
  DocumentEventTypes,
  DocumentSaved,
  DocumentState,
  StockConfirmationEventName,
} from './document';
import type { DocLine } from './lines';

/** What a kind's policies may use: the event store, the company's records, and who is acting. */
export interface DocumentIo {
  es: EventSourcing;
  ctx: DocumentContext;
  session: Session;
}

/**
 * What an audit does beyond the document's own stream (stock, serials and batches …), with any events of the
 * document it records besides the audit (stock left to the warehouse to confirm); a write-back undoes it.
 */
export interface AuditEffect {
  audit(
    io: DocumentIo,
    def: DocumentKind,
    doc: DocumentSaved,
  ): Promise<{ moves: Move[]; streams: AppendToStream[]; events?: DocumentEvent[] }>;
  writeBack(io: DocumentIo, def: DocumentKind, state: DocumentState): Promise<AppendToStream[]>;
}

/**
 * A header field of a kind's own besides the date and the warehouse (出入库类型, 调入仓库): a required reference to one
 * of the company's records, saved in the document's `extra`. Detail, PageQuery and DetailPageQuery answer it under
 * `field`, and the record's name under `field` with Id turned into Name (typeId → typeName); PageQuery filters by it.
 */
export interface HeaderField {
  field: string;
  label: string;
  /** The record kind; a warehouse must also be one the caller may use. */
  ref: Parameters<DocumentContext['checkRef']>[0];
  /** Values the record's data must have (a stock-in takes only 入库 types: { direction: 'in' }). */
  where?: Record<string, string>;
}

/** Where a header field's record name is answered: typeId → typeName. */
export const nameField = (field: string) => field.replace(/Id$/, 'Name');

/**
 * One kind of document, described as data, with the policies its module plugs into the engine. The engine
 * (lines, lifecycle, bill numbers, sources, approval) serves every kind and knows none by name.
 */
export interface DocumentKind<K extends string = string> {
  kind: K;
  title: string;
  billType: number;
  prefix: string;
  idField: string;
  menuId: string;
  /**
   * Its saves, audits, write-backs and removals read only streams and master data, never a read model that documents
   * write, so they answer before the read models show them (see AnswersBeforeReadModels).
   */
  answersBeforeReadModels?: true;
  /** How an audit moves stock: in, out, or not at all (orders and quotations). */
  direction: StockDirection;
  /** The stored name of each of the kind's events. */
  events: DocumentEventTypes<K>;
  /** Events recorded on a document of the kind besides its lifecycle (a print, delivery details), kept in its lists. */
  annotations?: { readonly [A in DocumentAnnotation]?: `${K}${A}` };
  /** How an audit changes the partner's balance (+ owed more, − owed less) and the account it is settled through (+ in, − out). */
  posting?: { add: 1 | -1; cash: 1 | -1 };
  /** The trading partner; stock documents (transfers, other stock-in and -out) have none. */
  partner?: { field: string; kind: 'Supplier' | 'Custom'; label: string };
  /**
   * The money paid or received on the document itself, and its label. Only kinds with it take the trade's money
   * fields (整单优惠, the settled amount, 结算账户).
   */
  settle?: { field: string; label: string };
  /**
   * Money settled from the partner's prepaid (预存款抵扣 on a sale, 退回预存款 on a return) and its label: the audit
   * takes it from the prepaid when the document adds to what the partner owes, gives it back when it takes off, and
   * counts it as settled; a write-back reverses that. With the settled amount it may not pass the document's total.
   */
  prepaid?: { field: string; label: string };
  /** The header warehouse's API field and label when not warehouseId / 仓库 (a transfer's outWarehouseId, 调出仓库). */
  warehouse?: { field: string; label: string };
  /** A kind that names no warehouse (调价单: its lines are prices); its documents' warehouse is ''. */
  unwarehoused?: true;
  /** Header fields of the kind's own, as data (see HeaderField). */
  headerFields?: HeaderField[];
  /**
   * Values of the kind's own that its own Save puts in the document's extra (an assembly's kind and fee); Detail,
   * PageQuery and DetailPageQuery answer them under their names, as text.
   */
  headerValues?: string[];
  /** A line may sell a combo (商品套餐, comboId in place of skuId): it is saved as its components' lines (see expandCombos). */
  combos?: true;
  /** Lines name no price (goods moved at their cost): Save takes none and prices them 0. */
  unpriced?: boolean;
  /** The price flag without which the document's money is hidden (default: purchase price for Buy*, else sale price). */
  priceFlag?: PriceFlag;
  /** Other screens that list this kind's lines (e.g. 供应商退货汇总 under products lists purchase-return lines). */
  linesAlsoFor?: string[];
  /** A document this one may be made from, and the field naming it. */
  source?: { of: DocumentKind; field: string; label: string };
  /** Checks and completes the serials and batches of the lines. */
  trackLines(lines: DocLine[], inputs: TrackingInput[], skus: Map<string, SkuTracking>, direction: StockDirection): DocLine[];
  /** A check of the kind's own on save; may refuse, or return a warning that travels back with the saved document. */
  checkSave?(
    io: DocumentIo,
    lines: DocLine[],
    skus: Map<string, DocSku>,
    header: Pick<DocumentSaved, 'warehouseId' | 'extra'>,
  ): Promise<string | undefined>;
  /** What its audit does besides recording it. */
  effects: AuditEffect[];
  /**
   * The stored names of the events of a kind whose goods the warehouse confirms in or out apart from the audit, when
   * the company separates the two (separatorWarehouse): purchases, sales and their returns.
   */
  stockConfirmation?: EventNames<K, StockConfirmationEventName>;
}

export type DocumentAnnotation = 'Printed' | 'ExtendUpdated';
export type DocumentAnnotationEvent = { type: DocumentAnnotation; data: Record<string, unknown> };

/** The header warehouse's API field and label (warehouseId, 仓库 unless the kind names another). */
export const warehouseOf = (def: Pick<DocumentKind, 'warehouse'>) => def.warehouse ?? { field: 'warehouseId', label: '仓库' };

export const docStream = (def: DocumentKind, id: string) => `${def.kind}-${id}`;

/** The stored name of every event a document of the kind may have in its stream and its fold (see evolveDocument). */
export const documentEventNames = (def: DocumentKind) =>
  ({ ...def.events, ...def.stockConfirmation }) as Record<DocumentEvent['type'], string>;

let KINDS: readonly DocumentKind[] | undefined;
let index:
  | ReturnType<
      typeof eventIndex<
        DocumentKind,
        DocumentEventName | DocumentAnnotation | StockConfirmationEventName,
        DocumentEvent | DocumentAnnotationEvent
      >
    >
  | undefined;

/** The price flag without which a kind's money is hidden: its own, else a purchase's purchase price, else the sale price. */
export const priceFlagOf = (def: Pick<DocumentKind, 'kind' | 'priceFlag'>): PriceFlag =>
  def.priceFlag ?? (def.kind.startsWith('Buy') ? 'purchasePrice' : 'salePrice');

/**
 * The document kinds the app runs with, given at start from the one list of them (DOCUMENT_KINDS, read-models): no
 * kind registers itself by being imported. The engine and the other modules then find them here.
 */
export function useDocumentKinds(kinds: readonly DocumentKind[]) {
  KINDS = kinds;
  index = undefined;
}

/** The kinds the app was started with; asked before it started, it fails rather than answer with none. */
export function documentKinds(): readonly DocumentKind[] {
  if (!KINDS) throw new Error('No document kinds yet: the app passes DOCUMENT_KINDS (read-models) to useDocumentKinds at start');
  return KINDS;
}

/** Which kind and which of its events each stored document event is. */
export const documentEvents = () =>
  (index ??= eventIndex(documentKinds().map((k) => [k, { ...k.events, ...k.annotations, ...k.stockConfirmation }] as const)));
