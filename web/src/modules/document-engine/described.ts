import { DOCUMENTS, type DocumentDescription, type DocumentKey } from '@jxc/services/contracts';
import { docApi } from './api';
import type { DocKind } from './kind';

/**
 * What a web kind takes from its document's description in the contracts (DOCUMENTS): title, type code, id field,
 * menu, stock direction, screen paths, API (its kind's calls) and money fields; with the partner look-up and the source kind given, its
 * partner and source too; a document that turns into another offers that as a follow-up (转销售单). The module adds
 * its UI.
 */
export function describedKind(
  d: DocumentDescription,
  given: { choices?: NonNullable<DocKind['partner']>['choices']; source?: DocKind } = {},
): Pick<
  DocKind,
  'title' | 'billType' | 'idField' | 'menuId' | 'api' | 'outbound' | 'paths' | 'partner' | 'settle' | 'prepaid' | 'source' | 'followUps'
> {
  const { list, add, edit, detail, lines, copy, turn } = d.routes;
  const into = d.turn && DOCUMENTS[d.turn.into as DocumentKey];
  return {
    title: d.title,
    billType: d.billType,
    idField: d.idField,
    menuId: d.menuId,
    api: docApi(d.kind, d.idField),
    outbound: d.direction === 'out',
    paths: { list, add, detail, edit: edit ?? add, ...(lines && { lines }), ...(copy && { copy }) },
    ...(d.partner && given.choices && { partner: { field: d.partner.field, label: d.partner.label, choices: given.choices } }),
    ...(d.settle && { settle: { field: d.settle.field, label: d.settle.label } }),
    ...(d.prepaid && { prepaid: { field: d.prepaid.field, label: d.prepaid.label } }),
    ...(d.source && given.source && { source: { kind: given.source, field: d.source.field, label: d.source.label } }),
    ...(into && turn && { followUps: [{ label: `转${into.title}`, path: turn, param: d.idField, menuId: into.menuId, action: 'add' }] }),
  };
}
