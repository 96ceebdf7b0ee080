import { useState, type ClipboardEvent } from 'react';
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
  Spinner,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { serialsAvailable } from './stockLookups';
import { useLoad } from '../../hooks/useLoad';
import type { DocLine } from './docForm';
import { qtyForSerials, repeats, serialsNeeded, splitSerials, unique, type StockWay } from './tracking';

/** The most candidates listed at once; the filter finds the rest. */
const SHOWN = 200;

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
  text: { height: '280px', '& textarea': { maxHeight: 'none', fontFamily: tokens.fontFamilyMonospace } },
  bar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  sub: { color: tokens.colorNeutralForeground3 },
  bad: { color: tokens.colorPaletteRedForeground1 },
  warn: { color: tokens.colorPaletteDarkOrangeForeground1 },
  nowrap: { whiteSpace: 'nowrap' },
});

export interface SerialDialogProps {
  /** 第1行 手机 */
  title: string;
  line: DocLine;
  way: StockWay;
  warehouseId: string;
  warehouseName: string;
  /** Serials of the SKU on the document's other lines (once per document). */
  taken: string[];
  onDone: (patch: Partial<DocLine>) => void;
  onClose: () => void;
}

const asText = (serials: string[]) => (serials.length ? `${serials.join('\n')}\n` : '');

/**
 * A line's serial numbers: a text box taking one per line (a scanner's Enter starts the next; a pasted list is
 * split), and on an outbound line the serials in stock in its warehouse to tick (on a return, the source's).
 */
export function SerialDialog({ title, line, way, warehouseId, warehouseName, taken, onDone, onClose }: SerialDialogProps) {
  const s = useStyles();
  const [text, setText] = useState(asText(line.serials));
  const [filter, setFilter] = useState('');
  const stock = useLoad(
    () => serialsAvailable(line.sku.skuId, warehouseId),
    way === 'out' && warehouseId ? `${line.sku.skuId}|${warehouseId}` : null,
  );
  const serials = splitSerials(text);
  const entered = new Set(serials);
  const needed = serialsNeeded(line);
  const twice = repeats(serials);
  const elsewhere = unique(serials.filter((x) => taken.includes(x)));
  const inStock = stock.data && new Set(stock.data.data.map((r) => r.serialNo));
  const notInStock = inStock ? unique(serials.filter((x) => !inStock.has(x))) : [];
  // Outbound: what is in stock, the source's serials (a return of a purchase) first; inbound: the source's (a return of a sale).
  const offered = line.offered ?? [];
  const candidates = (inStock ? unique([...offered.filter((x) => inStock.has(x)), ...inStock]) : offered).filter((x) => !taken.includes(x));
  const matching = candidates.filter((x) => x.toLowerCase().includes(filter.trim().toLowerCase()));
  const missing = Number.isInteger(needed) ? Math.max(0, needed - unique(serials).length) : 0;
  const listed = way === 'out' || candidates.length > 0;

  const put = (next: string[]) => setText(asText(next));
  const toggle = (x: string, on: boolean) => put(on ? [...serials, x] : serials.filter((y) => y !== x));
  const paste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = splitSerials(e.clipboardData.getData('text'));
    if (pasted.length < 2) return;
    e.preventDefault();
    const el = e.currentTarget;
    const before = el.value.slice(0, el.selectionStart);
    setText(
      `${before}${before && !before.endsWith('\n') ? '\n' : ''}${pasted.join('\n')}\n${el.value.slice(el.selectionEnd).replace(/^\n/, '')}`,
    );
  };
  const done = (withQty: boolean) => onDone({ serials, ...(withQty && qtyForSerials(line, serials.length)) });

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface} aria-label={`${title} 序列号`}>
        <DialogBody>
          <DialogTitle>{title} 序列号</DialogTitle>
          <DialogContent className={s.content}>
            <Text className={serials.length === needed && !twice.length ? undefined : s.bad} role="status">
              需要 {Number.isInteger(needed) ? needed : `${needed}（须为整数）`} 个，已录入 {serials.length} 个
            </Text>
            <div className={s.panes}>
              {listed && (
                <div className={s.pane}>
                  <Caption1 className={s.sub}>
                    {way === 'out' ? `${warehouseName || '仓库'}库存中的序列号` : '原单的序列号'}（{candidates.length}）
                  </Caption1>
                  <SearchBox
                    size="small"
                    value={filter}
                    placeholder="筛选序列号"
                    aria-label="筛选序列号"
                    onChange={(_, d) => setFilter(d.value)}
                  />
                  <div className={s.list} role="group" aria-label="可选序列号">
                    {way === 'out' && !warehouseId && <Caption1 className={s.warn}>请先选择仓库</Caption1>}
                    {stock.loading && <Spinner size="tiny" />}
                    {!stock.loading && warehouseId && !matching.length && (
                      <Caption1 className={s.sub}>{filter ? '没有匹配的序列号' : '没有库存序列号'}</Caption1>
                    )}
                    {matching.slice(0, SHOWN).map((x) => (
                      <Checkbox key={x} label={x} checked={entered.has(x)} onChange={(_, d) => toggle(x, !!d.checked)} />
                    ))}
                    {matching.length > SHOWN && <Caption1 className={s.sub}>仅显示前{SHOWN}个，请输入筛选</Caption1>}
                  </div>
                  {missing > 0 && matching.some((x) => !entered.has(x)) && (
                    <Button size="small" onClick={() => put([...serials, ...matching.filter((x) => !entered.has(x)).slice(0, missing)])}>
                      勾选前{Math.min(missing, matching.filter((x) => !entered.has(x)).length)}个
                    </Button>
                  )}
                </div>
              )}
              <div className={s.pane}>
                <Caption1 className={s.sub}>扫码或输入，每行一个；可粘贴逗号、空格或换行分隔的列表</Caption1>
                <Textarea
                  className={s.text}
                  value={text}
                  resize="vertical"
                  aria-label="序列号（每行一个）"
                  placeholder={'SN0001\nSN0002'}
                  onChange={(_, d) => setText(d.value)}
                  textarea={{ onPaste: paste, autoFocus: true }}
                />
              </div>
            </div>
            {twice.length > 0 && (
              <div className={s.bar}>
                <Caption1 className={s.bad} role="alert">
                  重复：{twice.join('、')}
                </Caption1>
                <Button size="small" onClick={() => put(unique(serials))}>
                  去除重复
                </Button>
              </div>
            )}
            {elsewhere.length > 0 && (
              <Caption1 className={s.bad} role="alert">
                已在本单其他行录入：{elsewhere.join('、')}
              </Caption1>
            )}
            {notInStock.length > 0 && (
              <Caption1 className={s.warn} role="alert">
                不在{warehouseName}库存中：{notInStock.join('、')}
              </Caption1>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            {serials.length > 0 && serials.length !== needed && (
              <Button className={s.nowrap} onClick={() => done(true)}>
                确定并将数量改为{serials.length}
                {line.sku.unitName}
              </Button>
            )}
            <Button appearance="primary" onClick={() => done(false)}>
              确定
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
