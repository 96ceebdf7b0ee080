import { AppLink } from '../../components/AppLink';
import { DocLink } from '../document-engine';
import { voucherPath } from './month';

/** A voucher number opening the voucher. */
export const VoucherLink = ({ voucherId, voucherNo }: { voucherId: string; voucherNo: string }) => (
  <AppLink to={voucherPath(voucherId)}>{voucherNo}</AppLink>
);

/** The document a voucher line comes from, opening its detail screen; nothing for a manual voucher. */
export const SourceLink = ({ r }: { r: { sourceBillType?: number | null; sourceBillId?: string | null; sourceBillNo?: string | null } }) =>
  r.sourceBillNo && r.sourceBillId && r.sourceBillType != null ? (
    <DocLink billType={r.sourceBillType} docId={r.sourceBillId} billNo={r.sourceBillNo} />
  ) : null;
