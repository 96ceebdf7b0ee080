import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, PrintRegular } from '@fluentui/react-icons';
import { figure, workbookBlob, type SheetCell } from '../../kit/exportRows';
import { downloadBlob } from '../../kit/files';
import { NO_PRINT } from '../document-engine';
import { notifySuccess } from '../../notify/bus';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/** A statement's sheet: its title rows' texts and its rows' cells, figures as numbers at 2 decimals. */
export const sheetCells = (rows: (string | number)[][]): SheetCell[][] =>
  rows.map((r) => r.map((c) => (typeof c === 'number' ? figure(c, 2) : c)));

/** 导出 (an .xlsx of the statement as shown) and 打印 (the statement alone on paper). */
export function StatementToolbar({
  sheetName,
  heading,
  file,
  sheet,
  canExport,
}: {
  sheetName: string;
  /** The title row above the sheet: the statement, its month and its unit. */
  heading: string;
  file: string;
  sheet: () => (string | number)[][];
  canExport: boolean;
}) {
  const s = useStyles();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadBlob(`${file}.xlsx`, await workbookBlob(sheetName, sheetCells(sheet()), heading));
      notifySuccess('导出成功');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={`${s.bar} ${NO_PRINT}`}>
      {canExport && (
        <Button icon={<ArrowDownloadRegular />} disabled={busy} onClick={() => void run()}>
          {busy ? '导出中…' : '导出'}
        </Button>
      )}
      <Button icon={<PrintRegular />} onClick={() => window.print()}>
        打印
      </Button>
    </div>
  );
}
