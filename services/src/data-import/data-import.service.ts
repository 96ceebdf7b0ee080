import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ProjectionRunner } from '@jxc/projections';
import { IMPORTERS, MASTER_RESOURCES, MasterDataQueries, ProductEvents, readSheet, writeSheet } from '../catalog';
import { mayDo, type DataImportListItem, type DataImportPreview, type DataImportProgress } from '../contracts';
import { DocumentContext } from '../document-engine';
import { actorOf, Session } from '../identity';
import { ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { EventSourcing } from '../shared/es/event-sourcing';
import { evolveStored, toStored } from '../shared/es/event-names';
import type { Logger } from '../shared/http/logger';
import { LOGGER } from '../shared/persistence/tokens';
import { checkRows, Found, inOrder, Plan, SheetRow } from './check';
import { checkOpeningLines, openingLines } from './opening-stock-rows';
import { docKey, inTurns, undoOne, unhurried, writeOne } from './writing';
import {
  DATA_IMPORT_EVENTS,
  DataImportEvent,
  DataImportState,
  decideDataImport,
  DocOutcome,
  evolveDataImport,
  importStream,
  noImport,
} from './data-import';
import { DataImportQueries, StoredImport } from './data-import.queries';
import { CellError, CREATABLE, ImportKind, RefKind, REF_TITLES } from './kit';
import { IMPORT_KINDS } from './kinds';
import { creationSheet } from './creation';
import { checkProducts, codesOf } from './product-rows';

/** Documents written between two progress events; written this many at a time. */
const BATCH = 40;
const PARALLEL = 8;
/** The rows a preview sends back to show (the errors are all sent). */
const SHOWN_ROWS = 200;
/** Rows a workbook of bills may hold: they are checked in one request and written in the background. */
export const MAX_IMPORT_ROWS = 50_000;

const fold = evolveStored(DATA_IMPORT_EVENTS, evolveDataImport);

/** Each value the sheet's reference columns name, once. */
function valuesOf(kind: ImportKind, rows: SheetRow[]): Record<RefKind, string[]> {
  const values: Record<RefKind, string[]> = { Product: [], Custom: [], Supplier: [], Warehouse: [] };
  for (const c of kind.columns.filter((c) => c.ref))
    values[c.ref!] = [...new Set([...values[c.ref!], ...rows.map((r) => r.values[c.title]).filter(Boolean)])];
  return values;
}

/** Kinds whose source key is written once: a bill number, a product code (an opening balance is set again instead). */
const oncePerKey = (kind: ImportKind) => kind.target.type === 'document' || kind.target.type === 'product';

/** The event a kind's document is saved with, and its id and number fields, to find one written but not yet recorded. */
function savedEvent(kind: ImportKind): { type: string; fields: [string, string] } | undefined {
  if (kind.target.type === 'document') return { type: kind.target.def.events.Saved, fields: ['docId', 'billNo'] };
  if (kind.target.type === 'product') return { type: ProductEvents.Created, fields: ['productId', 'productName'] };
  return undefined;
}

export const kindOf = (kind: string, s: Session): ImportKind => {
  const found = IMPORT_KINDS.find((k) => k.kind === kind);
  if (!found) throw new ValidationError('导入类型不支持', 'kind');
  if (!mayDo(s, found.menuId, 'add')) throw new ForbiddenError(`您没有新增${found.title}的权限`);
  return found;
};

/**
 * 数据导入: a workbook checked row by row and kept as a preview; once confirmed, its documents are written in the
 * background through the screens' commands, each whole or not at all, with the progress as events of the import's
 * stream; a writer that stops is followed by another (the lease runs out); an import is undone by 红冲 of what it wrote.
 */
@Injectable()
export class DataImportService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private readonly writing = new Map<string, Promise<unknown>>();
  private stopping = false;

  constructor(
    private readonly es: EventSourcing,
    private readonly commands: CommandBus,
    private readonly queries: DataImportQueries,
    private readonly refs: MasterDataQueries,
    private readonly runner: ProjectionRunner,
    private readonly ctx: DocumentContext,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    const resume = () => void this.resumeAbandoned().catch((err) => this.logger.error({ err }, '导入续写失败'));
    this.timer = setInterval(resume, 60_000);
    this.timer.unref();
    resume();
  }

  async onModuleDestroy() {
    this.stopping = true;
    clearInterval(this.timer);
    await Promise.all(this.writing.values());
  }

  async template(kind: ImportKind) {
    const notes = [['列', '填写说明'], ...kind.columns.map((c) => [`${c.title}${c.required ? '（必填）' : ''}`, c.note])];
    return {
      fileName: `${kind.title}导入模板.xlsx`,
      content: await writeSheet(
        kind.title,
        kind.columns.map((c) => c.title),
        [],
        notes,
      ),
    };
  }

  private async load(importId: string, companyId: string) {
    const loaded = await this.es.load<DataImportState>(importStream(importId), companyId, noImport, fold);
    if (!loaded.state.status) throw new NotFoundError('导入任务不存在');
    return loaded;
  }

  private commit(session: Session, importId: string, version: number, events: DataImportEvent[]) {
    if (!events.length) return Promise.resolve();
    return this.es.commit(
      [
        {
          streamId: importStream(importId),
          streamType: 'DataImport',
          expectedVersion: version || 'no_stream',
          events: toStored(DATA_IMPORT_EVENTS, events),
        },
      ],
      actorOf(session),
    );
  }

  /** Reads and checks the workbook, keeps it as a preview (nothing else is written) and says what each row would do. */
  async preview(kind: ImportKind, session: Session, fileName: string, content: string, create: RefKind[]): Promise<DataImportPreview> {
    const sheet = await readSheet(content, MAX_IMPORT_ROWS);
    const missingColumns = kind.columns.filter((c) => c.required && !sheet.headers.includes(c.title)).map((c) => c.title);
    if (missingColumns.length) throw new ValidationError(`缺少必填列：${missingColumns.join('、')}（请下载模板）`, 'content');
    if (!sheet.rows.length) throw new ValidationError('工作表中没有数据行', 'content');
    const plan = await this.plan(kind, session.companyId, sheet.rows, create);
    const importId = randomUUID();
    await this.queries.keep(importId, session.companyId, { rows: sheet.rows, plan });
    const fileHash = createHash('sha256').update(content).digest('hex');
    await this.commit(session, importId, 0, [
      { type: 'Added', data: { kind: kind.kind, fileName, fileHash, rows: sheet.rows.length, documents: plan.docs.length } },
    ]);
    const bad = new Set(plan.errors.map((e) => e.rowNo));
    const shown = [...sheet.rows.filter((r) => bad.has(r.rowNo)), ...sheet.rows.filter((r) => !bad.has(r.rowNo))].slice(0, SHOWN_ROWS);
    return {
      importId,
      kind: kind.kind,
      columns: kind.columns.map((c) => c.title),
      total: sheet.rows.length,
      documents: plan.docs.length,
      skipped: plan.docs.filter((d) => d.importedAs).map((d) => ({ key: d.key, billNo: d.importedAs })),
      errors: plan.errors.slice(0, 1000),
      errorCount: plan.errors.length,
      missing: plan.missing,
      created: plan.created,
      rows: shown.sort((a, b) => a.rowNo - b.rowNo),
    };
  }

  private async plan(kind: ImportKind, companyId: string, rows: SheetRow[], create: RefKind[]): Promise<Plan> {
    // An opening balance is set, not added: sent again, it is set again (a corrected amount too).
    const keys = oncePerKey(kind) ? [...new Set(rows.map((r) => r.values[kind.groupBy!]).filter(Boolean))] : [];
    const [found, imported] = await Promise.all([
      this.queries.find(companyId, valuesOf(kind, rows)),
      this.queries.imported(companyId, kind.kind, keys),
    ]);
    const plan = checkRows(kind, rows, found, new Set(create.filter((k) => CREATABLE.includes(k))), imported);
    if (kind.target.type === 'stock')
      plan.errors = inOrder(kind, [...plan.errors, ...(await this.stockProblems(companyId, rows, plan, found))]);
    if (kind.target.type === 'product') {
      const [classes, taken] = await Promise.all([this.classes(companyId, rows), this.queries.taken(companyId, codesOf(rows))]);
      plan.errors = inOrder(kind, [...plan.errors, ...checkProducts(plan, rows, classes, taken)]);
    }
    return plan;
  }

  /** The product classes, when the rows name any. */
  private classes(companyId: string, rows: SheetRow[]) {
    return rows.some((r) => r.values['商品分类']) ? this.refs.classPaths('ProductClass', companyId) : Promise.resolve([]);
  }

  /** An opening stock's lines by the 期初 screen's rules: per warehouse, each SKU's batch and serials. */
  private async stockProblems(companyId: string, rows: SheetRow[], plan: Plan, found: Found): Promise<CellError[]> {
    const byRow = new Map(rows.map((r) => [r.rowNo, r]));
    const wrong = new Set(plan.errors.map((e) => e.rowNo));
    const skuOf = (r: SheetRow) => {
      const ids = found.Product.get(r.values['商品']);
      return !wrong.has(r.rowNo) && ids?.length === 1 ? ids[0] : undefined;
    };
    const openings = plan.docs.map((d) => ({
      warehouseId: found.Warehouse.get(byRow.get(d.rowNos[0])!.values['仓库'])?.[0] ?? '',
      lines: openingLines(
        d.rowNos.map((n) => byRow.get(n)!),
        skuOf,
      ),
    }));
    const skuIds = [...new Set(openings.flatMap((o) => o.lines.map((l) => l.skuId)))];
    if (!skuIds.length) return [];
    const [skus, inStock, moved] = await Promise.all([
      this.ctx.skus(companyId, skuIds),
      this.queries.serialsInStock(companyId, skuIds),
      this.queries.movedSkus(companyId, skuIds),
    ]);
    const seen = new Map<string, number>();
    return openings.flatMap((o) => checkOpeningLines(o.lines, skus, inStock, moved.get(o.warehouseId) ?? new Set(), seen));
  }

  /** Confirms a preview without errors: its documents are written in the background, as the confirming user. */
  async confirm(session: Session, importId: string) {
    const { state, version } = await this.load(importId, session.companyId);
    const kind = kindOf(state.kind, session);
    const stored = await this.queries.stored(importId, session.companyId);
    for (const { kind: ref } of stored?.plan.created ?? []) {
      const menu = MASTER_RESOURCES.find((r) => r.kind === ref)?.menuId ?? '3001';
      if (!mayDo(session, menu, 'add')) throw new ForbiddenError(`您没有新增${REF_TITLES[ref]}的权限，不能新建`);
    }
    await this.commit(
      session,
      importId,
      version,
      decideDataImport.apply(state, stored?.plan.created.length ?? 0, stored?.plan.errors.length ?? 0),
    );
    await this.queries.lease(importId, session);
    void this.write(kind, session, importId, stored!);
    return this.progress(session.companyId, importId);
  }

  private async resumeAbandoned() {
    for (const job of await this.queries.abandoned()) {
      if (this.writing.has(job.importId) || !(await this.queries.lease(job.importId))) continue;
      const { state } = await this.load(job.importId, job.companyId);
      const stored = await this.queries.stored(job.importId, job.companyId);
      const kind = IMPORT_KINDS.find((k) => k.kind === state.kind);
      if (kind && stored) void this.write(kind, job.session, job.importId, stored, true);
    }
  }

  /** Writes what is left of a confirmed import (once per process at a time); a stopping process finishes its batch. */
  private write(kind: ImportKind, session: Session, importId: string, stored: StoredImport, resumed = false) {
    if (this.writing.has(importId)) return;
    const done = this.writeLeft(kind, session, importId, stored, resumed)
      .catch((err) => this.logger.error({ err, importId }, '导入中断，稍后续写'))
      .finally(() => {
        this.writing.delete(importId);
        return this.queries.release(importId).catch(() => undefined);
      });
    this.writing.set(importId, done);
  }

  /** Creates the records the user chose to, then each document not yet written, a batch at a time with its progress. */
  private async writeLeft(kind: ImportKind, session: Session, importId: string, { rows, plan }: StoredImport, resumed: boolean) {
    const byRow = new Map(rows.map((r) => [r.rowNo, r]));
    await this.createMissing(kind, session, plan, rows);
    const found = await this.queries.find(session.companyId, valuesOf(kind, rows));
    const idOf = (ref: RefKind, value: string) => found[ref].get(value)?.[0];
    const classes = kind.target.type === 'product' ? await this.classes(session.companyId, rows) : [];
    let { state, version } = await this.load(importId, session.companyId);
    const left = plan.docs.filter((d) => !state.outcomes.has(d.key));
    for (let i = 0; i < left.length && state.status === 'running' && !this.stopping; i += BATCH) {
      const batch = left.slice(i, i + BATCH);
      const keys = batch.map((d) => d.key);
      const imported = oncePerKey(kind) ? await this.queries.imported(session.companyId, kind.kind, keys) : new Map<string, string>();
      // A process that stopped mid-batch wrote some of it unrecorded: those documents carry this import's key for them.
      const saved = savedEvent(kind);
      const unrecorded =
        resumed && i === 0 && saved
          ? await this.queries.writtenFor(
              session.companyId,
              saved.type,
              keys.map((k) => docKey(importId, k)),
              saved.fields,
            )
          : new Map<string, DocOutcome>();
      const writes = unhurried(this.runner);
      const outcomes = await inTurns(batch, PARALLEL, (d): Promise<DocOutcome> =>
        imported.has(d.key)
          ? Promise.resolve({ key: d.key, skipped: true, billNo: imported.get(d.key) })
          : unrecorded.has(docKey(importId, d.key))
            ? Promise.resolve({ ...unrecorded.get(docKey(importId, d.key))!, key: d.key })
            : writes.run(docKey(importId, d.key), () =>
                writeOne(
                  this.commands,
                  this.refs,
                  kind,
                  session,
                  d.key,
                  d.rowNos.map((n) => byRow.get(n)!),
                  idOf,
                  classes,
                ),
              ),
      );
      await writes.settled();
      await this.commit(session, importId, version, decideDataImport.enter(state, outcomes));
      ({ state, version } = await this.load(importId, session.companyId));
      await this.queries.renew(importId);
    }
  }

  private async createMissing(kind: ImportKind, session: Session, plan: Plan, rows: SheetRow[]) {
    for (const ref of CREATABLE) {
      const wanted = plan.created.filter((c) => c.kind === ref).map((c) => c.value);
      if (!wanted.length) continue;
      const found = await this.queries.find(session.companyId, { Product: [], Custom: [], Supplier: [], Warehouse: [], [ref]: wanted });
      const still = wanted.filter((v) => !found[ref].get(v)?.length);
      if (!still.length) continue;
      const importer = IMPORTERS.find((i) => i.kind === ref)!;
      const units = await importer.units(creationSheet(kind, ref, still, rows), { companyId: session.companyId, refs: this.refs });
      for (const unit of units) await unit.run(this.commands, session);
    }
  }

  /** Undoes a finished import as a whole: each document it wrote is 红冲'd, each opening balance set back, each opening stock taken back. */
  async undo(session: Session, importId: string) {
    const { state, version } = await this.load(importId, session.companyId);
    const kind = kindOf(state.kind, session);
    const written = [...state.outcomes.values()].filter((o) => o.docId && !o.skipped).reverse();
    if (kind.target.type === 'product' && !mayDo(session, kind.menuId, 'delete'))
      throw new ForbiddenError('您没有删除商品的权限，不能撤销商品导入');
    const used =
      kind.target.type === 'product' && state.status === 'done'
        ? await this.queries.productsInUse(
            session.companyId,
            written.map((o) => o.docId!),
          )
        : [];
    decideDataImport.reverse(state, [], used);
    const writes = unhurried(this.runner);
    const results = await inTurns(written, PARALLEL, (o) => writes.run(undefined, () => undoOne(this.commands, kind, session, o)));
    await writes.settled();
    await this.commit(session, importId, version, decideDataImport.reverse(state, results));
    return { ...(await this.progress(session.companyId, importId)), undoErrors: results.filter((r) => r.message).map((r) => r.message) };
  }

  /** The import's progress and, as it goes, what it wrote (bill numbers and ids, for links) and what it could not. */
  async progress(companyId: string, importId: string): Promise<DataImportProgress> {
    const { state } = await this.load(importId, companyId);
    const kind = IMPORT_KINDS.find((k) => k.kind === state.kind)!;
    const outcomes = [...state.outcomes.values()];
    return {
      importId,
      kind: state.kind,
      title: kind.title,
      status: state.status!,
      documents: state.documents,
      done: outcomes.length,
      percent: state.documents ? Math.floor((outcomes.length * 100) / state.documents) : 100,
      written: outcomes.filter((o) => o.docId && !o.skipped).map((o) => ({ key: o.key, docId: o.docId, billNo: o.billNo ?? '' })),
      skipped: outcomes.filter((o) => o.skipped).map((o) => ({ key: o.key, billNo: o.billNo ?? '' })),
      failed: outcomes.filter((o) => o.message).map((o) => ({ key: o.key, message: o.message! })),
      detailPath: kind.detailPath,
      idField: kind.idField,
    };
  }

  list(companyId: string): Promise<DataImportListItem[]> {
    return this.queries.list(companyId);
  }
}
