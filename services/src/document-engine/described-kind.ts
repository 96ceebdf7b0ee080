import { DOCUMENTS, type DocumentDescription, type DocumentKey } from '../contracts';
import type { DocumentKind } from './document-kind';

type Described = 'kind' | 'title' | 'billType' | 'prefix' | 'idField' | 'menuId' | 'direction';

/**
 * What a kind takes from its description in the contracts (DOCUMENTS): its names, type code, prefix, id field, menu,
 * stock direction, partner and money fields. Its module adds the policies, and the kind its description names as
 * source, when it has one.
 */
export function describedKind<K extends string>(
  d: DocumentDescription & { kind: K },
  source?: DocumentKind,
): Pick<DocumentKind<K>, Described> & Partial<Pick<DocumentKind<K>, 'partner' | 'settle' | 'prepaid' | 'source'>> {
  if (d.source && source?.kind !== DOCUMENTS[d.source.of as DocumentKey].kind) throw new Error(`${d.kind}'s source is ${d.source.of}`);
  return {
    kind: d.kind,
    title: d.title,
    billType: d.billType,
    prefix: d.prefix,
    idField: d.idField,
    menuId: d.menuId,
    direction: d.direction,
    ...(d.partner && { partner: d.partner }),
    ...(d.settle && { settle: d.settle }),
    ...(d.prepaid && { prepaid: d.prepaid }),
    ...(d.source && source && { source: { of: source, field: d.source.field, label: d.source.label } }),
  };
}
