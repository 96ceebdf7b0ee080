import type { AppendToStream } from '@jxc/infra';
import { priceAppends, priceRestoreAppends } from '../catalog';
import { BusinessRuleError } from '../shared/errors';
import type { AuditEffect, DocumentIo, DocumentKind, DocumentSaved } from '../document-engine';
import { settingsOf, takesEffect } from './change-price';

/** A 调价单's prices are set once: its schedule stream is created by the change (生效) or by its write-back first. */
export const scheduleStream = (docId: string) => `ChangePriceSchedule-${docId}`;
export const SCHEDULE_EVENTS = { applied: 'ChangePriceApplied', cancelled: 'ChangePriceCancelled' } as const;

const schedule = (docId: string, type: string, billNo: string): AppendToStream => ({
  streamId: scheduleStream(docId),
  streamType: 'ChangePriceSchedule',
  expectedVersion: 'no_stream',
  events: [{ type, data: { billNo } }],
});

const billOf = (def: DocumentKind, doc: DocumentSaved) => ({ docId: doc.docId, billNo: doc.billNo, billType: def.billType });

/**
 * The appends that set a 调价单's prices now: at its audit, which refuses a line whose product has since been disabled
 * or removed (`strict`); or on its 生效日期, which sets the prices of the products still there.
 */
export async function applyAppends(
  io: Pick<DocumentIo, 'es' | 'ctx'>,
  companyId: string,
  def: DocumentKind,
  doc: DocumentSaved,
  strict = true,
): Promise<AppendToStream[]> {
  const skus = await io.ctx.skus(
    companyId,
    doc.lines.map((l) => l.skuId),
  );
  const productOf = new Map([...skus].map(([id, k]) => [id, k.productId]));
  const gone = strict && doc.lines.find((l) => !productOf.has(l.skuId));
  if (gone) throw new BusinessRuleError('SKU_DISABLED', `明细第${gone.lineNo}行的商品已停用或删除，不能审核`, { lineNo: gone.lineNo });
  const settings = settingsOf(doc.lines.filter((l) => productOf.has(l.skuId)));
  return [
    schedule(doc.docId, SCHEDULE_EVENTS.applied, doc.billNo),
    ...(await priceAppends(io.es, companyId, settings, productOf, billOf(def, doc))),
  ];
}

/**
 * The audit sets the prices when the 生效日期 has come, else leaves them to that day (DuePriceChanges). The
 * write-back puts back what it set — refused for a price changed again since — or, not yet in effect, cancels it.
 */
export const changePriceEffect: AuditEffect = {
  async audit(io, def, doc) {
    return { moves: [], streams: takesEffect(doc, new Date()) ? await applyAppends(io, io.session.companyId, def, doc) : [] };
  },
  async writeBack(io, def, state) {
    const doc = state.doc!;
    const { companyId } = io.session;
    const applied = (await io.es.load(scheduleStream(doc.docId), companyId, false, (_s, e) => e.type === SCHEDULE_EVENTS.applied)).state;
    if (!applied) return [schedule(doc.docId, SCHEDULE_EVENTS.cancelled, doc.billNo)];
    const skus = await io.ctx.skus(
      companyId,
      doc.lines.map((l) => l.skuId),
    );
    const productOf = new Map([...skus].map(([id, k]) => [id, k.productId]));
    return priceRestoreAppends(io.es, companyId, settingsOf(doc.lines.filter((l) => productOf.has(l.skuId))), productOf, {
      ...billOf(def, doc),
      reversal: true,
    });
  },
};
