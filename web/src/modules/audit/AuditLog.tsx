import { useState } from 'react';
import {
  Button,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AUDIT_CATEGORIES, AUDIT_MENU_ID, type AuditRow } from '@jxc/services/contracts';
import { useLoad } from '../../hooks/useLoad';
import type { Choice } from '../../kit/ChoiceSelect';
import { DetailDrawer } from '../../kit/DetailDrawer';
import { ChoiceFilter, DateRange, FilterBar, FilterField } from '../../kit/FilterBar';
import { ListPage, type Column, type RowAction } from '../../kit/ListPage';
import { Stack } from '../../kit/Stack';
import { useFilteredList } from '../../kit/useFilteredList';
import { formatDateTime } from '../../utils/format';
import { DocLink } from '../document-engine';
import { auditPage, staff } from './api';
import { changesText, recordText } from './auditRows';

const CATEGORIES: Choice[] = Object.entries(AUDIT_CATEGORIES).map(([id, name]) => ({ id, name }));
const SCOPES: Choice[] = [{ id: 'true', name: '含库存、编号等关联变动' }];

const useStyles = makeStyles({
  changes: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The record a row is about, its bill number opening the document. */
function Record({ r }: { r: AuditRow }) {
  if (r.billType && r.docId && r.billNo) {
    return (
      <>
        {r.recordKind} <DocLink billType={r.billType} docId={r.docId} billNo={r.billNo} />
      </>
    );
  }
  return <>{recordText(r)}</>;
}

/** A row's fields before and after (master data), as a table. */
function Changes({ r }: { r: AuditRow }) {
  const s = useStyles();
  if (!r.changes.length) return <span className={s.empty}>该操作没有字段变更记录</span>;
  return (
    <Table size="small" aria-label="修改前后">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>字段</TableHeaderCell>
          <TableHeaderCell>修改前</TableHeaderCell>
          <TableHeaderCell>修改后</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {r.changes.map((c) => (
          <TableRow key={c.field}>
            <TableCell>{c.label}</TableCell>
            <TableCell>{c.before ?? '空'}</TableCell>
            <TableCell>{c.after ?? '空'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * 操作日志 (/auditRecord/list): every change newest first — who, when, from which address, what, on which record, and
 * a master-data change's fields before and after — by date, 操作人, 操作类型 and keyword (the record's name or bill
 * number); what changes bring along (stock movements, bill numbers) on request; one record's whole history; 导出.
 */
export function AuditLog() {
  const s = useStyles();
  const { list, filters, labels, setFilter } = useFilteredList(auditPage, {
    startDate: '',
    endDate: '',
    userId: '',
    category: '',
    related: '',
    streamId: '',
  });
  const users = useLoad(staff, 'audit-staff').data?.data.map((u) => ({ id: u.userId, name: u.userName })) ?? [];
  const [open, setOpen] = useState<AuditRow>();

  const columns: Column<AuditRow>[] = [
    { key: 'at', title: '操作时间', width: 160, required: true, text: (r) => formatDateTime(r.at) },
    { key: 'userName', title: '操作人', width: 100 },
    { key: 'title', title: '操作', width: 130 },
    { key: 'categoryName', title: '操作类型', width: 90 },
    { key: 'record', title: '操作对象', width: 220, text: recordText, render: (r) => <Record r={r} /> },
    {
      key: 'changes',
      title: '修改内容',
      width: 320,
      text: changesText,
      render: (r) => <span className={s.changes}>{changesText(r)}</span>,
    },
    { key: 'ip', title: '来源地址', width: 130 },
    { key: 'route', title: '接口', width: 180, hidden: true },
  ];
  const actions: RowAction<AuditRow>[] = [{ label: '详情', action: 'query', onClick: setOpen }];

  return (
    <Stack>
      <FilterBar filters={filters}>
        <DateRange filters={filters} setFilter={setFilter} />
        <ChoiceFilter label="操作人" field="userId" choices={users} filters={filters} setFilter={setFilter} />
        <ChoiceFilter label="操作类型" field="category" choices={CATEGORIES} filters={filters} setFilter={setFilter} />
        <ChoiceFilter label="显示范围" field="related" choices={SCOPES} emptyLabel="主要操作" filters={filters} setFilter={setFilter} />
        {filters.streamId && (
          <FilterField label="操作对象">
            <Button onClick={() => setFilter('streamId', '')}>{labels.streamId || '当前对象'}：查看全部</Button>
          </FilterField>
        )}
      </FilterBar>
      <ListPage
        label="操作日志"
        permissionId={AUDIT_MENU_ID}
        list={list}
        rowKey={(r) => r.eventId}
        columns={columns}
        rowActions={actions}
        searchPlaceholder="操作对象名称或单据编号"
        exportName="操作日志"
      />
      {open && (
        <DetailDrawer
          title={`${open.title} · ${recordText(open)}`}
          onClose={() => setOpen(undefined)}
          items={[
            { label: '操作时间', value: formatDateTime(open.at) },
            { label: '操作人', value: open.userName },
            { label: '操作', value: open.title },
            { label: '操作类型', value: open.categoryName },
            { label: '操作对象', value: <Record r={open} /> },
            { label: '来源地址', value: open.ip },
            { label: '接口', value: open.route },
          ]}
        >
          <section>
            <Subtitle2 as="h3">修改前后</Subtitle2>
            <Changes r={open} />
          </section>
          <Button
            onClick={() => {
              setFilter('streamId', open.streamId, recordText(open));
              setOpen(undefined);
            }}
          >
            查看该对象的全部操作
          </Button>
        </DetailDrawer>
      )}
    </Stack>
  );
}
