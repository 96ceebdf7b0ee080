import { DOC_DETAIL_ROUTE } from '@jxc/services/contracts';
import { AppLink } from '../../components/AppLink';

/** Where a document of type `billType` opens (seed §2: a document type code opens its detail screen). */
export function docDetailUrl(billType: number, docId: string): string | undefined {
  const route = DOC_DETAIL_ROUTE[billType];
  return route && docId ? `${route.path}?${route.idField}=${encodeURIComponent(docId)}` : undefined;
}

/** A document number linking to its detail screen; plain text for types without one (opening balances …). */
export function DocLink({ billType, docId, billNo }: { billType: number; docId: string; billNo: string }) {
  const to = docDetailUrl(billType, docId);
  return to ? <AppLink to={to}>{billNo}</AppLink> : <>{billNo}</>;
}
