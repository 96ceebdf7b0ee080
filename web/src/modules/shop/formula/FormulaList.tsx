import { useState } from 'react';
import { AddRegular } from '@fluentui/react-icons';
import { AppLink } from '../../../components/AppLink';
import { ListPage, type Column, type RowAction } from '../../../kit/ListPage';
import { useList } from '../../../kit/useList';
import { formatDateTime } from '../../../utils/format';
import { linesText, formulaPage, removeFormula, type FormulaRow } from './api';
import { FormulaDialog } from './FormulaDialog';
import { UploadDialog } from './UploadDialog';

const MENU = '1105';
const COLUMNS: Column<FormulaRow>[] = [
  { key: 'formulaName', title: '配方名称', width: 160 },
  { key: 'lines', title: '配方明细', width: 320, text: (r) => linesText(r.lines) },
  {
    key: 'fileCount',
    title: '作品文件',
    width: 90,
    text: (r) => String(r.fileCount),
    render: (r) =>
      r.fileCount ? <AppLink to={`/shop/formula/uploadList?formulaId=${encodeURIComponent(r.formulaId)}`}>{r.fileCount}</AppLink> : 0,
  },
  { key: 'remark', title: '备注', width: 160 },
  { key: 'createdBy', title: '创建人', width: 100 },
  { key: 'createdAt', title: '创建时间', width: 170, sortable: true, text: (r) => formatDateTime(r.createdAt) },
];

/** 作品管理: the formulas (a named recipe of SKUs and quantities) a sale or a store order takes whole, and their files. */
export function FormulaList() {
  const list = useList(formulaPage);
  const [editing, setEditing] = useState<{ record?: FormulaRow }>();
  const [uploading, setUploading] = useState<FormulaRow>();
  const done = () => {
    setEditing(undefined);
    setUploading(undefined);
    list.reload();
  };
  const actions: RowAction<FormulaRow>[] = [
    { label: '编辑', action: 'edit', onClick: (record) => setEditing({ record }) },
    { label: '上传作品', action: 'add', onClick: setUploading },
    {
      label: '删除',
      action: 'delete',
      danger: true,
      confirm: (r) => `确定删除配方“${r.formulaName}”吗？`,
      request: (r) => removeFormula(r.formulaId),
    },
  ];
  return (
    <>
      <ListPage
        label="配方列表"
        permissionId={MENU}
        list={list}
        rowKey={(r) => r.formulaId}
        columns={COLUMNS}
        rowActions={actions}
        searchPlaceholder="配方名称"
        toolbar={[{ label: '新增配方', action: 'add', icon: <AddRegular />, onClick: () => setEditing({}) }]}
      />
      {editing && <FormulaDialog record={editing.record} onClose={() => setEditing(undefined)} onSaved={done} />}
      {uploading && <UploadDialog formulaId={uploading.formulaId} onClose={() => setUploading(undefined)} onSaved={done} />}
    </>
  );
}
