/**
 * The document engine: what every trade document shares — lines and totals, bill numbers, the draft → audited →
 * written-back lifecycle with multi-level approval, sources, the partners' prepaid, the HTTP resource and the list
 * queries. Each module describes its kinds (DocumentKind) with their policies; the app gives the engine the list of
 * them at start (useDocumentKinds). The engine knows none by name.
 */
export { DocumentEngineModule } from './document-engine.module';
export { useDocumentKinds, documentKinds, documentEvents, docStream, priceFlagOf } from './document-kind';
export type { AuditEffect, DocumentAnnotation, DocumentIo, DocumentKind } from './document-kind';
export { describedKind } from './described-kind';
export { decideDocument, evolveDocument, initialDocument, openAmount } from './document';
export { lifecycleGuard } from './lifecycle';
export type { DocumentEvent, DocumentEventTypes, DocumentSaved, DocumentState, StockConfirmed } from './document';
export { AuditDocumentCommand, documentAppend, loadDocument, SaveDocumentCommand, WriteBackDocumentCommand } from './document.commands';
export { checkSaveRights, documentController, documentHistoryTitles, saveDocument } from './document.http.controller';
export { DocumentQueries } from './document.queries';
export { ExamineController } from './examine.http.controller';
export { DocumentContext } from './document-context';
export type { DocSku } from './document-context';
export { billCap, BILL_NUMBERS_KEPT_ON_RESET, commitNumbered, PENDING_BILL_NO } from './bill-number';
export { computeLines } from './lines';
export { expandCombos, registerComboSource } from './combo-lines';
export type { ComboSold, ComboSource } from './combo-lines';
export type { DocLine, LineInput } from './lines';
export type { BatchQty, LineTracking, Move, SkuTracking, StockDirection, TrackingInput } from './moves';
export { lineSchema, unpricedLineSchema } from './document.schemas';
export { documentsProjection } from './documents.projection';
export { heldFor, PREPAID_EVENTS, prepaidStream } from './prepaid';
export type { PrepaidBill, PrepaidEvent, PrepaidKind, PrepaidMoved } from './prepaid';
export { loadPrepaid, prepaidAppend } from './prepaid.commands';
export {
  evolveClosedMonths,
  loadClosedMonths,
  monthTitle,
  noMonthClosed,
  PERIOD_EVENT_TITLES,
  PERIOD_EVENTS,
  periodStream,
  previousMonth,
  refuseClosedMonth,
} from './closed-period';
export type { ClosedMonths, PeriodEvent } from './closed-period';
