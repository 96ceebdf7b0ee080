import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { formatDate } from '../utils/format';
import { notifySuccess, notifyWarning } from '../notify/bus';
import type { Column } from './columns';
import { EXPORT_CAP, collectRows, sheetOf, workbookBlob } from './exportRows';
import { downloadBlob } from './files';
import { useNumbers } from './numbers';
import type { ListState } from './useList';

/** 导出: every row of the list's current query (up to EXPORT_CAP) as an .xlsx named after the list and the day, figures as numbers. */
export function ExportButton<T>({ name, list, columns }: { name: string; list: ListState<T>; columns: readonly Column<T>[] }) {
  const [busy, setBusy] = useState(false);
  const { digits } = useNumbers();
  const run = async () => {
    setBusy(true);
    try {
      const { rows, total } = await collectRows(list.load, list.query);
      downloadBlob(`${name}-${formatDate(new Date())}.xlsx`, await workbookBlob(name, sheetOf(columns, rows, digits)));
      if (total > rows.length) notifyWarning(`已导出前${EXPORT_CAP}条`, `共${total}条，请缩小查询范围后分批导出`);
      else notifySuccess(`导出成功，共${rows.length}条`);
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<ArrowDownloadRegular />} disabled={busy} onClick={() => void run()}>
      {busy ? '导出中…' : '导出'}
    </Button>
  );
}
