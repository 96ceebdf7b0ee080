import type { LedgerEntry } from '@jxc/services/contracts';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { useLoad } from '../../hooks/useLoad';
import { DrillCard } from '../../kit/DrillCard';
import { ListCards, ListTable, type Column } from '../../kit/ListRows';
import { ledgerEntries, type MonthRange } from './api';
import { SourceLink, VoucherLink } from './EntryLinks';
import { amount } from './month';

export const ENTRY_COLUMNS: Column<LedgerEntry>[] = [
  { key: 'date', title: '日期', width: 100, card: 'detail' },
  { key: 'voucherNo', title: '凭证字号', width: 100, card: 'title', render: (r) => <VoucherLink {...r} /> },
  { key: 'accountName', title: '科目', width: 150, text: (r) => `${r.accountCode} ${r.accountName}`, card: 'detail' },
  { key: 'summary', title: '摘要', width: 200, card: 'detail' },
  { key: 'debit', title: '借方', width: 110, figure: 'money', text: (r) => amount(r.debit, true), card: 'main' },
  { key: 'credit', title: '贷方', width: 110, figure: 'money', text: (r) => amount(r.credit, true), card: 'main' },
  {
    key: 'sourceBillNo',
    title: '单据',
    width: 170,
    render: (r) => <SourceLink r={r} />,
    text: (r) => r.sourceBillNo ?? '',
    card: 'detail',
  },
];

/**
 * The voucher lines behind a figure of a statement or a book (the accounts over the months asked), each voucher
 * number opening its voucher and each document number its document: a card under the figure's screen.
 */
export function EntriesCard({
  title,
  query,
  onClose,
}: {
  title: string;
  query: MonthRange & { accounts: string[]; closing?: boolean };
  onClose: () => void;
}) {
  const mobile = useBreakpoint() === 'mobile';
  const { data, loading } = useLoad(() => ledgerEntries(query), JSON.stringify(query));
  const Rows = mobile ? ListCards : ListTable;
  return (
    <DrillCard title={title} onClose={onClose}>
      <Rows
        label={title}
        rows={data?.data ?? []}
        rowKey={(r) => `${r.voucherId}|${r.accountCode}|${r.summary}|${r.debit}|${r.credit}`}
        columns={ENTRY_COLUMNS}
        empty={loading ? '加载中…' : '没有凭证'}
        footer={data?.data.length ? ['合计', '', '', '', amount(data.totals.debit), amount(data.totals.credit), ''] : undefined}
      />
    </DrillCard>
  );
}
