import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { comparePositions, type GlobalPosition } from '@jxc/infra';
import { ProjectionRunner } from '@jxc/projections';
import {
  ChangeProductStatusCommand,
  type ClassPath,
  CreateProductCommand,
  MASTER_RESOURCES,
  MasterDataQueries,
  productOf,
  UpdateMasterRecordCommand,
} from '../catalog';
import { mayDo } from '../contracts';
import { saveDocument, WriteBackDocumentCommand } from '../document-engine';
import { actorOf, Session } from '../identity';
import { dec } from '../shared/decimal';
import { ForbiddenError } from '../shared/errors';
import { requestContext } from '../shared/http/request-context';
import { EnterOpeningStockCommand, ReverseOpeningStockCommand } from '../inventory';
import { lineInput, openingLines } from './opening-stock-rows';
import type { SheetRow } from './check';
import type { DocOutcome } from './data-import';
import { ImportKind, RefKind, REF_TITLES } from './kit';

/** What a document's events record as their Idempotency-Key: this import's, for that source bill number. */
export const docKey = (importId: string, key: string) => `data-import:${importId}:${key}`;

/** How long a batch waits for the read models to show its documents before it reports them written. */
const SETTLE_MS = 30_000;

/**
 * Documents written without waiting, each, for the read models to show it (the next one's checks read none it writes:
 * the kinds answer before their read models); `settled` then waits once for all of them. The events keep the address
 * and route of the confirmation and, instead of its Idempotency-Key, the document's own (docKey).
 */
export function unhurried(runner: ProjectionRunner) {
  let last: GlobalPosition | undefined;
  const { correlationId = randomUUID(), ip, route } = requestContext.getStore() ?? {};
  const wrote = (position: GlobalPosition) => {
    if (!last || comparePositions(position, last) > 0) last = position;
  };
  return {
    run: <T>(idempotencyKey: string | undefined, write: () => Promise<T>) =>
      requestContext.run({ correlationId, ip, route, wrote, ...(idempotencyKey && { idempotencyKey }) }, write),
    settled: async () => {
      if (last) await runner.waitFor(last, SETTLE_MS);
    },
  };
}

/** `work` on each item, `at` at a time, in order. */
export async function inTurns<T, R>(items: T[], at: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += at) out.push(...(await Promise.all(items.slice(i, i + at).map(work))));
  return out;
}

/** One document through the screens' command (saved and audited), one opening balance, stock or product; its failure is its own. */
export async function writeOne(
  commands: CommandBus,
  refs: MasterDataQueries,
  kind: ImportKind,
  session: Session,
  key: string,
  rows: SheetRow[],
  idOf: (ref: RefKind, value: string) => string | undefined,
  classes: ClassPath[] = [],
): Promise<DocOutcome> {
  const head = rows[0].values;
  const t = kind.target;
  try {
    if (t.type === 'product') {
      const { header, skus } = productOf(rows, classes);
      const created = await commands.execute(new CreateProductCommand(actorOf(session), header, skus));
      return { key, docId: created.productId, billNo: header.productName };
    }
    if (t.type === 'stock') {
      const lines = openingLines(rows, (r) => idOf('Product', r.values['商品'])).map(lineInput);
      const entered = await commands.execute(new EnterOpeningStockCommand(session, idOf('Warehouse', head['仓库'])!, lines));
      return { key, docId: entered.initId, billNo: entered.billNo };
    }
    if (t.type === 'opening') {
      const resource = MASTER_RESOURCES.find((r) => r.kind === t.partner)!;
      const id = idOf(t.partner, head[resource.title])!;
      const previous = String((await refs.record(session.companyId, id))?.data.initAmount ?? '0');
      const amount = resource.fields.initAmount.parse(head[resource.fields.initAmount.label], '');
      await commands.execute(new UpdateMasterRecordCommand(resource, actorOf(session), id, { initAmount: amount }));
      return { key, docId: id, billNo: head[resource.title], previous };
    }
    const { def, partner } = t;
    const body = {
      [def.partner!.field]: idOf(partner, head[REF_TITLES[partner]]),
      billDate: head['单据日期'],
      warehouseId: idOf('Warehouse', head['仓库']),
      lines: rows.map((r) => ({
        skuId: idOf('Product', r.values['商品']),
        qty: r.values['数量'],
        price: r.values['单价'],
        remark: r.values['备注'],
      })),
      audit: true,
    };
    const saved: Record<string, string> = await saveDocument(def, commands, body, session);
    return { key, docId: saved[def.idField], billNo: saved.billNo };
  } catch (e) {
    return { key, message: (e as Error).message };
  }
}

/**
 * Takes back one thing an import wrote: a document by 红冲 (its own command and right), an opening balance set back, an
 * opening stock taken back out, a product removed (its code and barcodes free again).
 */
export async function undoOne(
  commands: CommandBus,
  kind: ImportKind,
  session: Session,
  o: DocOutcome,
): Promise<{ key: string; message?: string }> {
  try {
    const t = kind.target;
    if (t.type === 'product') await commands.execute(new ChangeProductStatusCommand(actorOf(session), o.docId!, 'remove'));
    else if (t.type === 'stock') await commands.execute(new ReverseOpeningStockCommand(session, o.docId!));
    else if (t.type === 'opening') {
      const resource = MASTER_RESOURCES.find((r) => r.kind === t.partner)!;
      await commands.execute(new UpdateMasterRecordCommand(resource, actorOf(session), o.docId!, { initAmount: dec(o.previous ?? '0') }));
    } else {
      if (!mayDo(session, t.def.menuId, 'back')) throw new ForbiddenError(`您没有红冲${t.def.title}的权限`);
      await commands.execute(new WriteBackDocumentCommand(t.def, session, o.docId!));
    }
    return { key: o.key };
  } catch (e) {
    return { key: o.key, message: `${o.billNo ?? o.key}：${(e as Error).message}` };
  }
}
