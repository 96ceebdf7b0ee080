import { useState } from 'react';
import {
  Button,
  Caption1,
  Card,
  Input,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { FailureBar, NO_PRINT, stockStateName, type DocDetail, type DocKind } from '../../document-engine';
import { errorMessage } from '../../../api/http';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { useNumbers } from '../../../kit/numbers';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { confirmLines } from './confirmation';
import { SideScroll } from '../../../kit/SideScroll';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  num: { textAlign: 'right' },
  qty: { width: '96px' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

type PanelProps = { kind: DocKind; docId: string; detail: DocDetail; reload: () => void };

/**
 * 分仓出入库 on a document's detail screen: per line what the warehouse confirmed and what is still open, with where
 * the goods sit (库位) so that it serves as the pick list; whoever may 出入库 confirms all or part of the open goods.
 * After each confirmation the quantities offered start again from what is then open.
 */
export function StockConfirmationPanel(props: PanelProps) {
  return <Panel key={props.detail.lines.map((l) => l.openQty).join()} {...props} />;
}

function Panel({ kind, docId, detail, reload }: PanelProps) {
  const s = useStyles();
  const { qty } = useNumbers();
  const phone = useBreakpoint() === 'mobile';
  const verb = kind.outbound ? '出库' : '入库';
  const open = detail.lines.filter((l) => (l.openQty ?? 0) > 0).map((l) => ({ lineNo: l.lineNo, openQty: l.openQty! }));
  const can = useCan(kind.menuId);
  const confirming = detail.status === 'audited' && open.length > 0 && can('inOut');
  const [typed, setTyped] = useState<Record<number, string>>(() => Object.fromEntries(open.map((l) => [l.lineNo, String(l.openQty)])));
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    const asked = confirmLines(open, typed, verb);
    if ('problem' in asked) return setProblem(asked.problem);
    setProblem('');
    setBusy(true);
    try {
      const r = await kind.api.confirmStock(docId, kind.outbound ? 'out' : 'in', asked.lines, true);
      notifySuccess(r.stockState === 'done' ? `已全部确认${verb}` : `确认${verb}成功，其余待${verb}`);
      reload();
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const heads = [
    ...(phone ? [] : ['序号']),
    '商品',
    '库位',
    ...(phone ? [] : ['数量', `已${verb}`]),
    `待${verb}`,
    ...(confirming ? [`本次${verb}`] : []),
  ];
  return (
    <Card className={mergeClasses(s.card, NO_PRINT)}>
      <Subtitle2 as="h2">仓库确认{verb}</Subtitle2>
      <Caption1 className={s.muted}>
        {detail.stockState ? stockStateName(detail.stockState, kind.outbound) : ''}：
        {open.length
          ? `审核后库存未变动，仓库按实际${kind.outbound ? '拣货发出' : '到货'}的数量确认${verb}，可分多次确认。`
          : `本单商品已全部确认${verb}。`}
      </Caption1>
      {problem && <FailureBar failure={{ title: problem }} />}
      <SideScroll>
        <Table size="small" aria-label={`${verb}确认明细`}>
          <TableHeader>
            <TableRow>
              {heads.map((h) => (
                <TableHeaderCell key={h}>{h}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {detail.lines.map((l) => (
              <TableRow key={l.lineNo}>
                {!phone && <TableCell>{l.lineNo}</TableCell>}
                <TableCell>{[l.productName, l.spec].filter(Boolean).join(' ')}</TableCell>
                <TableCell>{l.locationName ?? ''}</TableCell>
                {!phone && <TableCell className={s.num}>{`${qty(l.qty)}${l.unitName}`}</TableCell>}
                {!phone && <TableCell className={s.num}>{`${qty(l.confirmedQty)}${l.unitName}`}</TableCell>}
                <TableCell className={s.num}>{`${qty(l.openQty)}${l.unitName}`}</TableCell>
                {confirming && (
                  <TableCell>
                    {(l.openQty ?? 0) > 0 && (
                      <Input
                        className={s.qty}
                        inputMode="decimal"
                        aria-label={`第${l.lineNo}行本次${verb}`}
                        value={typed[l.lineNo] ?? ''}
                        onChange={(_, d) => setTyped((t) => ({ ...t, [l.lineNo]: d.value }))}
                      />
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SideScroll>
      {confirming && (
        <div className={s.actions}>
          <Button appearance="primary" disabled={busy} onClick={() => void confirm()}>
            确认{verb}
          </Button>
          <Caption1 className={s.muted}>本次数量留空或填 0 的行留待以后确认。</Caption1>
        </div>
      )}
    </Card>
  );
}
