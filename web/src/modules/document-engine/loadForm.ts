import { skuDetail, type DocStatus, type Sku } from './api';
import { formFromDetail, type DocForm, type Prefill } from './docForm';
import type { DocKind } from './kind';

/**
 * Which saved document a form screen starts from, read from its query: ?{idField}= edit (copy on the copy screen),
 * ?copy= copy, ?{source field}= make from.
 */
export function prefillOf(kind: DocKind, params: URLSearchParams, copyScreen = false): { as: Prefill; id: string } | null {
  const own = params.get(kind.idField);
  if (own) return { as: copyScreen ? 'copy' : 'edit', id: own };
  const copy = params.get('copy');
  if (copy) return { as: 'copy', id: copy };
  const source = kind.source && params.get(kind.source.field);
  return source ? { as: 'source', id: source } : null;
}

/** Loads a saved document (of kind, or of its source kind) with its lines' SKUs, as a form of `kind`. */
export async function loadForm(kind: DocKind, as: Prefill, id: string, today: string): Promise<DocForm & { status: DocStatus }> {
  const d = await (as === 'source' ? kind.source!.kind : kind).api.detail(id);
  const skus = await Promise.all([...new Set(d.lines.map((l) => l.skuId))].map((skuId) => skuDetail(skuId).catch(() => null)));
  const bySku = new Map(skus.filter((k): k is Sku => k !== null).map((k) => [k.skuId, k]));
  return { ...formFromDetail(kind, d, bySku, as, today), status: d.status };
}
