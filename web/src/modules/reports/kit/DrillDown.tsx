import { useState } from 'react';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useLoad } from '../../../hooks/useLoad';
import { DrillCard } from '../../../kit/DrillCard';
import { ListCards, ListTable } from '../../../kit/ListRows';
import { Pager } from '../../../kit/Pager';
import { reportPage } from '../api';
import type { DrillDown as DrillDownSpec, ReportRow } from './definition';
import { useReportColumns } from './useReportColumns';

const PAGE_SIZE = 20;

/** The documents behind one row of a report (the report's filters and the row's value), each opening its detail screen. */
export function DrillDown({
  spec,
  title,
  filters,
  row,
  onClose,
}: {
  spec: DrillDownSpec;
  title: string;
  filters: Record<string, unknown>;
  row: ReportRow;
  onClose: () => void;
}) {
  const mobile = useBreakpoint() === 'mobile';
  const [pageNo, setPageNo] = useState(1);
  const query = { ...filters, [spec.filter]: row[spec.from ?? spec.filter], pageNo, pageSize: PAGE_SIZE };
  const docs = useLoad(() => reportPage(spec.call, query), JSON.stringify(query));
  const { columns } = useReportColumns(spec.columns);
  const Rows = mobile ? ListCards : ListTable;
  return (
    <DrillCard title={title} onClose={onClose}>
      <Rows
        label={title}
        rows={docs.data?.data ?? []}
        rowKey={(r) => String(r.docId)}
        columns={columns}
        empty={docs.loading ? '加载中…' : '暂无单据'}
      />
      <Pager pageNo={pageNo} pageSize={PAGE_SIZE} totalCount={docs.data?.totalCount ?? 0} onChange={setPageNo} />
    </DrillCard>
  );
}
