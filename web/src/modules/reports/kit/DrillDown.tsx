import { useEffect, useRef, useState } from 'react';
import { Button, Card, CardHeader, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useLoad } from '../../../hooks/useLoad';
import { ListCards, ListTable } from '../../../kit/ListRows';
import { Pager } from '../../../kit/Pager';
import { reportPage } from '../api';
import type { DrillDown as DrillDownSpec, ReportRow } from './definition';
import { useReportColumns } from './useReportColumns';

const PAGE_SIZE = 20;
const useStyles = makeStyles({ card: { gap: tokens.spacingVerticalM } });

/**
 * The documents behind one row of a report (the report's filters and the row's value), each opening its detail
 * screen: a card under the report, brought into view (a modal drawer stayed over the page when a bill number
 * navigated away from it).
 */
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
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  const [pageNo, setPageNo] = useState(1);
  const query = { ...filters, [spec.filter]: row[spec.from ?? spec.filter], pageNo, pageSize: PAGE_SIZE };
  const docs = useLoad(() => reportPage(spec.call, query), JSON.stringify(query));
  const { columns } = useReportColumns(spec.columns);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => card.current?.scrollIntoView?.({ block: 'nearest' }), [title]);
  const Rows = mobile ? ListCards : ListTable;
  return (
    <Card ref={card} className={s.card} role="region" aria-label={title}>
      <CardHeader
        header={<Subtitle2 as="h2">{title}</Subtitle2>}
        action={<Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={onClose} />}
      />
      <Rows
        label={title}
        rows={docs.data?.data ?? []}
        rowKey={(r) => String(r.docId)}
        columns={columns}
        empty={docs.loading ? '加载中…' : '暂无单据'}
      />
      <Pager pageNo={pageNo} pageSize={PAGE_SIZE} totalCount={docs.data?.totalCount ?? 0} onChange={setPageNo} />
    </Card>
  );
}
