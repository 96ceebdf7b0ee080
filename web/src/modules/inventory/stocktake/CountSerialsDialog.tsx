import { useState } from 'react';
import {
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  SearchBox,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { splitSerials } from '@jxc/services/contracts';
import type { CountLine } from './sheet';

/** The most serials listed at once; the filter finds the rest. */
const SHOWN = 300;

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  panes: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    height: '240px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  text: { height: '240px', '& textarea': { maxHeight: 'none', fontFamily: tokens.fontFamilyMonospace } },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  sub: { color: tokens.colorNeutralForeground3 },
  warn: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

export interface CountSerialsDialogProps {
  /** 第1行 手机 */
  title: string;
  line: CountLine;
  onDone: (found: string[]) => void;
  onClose: () => void;
}

/**
 * The serials of a serial SKU found in the count: those on the book ticked off as they are found, and any found off
 * the book scanned or typed one per line. The audit takes the unticked ones out and brings the others in.
 */
export function CountSerialsDialog({ title, line, onDone, onClose }: CountSerialsDialogProps) {
  const s = useStyles();
  const book = new Set(line.serials);
  const [ticked, setTicked] = useState(new Set(line.found.filter((x) => book.has(x))));
  const [text, setText] = useState(line.found.filter((x) => !book.has(x)).join('\n'));
  const [filter, setFilter] = useState('');
  const extra = [...new Set(splitSerials(text))];
  const onBook = extra.filter((x) => book.has(x));
  const found = [...line.serials.filter((x) => ticked.has(x) || onBook.includes(x)), ...extra.filter((x) => !book.has(x))];
  const matching = line.serials.filter((x) => x.toLowerCase().includes(filter.trim().toLowerCase()));
  const tick = (xs: string[], on: boolean) => setTicked((t) => new Set(on ? [...t, ...xs] : [...t].filter((x) => !xs.includes(x))));

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface} aria-label={`${title} 序列号`}>
        <DialogBody>
          <DialogTitle>{title} 盘点序列号</DialogTitle>
          <DialogContent className={s.content}>
            <Text role="status">
              账面 {line.serials.length} 个，实盘 {found.length} 个（账面外 {found.length - found.filter((x) => book.has(x)).length} 个）
            </Text>
            <div className={s.panes}>
              <div className={s.pane}>
                <Caption1 className={s.sub}>账面序列号：勾选实际找到的</Caption1>
                <SearchBox
                  size="small"
                  value={filter}
                  placeholder="筛选序列号"
                  aria-label="筛选序列号"
                  onChange={(_, d) => setFilter(d.value)}
                />
                <div className={s.list} role="group" aria-label="账面序列号">
                  {!line.serials.length && <Caption1 className={s.sub}>账面没有序列号</Caption1>}
                  {matching.slice(0, SHOWN).map((x) => (
                    <Checkbox key={x} label={x} checked={ticked.has(x) || onBook.includes(x)} onChange={(_, d) => tick([x], !!d.checked)} />
                  ))}
                  {matching.length > SHOWN && <Caption1 className={s.sub}>仅显示前{SHOWN}个，请输入筛选</Caption1>}
                </div>
                <div className={s.bar}>
                  <Button size="small" onClick={() => tick(matching, true)}>
                    全部找到
                  </Button>
                  <Button size="small" onClick={() => tick(matching, false)}>
                    全部清除
                  </Button>
                </div>
              </div>
              <div className={s.pane}>
                <Caption1 className={s.sub}>账面外找到的：扫码或输入，每行一个</Caption1>
                <Textarea
                  className={s.text}
                  value={text}
                  resize="vertical"
                  aria-label="账面外找到的序列号（每行一个）"
                  placeholder={'SN0001\nSN0002'}
                  onChange={(_, d) => setText(d.value)}
                />
                {onBook.length > 0 && <Caption1 className={s.warn}>已在账面，按找到计：{onBook.join('、')}</Caption1>}
              </div>
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" onClick={() => onDone(found)}>
              确定
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
