import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableCell,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { errorMessage } from '../../api/http';
import { useCan } from '../../kit/useCan';
import { useUnsavedGuard } from '../../kit/useUnsavedGuard';
import { Stack } from '../../kit/Stack';
import { notifySuccess } from '../../notify/bus';
import { auditedText, FailureBar, SkuEntry, SkuPicker, type DocKind, type Failure, type Sku } from '../document-engine';
import { savePrices } from './api';
import { SideScroll } from '../../kit/SideScroll';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  // As wide as its columns need (a phone scrolls sideways), never narrower than the card.
  table: { width: 'max-content', minWidth: '100%', '& th, & td': { whiteSpace: 'nowrap' } },
  num: { textAlign: 'right', whiteSpace: 'nowrap' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

export const usePriceFormStyles = useStyles;

/** A price form's lines: 序号 and 商品 (with the line's problem under it), the form's own cells, and 删除. */
export function PriceLinesTable<L extends { key: string; productName: string; spec: string }>(p: {
  label: string;
  lines: L[];
  problems: Record<string, string>;
  heads: { title: string; numeric?: boolean }[];
  cells: (line: L, i: number) => ReactNode;
  onRemove: (key: string) => void;
}) {
  const s = useStyles();
  return (
    <SideScroll>
      <Table className={s.table} size="small" aria-label={p.label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>序号</TableHeaderCell>
            <TableHeaderCell>商品</TableHeaderCell>
            {p.heads.map((h) => (
              <TableHeaderCell key={h.title} className={h.numeric ? s.num : undefined}>
                {h.title}
              </TableHeaderCell>
            ))}
            <TableHeaderCell>操作</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {p.lines.map((l, i) => (
            <TableRow key={l.key}>
              <TableCell>{i + 1}</TableCell>
              <TableCell>
                {[l.productName, l.spec].filter(Boolean).join(' ')}
                {p.problems[l.key] && (
                  <div className={s.error} role="alert">
                    {p.problems[l.key]}
                  </div>
                )}
              </TableCell>
              {p.cells(l, i)}
              <TableCell>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={`删除第${i + 1}行`}
                  onClick={() => p.onRemove(l.key)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SideScroll>
  );
}

export interface PriceDocFormProps {
  kind: DocKind;
  /** The API group that saves it. */
  group: 'ChangePrice' | 'CostPrice';
  billNo: string;
  editing: boolean;
  /** The form as it was loaded and as it is now (unsaved changes ask before leaving). */
  initial: unknown;
  current: unknown;
  header: ReactNode;
  /** Above the lines (the prices to adjust, 按比例调整 …). */
  tools?: ReactNode;
  lines: ReactNode;
  message?: string;
  /** The SKUs picked, to add as lines. */
  onPick: (skus: Sku[]) => void;
  /** Checks the form: the body to save, or undefined with the problems shown. */
  prepare: (audit: boolean) => object | undefined;
  /** A refusal naming a line (明细第N行). */
  onLineRefused: (lineNo: number, message: string) => void;
}

/**
 * The form of a price document (调价单, 成本调价单): header, lines entered by SKU (typed or picked), 保存 and 保存并审核;
 * a refusal shows over the form and on the line it names; after saving, the detail screen.
 */
export function PriceDocForm(p: PriceDocFormProps) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(p.kind.menuId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const [picking, setPicking] = useState(false);
  const saved = useRef(JSON.stringify(p.initial)).current;
  const guard = useUnsavedGuard(JSON.stringify(p.current) !== saved);

  const submit = async (audit: boolean) => {
    setFailure(undefined);
    const input = p.prepare(audit);
    if (!input) return;
    setBusy(true);
    try {
      const r = await savePrices(p.group, input);
      notifySuccess(audit ? auditedText(r.status, '保存并审核') : '保存成功');
      guard.allowLeave();
      navigate(`${p.kind.paths.detail}?${p.kind.idField}=${encodeURIComponent(r[p.kind.idField])}`, { replace: true });
    } catch (e) {
      const message = errorMessage(e);
      const n = Number(/明细第(\d+)行/.exec(message)?.[1] ?? 0);
      if (n) p.onLineRefused(n, message);
      setFailure({ title: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      {failure && <FailureBar failure={failure} />}
      <Card className={s.card}>
        <Subtitle2 as="h1">{p.editing ? `编辑${p.kind.title} ${p.billNo}` : `新增${p.kind.title}`}</Subtitle2>
        <div className={s.grid}>{p.header}</div>
      </Card>
      <Card className={s.card}>
        {p.tools}
        {p.lines}
        <SkuEntry onPick={(k) => p.onPick([k])} onBrowse={() => setPicking(true)} />
        {p.message && (
          <MessageBar intent="error">
            <MessageBarBody>{p.message}</MessageBarBody>
          </MessageBar>
        )}
      </Card>
      <Card className={s.card}>
        <div className={s.actions}>
          <Button appearance="primary" disabled={busy || !can(p.editing ? 'edit' : 'add')} onClick={() => void submit(false)}>
            保存
          </Button>
          {can('audit') && (
            <Button appearance="primary" disabled={busy || !can(p.editing ? 'edit' : 'add')} onClick={() => void submit(true)}>
              保存并审核
            </Button>
          )}
          <Button onClick={() => navigate(p.kind.paths.list)}>返回列表</Button>
        </div>
      </Card>
      {picking && (
        <SkuPicker
          priceOf={() => null}
          onPick={(skus) => {
            setPicking(false);
            p.onPick(skus);
          }}
          onClose={() => setPicking(false)}
        />
      )}
      {guard.dialog}
    </Stack>
  );
}
