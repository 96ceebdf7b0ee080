import { useState } from 'react';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useLoad } from '../../../hooks/useLoad';
import { FilterSelect } from '../../../kit/FilterSelect';
import { ListPage, type Column } from '../../../kit/ListPage';
import { useList } from '../../../kit/useList';
import { formatDateTime } from '../../../utils/format';
import { formulaPage, uploadPage, type UploadRow } from './api';
import { UploadDialog } from './UploadDialog';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const COLUMNS: Column<UploadRow>[] = [
  {
    key: 'fileName',
    title: '文件名',
    width: 220,
    text: (r) => r.fileName,
    render: (r) => (
      <a href={r.url} target="_blank" rel="noopener noreferrer">
        {r.fileName}
      </a>
    ),
  },
  {
    key: 'formulaName',
    title: '所属配方',
    width: 160,
    text: (r) => (r.formulaRemoved ? `${r.formulaName ?? ''}（已删除）` : (r.formulaName ?? '')),
  },
  { key: 'size', title: '大小', width: 90, text: (r) => size(r.size) },
  { key: 'uploadedBy', title: '上传人', width: 110 },
  { key: 'uploadedAt', title: '上传时间', width: 170, text: (r) => formatDateTime(r.uploadedAt) },
];

/** 作品上传记录: every file uploaded to a formula (or to the one chosen), newest first, with who uploaded it and when. */
export function UploadList() {
  const list = useList(uploadPage, { filters: { formulaId: '' } });
  const formulas = useLoad(() => formulaPage({ pageNo: 1, pageSize: 200 }), 'formulas');
  const choices = (formulas.data?.data ?? []).map((f) => ({ value: f.formulaId, label: f.formulaName }));
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <ListPage
        label="作品上传记录"
        permissionId="1105"
        list={list}
        rowKey={(r) => r.annexId}
        columns={COLUMNS}
        searchPlaceholder="文件名、配方名称"
        filters={
          <FilterSelect label="配方" options={choices} value={list.filters.formulaId} onChange={(v) => list.filter('formulaId', v)} />
        }
        toolbar={[{ label: '上传作品', action: 'add', icon: <ArrowUploadRegular />, onClick: () => setUploading(true) }]}
      />
      {uploading && (
        <UploadDialog
          onClose={() => setUploading(false)}
          onSaved={() => {
            setUploading(false);
            list.reload();
          }}
        />
      )}
    </>
  );
}
