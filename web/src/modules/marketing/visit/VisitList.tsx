import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AddRegular } from '@fluentui/react-icons';
import type { PageQuery } from '../../../api/types';
import { AppLink } from '../../../components/AppLink';
import { useLoad } from '../../../hooks/useLoad';
import { FilterSelect } from '../../../kit/FilterSelect';
import { ListPage, type Column, type RowAction } from '../../../kit/ListPage';
import { useList } from '../../../kit/useList';
import { formatDate, formatDateTime } from '../../../utils/format';
import { visitPage, type Visit } from '../api';
import { placeText, VISIT_MENU_ID, VISIT_STATUS, visitPath } from './paths';
import { tagChoices } from './tags';
import { VisitAdd } from './VisitAdd';

const STATUS_OPTIONS = Object.entries(VISIT_STATUS).map(([value, label]) => ({ value, label }));

const columns: Column<Visit>[] = [
  {
    key: 'visitDate',
    title: '拜访日期',
    sortable: true,
    width: 100,
    render: (v) => <AppLink to={visitPath(v.visitId)}>{v.visitDate}</AppLink>,
    text: (v) => v.visitDate,
  },
  { key: 'customName', title: '客户', sortable: true, width: 160 },
  { key: 'visitorName', title: '拜访人', width: 90 },
  { key: 'tagNames', title: '拜访标签', width: 150, text: (v) => v.tagNames.join('、') },
  { key: 'status', title: '状态', width: 80, text: (v) => VISIT_STATUS[v.status] },
  { key: 'signInAt', title: '签到时间', sortable: true, width: 150, text: (v) => formatDateTime(v.signInAt) },
  { key: 'signInPlace', title: '签到地点', width: 180, text: (v) => placeText(v.signInPlace) },
  { key: 'signOutAt', title: '签退时间', width: 150, text: (v) => formatDateTime(v.signOutAt) },
  { key: 'remark', title: '拜访记录', width: 200, hidden: true },
];

/** 客户拜访 (/customVisit/List): the visits the user may see (an employee their own), by customer, tag and status; 新增拜访. */
export function VisitList() {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const list = useList<Visit, PageQuery & Record<string, unknown>>(visitPage, { filters: { status: '', tagId: '' } });
  const tags = useLoad(tagChoices, 'tags').data ?? [];
  const actions: RowAction<Visit>[] = [{ label: '详情', action: 'get', onClick: (v) => navigate(visitPath(v.visitId)) }];
  const filter = (key: string) => String(list.filters[key] ?? '');
  return (
    <>
      <ListPage
        label="客户拜访"
        permissionId={VISIT_MENU_ID}
        list={list}
        rowKey={(v) => v.visitId}
        rowLabel={(v) => `${v.visitDate} ${v.customName}`}
        columns={columns}
        rowActions={actions}
        toolbar={[{ label: '新增拜访', action: 'add', icon: <AddRegular />, onClick: () => setAdding(true) }]}
        searchPlaceholder="客户名称、编码或拜访记录"
        filters={
          <>
            <FilterSelect label="状态" options={STATUS_OPTIONS} value={filter('status')} onChange={(v) => list.filter('status', v)} />
            <FilterSelect label="拜访标签" options={tags} value={filter('tagId')} onChange={(v) => list.filter('tagId', v)} />
          </>
        }
        exportName="客户拜访"
        ownRecords
      />
      {adding && <VisitAdd today={formatDate(new Date())} onClose={() => setAdding(false)} onSaved={(id) => navigate(visitPath(id))} />}
    </>
  );
}
