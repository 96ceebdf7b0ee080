import type { Column } from '../../kit/ListRows';
import { BILL_NO_WIDTH, DocLink } from '../document-engine';

/** 单据编号 of a row naming a document (a posting, an invoice, a document to invoice), linked to the document. */
export const billNoColumn = <T extends { billType: number; docId: string; billNo: string }>(): Column<T> => ({
  key: 'billNo',
  title: '单据编号',
  width: BILL_NO_WIDTH,
  text: (r) => r.billNo,
  render: (r) => <DocLink billType={r.billType} docId={r.docId} billNo={r.billNo} />,
});
