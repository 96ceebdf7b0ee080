import { useState } from 'react';
import {
  Caption1,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PageSpinner } from '../../components/PageSpinner';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { useLoad } from '../../hooks/useLoad';
import { Pager } from '../../kit/Pager';
import { formatDateTime } from '../../utils/format';
import { consoleLog, PAGE_SIZE } from './api';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  when: { whiteSpace: 'nowrap' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  empty: { padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
});

/** The console's log, newest first: who did what, when, to which company and why; one company's when `companyId` is given. */
export function LogTable({ companyId, reload = 0 }: { companyId?: string; reload?: number }) {
  const s = useStyles();
  const bp = useBreakpoint();
  const [pageNo, setPageNo] = useState(1);
  const page = useLoad(() => consoleLog(pageNo, companyId), `${companyId}:${pageNo}:${reload}`);
  if (!page.data) return page.loading ? <PageSpinner /> : null;
  const rows = page.data.data;
  return (
    <div className={s.list}>
      {!rows.length ? (
        <Text className={s.empty}>暂无操作记录</Text>
      ) : bp === 'mobile' ? (
        rows.map((r, i) => (
          <Card key={`${r.at}-${i}`} className={s.card}>
            <Text weight="semibold">
              {r.action}
              {r.target && ` · ${r.target}`}
            </Text>
            {r.detail && <Caption1>{r.detail}</Caption1>}
            <Caption1 className={s.muted}>
              {r.operatorName} · {formatDateTime(r.at)}
            </Caption1>
          </Card>
        ))
      ) : (
        <Table className={s.table} size="small" aria-label="操作日志">
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: 170 }}>时间</TableHeaderCell>
              <TableHeaderCell style={{ width: 120 }}>运营人员</TableHeaderCell>
              <TableHeaderCell style={{ width: 130 }}>操作</TableHeaderCell>
              {!companyId && <TableHeaderCell style={{ width: 150 }}>公司</TableHeaderCell>}
              <TableHeaderCell>说明</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={`${r.at}-${i}`}>
                <TableCell className={s.when}>{formatDateTime(r.at)}</TableCell>
                <TableCell>{r.operatorName}</TableCell>
                <TableCell>{r.action}</TableCell>
                {!companyId && <TableCell>{r.target || '—'}</TableCell>}
                <TableCell>{r.detail || '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {rows.length > 0 && <Pager pageNo={pageNo} pageSize={PAGE_SIZE} totalCount={page.data.totalCount} onChange={setPageNo} />}
    </div>
  );
}

export function ConsoleLog() {
  const s = useStyles();
  return (
    <div className={s.root}>
      <Title3 as="h1">操作日志</Title3>
      <LogTable />
    </div>
  );
}
