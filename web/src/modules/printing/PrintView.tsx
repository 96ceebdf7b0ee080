import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, PrintRegular } from '@fluentui/react-icons';
import type { Paper } from '@jxc/services/contracts';

const NO_PRINT = 'jxc-print-hidden';
const PX_PER_MM = 96 / 25.4;

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    backgroundColor: '#e8e8e8',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: `0 0 ${tokens.spacingVerticalXXL}`,
  },
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    alignSelf: 'stretch',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  hint: { color: tokens.colorNeutralForeground3, flexGrow: 1 },
  sheets: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    '& > *': { boxShadow: tokens.shadow8 },
  },
});

// On paper only the sheets: no bar, no grey, no shadows, the page the size of the paper.
const printCss = (size: string) => `
@page { size: ${size}; margin: 0; }
@media print {
  html, body { background: #fff !important; margin: 0; }
  .${NO_PRINT} { display: none !important; }
  .jxc-print-page { background: #fff !important; padding: 0 !important; gap: 0 !important; display: block !important; min-height: 0 !important; }
  .jxc-print-page .jxc-print-sheets { display: block !important; zoom: 1 !important; }
  .jxc-print-page .jxc-print-sheets > * { box-shadow: none !important; margin: 0 !important; }
}`;

const onResize = (change: () => void) => {
  window.addEventListener('resize', change);
  return () => window.removeEventListener('resize', change);
};

/**
 * A clean print page (the browser's way when no print client runs): the sheets on grey, a bar with 打印; printed or
 * saved as PDF, the pages are the paper's size. A roll is as long as its receipt.
 */
export function PrintView({ paper, title, onPrint, children }: { paper: Paper; title: string; onPrint?: () => void; children: ReactNode }) {
  const s = useStyles();
  const sheets = useRef<HTMLDivElement>(null);
  const [rollLength, setRollLength] = useState(0);
  // On a narrow screen the paper is shown smaller; on paper it is its own size.
  const zoom = Math.min(1, (useSyncExternalStore(onResize, () => window.innerWidth) - 16) / (paper.width * PX_PER_MM));
  useLayoutEffect(() => {
    document.title = title;
    const first = sheets.current?.firstElementChild as HTMLElement | null;
    if (paper.height === null && first) setRollLength(Math.ceil(first.getBoundingClientRect().height / zoom / PX_PER_MM) + 1);
  }, [paper.height, title, children, zoom]);
  const size = `${paper.width}mm ${paper.height ?? (rollLength || 200)}mm`;
  const print = () => {
    onPrint?.();
    window.print();
  };
  return (
    <div className={`${s.page} jxc-print-page`}>
      <style>{printCss(size)}</style>
      <div className={`${s.bar} ${NO_PRINT}`} role="toolbar" aria-label="打印">
        <Button appearance="primary" icon={<PrintRegular />} onClick={print}>
          打印
        </Button>
        <Button icon={<DismissRegular />} onClick={() => window.close()}>
          关闭
        </Button>
        <Caption1 className={s.hint}>
          浏览器打印：在打印对话框中选择打印机，或选择“另存为 PDF”保存为 PDF 文件；纸张 {paper.name}，边距选“无”。
        </Caption1>
      </div>
      <div ref={sheets} className={`${s.sheets} jxc-print-sheets`} style={{ zoom }}>
        {children}
      </div>
    </div>
  );
}

/** A page that cannot print: why, on the same grey. */
export function PrintFailure({ message }: { message: string }) {
  return (
    <div style={{ padding: 24 }} role="alert">
      <Body1>{message}</Body1>
    </div>
  );
}
