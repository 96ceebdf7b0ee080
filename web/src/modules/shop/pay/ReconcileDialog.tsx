import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { shopDay, type ReconcileResult } from '@jxc/services/contracts';
import { errorMessage } from '../../../api/http';
import { ChoiceSelect, type Choice } from '../../../kit/ChoiceSelect';
import { DateInput } from '../../../kit/DateInput';
import { useNumbers } from '../../../kit/numbers';
import { SideScroll } from '../../../kit/SideScroll';
import { reconcile } from './api';

const DAY_MS = 24 * 60 * 60 * 1000;

const useStyles = makeStyles({
  // Trade numbers are long and must read whole: the columns take what they need and the box scrolls sideways.
  table: { tableLayout: 'auto', '& td, & th': { whiteSpace: 'nowrap' } },
  surface: { maxWidth: '760px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  ask: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  reason: { color: tokens.colorPaletteRedForeground1, whiteSpace: 'nowrap' },
});

/**
 * 对账: a provider's bill for a day (yesterday unless chosen; the providers publish it the day after) against our
 * payments and refunds of that day; what differs is listed with why (对方有我方无, 我方有对方无, 金额不符, 状态不符).
 */
export function ReconcileDialog({ providers, onClose }: { providers: Choice[]; onClose: () => void }) {
  const s = useStyles();
  const { money } = useNumbers();
  const now = Date.now();
  const yesterday = shopDay(new Date(now - DAY_MS));
  const [provider, setProvider] = useState(providers[0]?.id ?? '');
  const [date, setDate] = useState(yesterday);
  const [errors, setErrors] = useState<{ provider?: string; date?: string }>({});
  const [result, setResult] = useState<ReconcileResult>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const amount = (v: number | null) => (v === null ? '—' : money(v));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { provider: provider ? undefined : '请选择支付方式', date: date ? undefined : '请选择对账日期' };
    setErrors(found);
    if (found.provider || found.date) return;
    setBusy(true);
    setFailure('');
    setResult(undefined);
    try {
      setResult(await reconcile(provider, date));
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface} aria-label="对账">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>对账</DialogTitle>
            <DialogContent className={s.content}>
              <div className={s.ask}>
                <Field label="支付方式" required validationMessage={errors.provider}>
                  <ChoiceSelect choices={providers} value={provider} onChange={setProvider} />
                </Field>
                <Field label="对账日期" required validationMessage={errors.date}>
                  <DateInput value={date} max={shopDay(new Date(now))} onChange={setDate} />
                </Field>
              </div>
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              {result && !result.mismatches.length && (
                <MessageBar intent="success">
                  <MessageBarBody>
                    <MessageBarTitle>账单一致</MessageBarTitle>
                    {result.date} 对方账单 {result.billCount} 笔，与本系统记录的 {result.matched} 笔全部相符。
                  </MessageBarBody>
                </MessageBar>
              )}
              {result && result.mismatches.length > 0 && (
                <>
                  <MessageBar intent="warning">
                    <MessageBarBody>
                      <MessageBarTitle>发现 {result.mismatches.length} 笔不符</MessageBarTitle>
                      {result.date} 对方账单 {result.billCount} 笔，相符 {result.matched} 笔。
                    </MessageBarBody>
                  </MessageBar>
                  <SideScroll>
                    <Table aria-label="对账不符" size="small" className={s.table}>
                      <TableHeader>
                        <TableRow>
                          <TableHeaderCell>原因</TableHeaderCell>
                          <TableHeaderCell>类型</TableHeaderCell>
                          <TableHeaderCell>交易号</TableHeaderCell>
                          <TableHeaderCell>本系统金额</TableHeaderCell>
                          <TableHeaderCell>对方金额</TableHeaderCell>
                          <TableHeaderCell>支付单号</TableHeaderCell>
                        </TableRow>
                      </TableHeader>
                      <TableBody>
                        {result.mismatches.map((m) => (
                          <TableRow key={`${m.payOrderId}|${m.refundId ?? ''}|${m.tradeNo}`}>
                            <TableCell className={s.reason}>{m.reason}</TableCell>
                            <TableCell>{m.kind === 'refund' ? '退款' : '支付'}</TableCell>
                            <TableCell>{m.tradeNo || '—'}</TableCell>
                            <TableCell>{amount(m.ours)}</TableCell>
                            <TableCell>{amount(m.theirs)}</TableCell>
                            <TableCell>{m.refundId ?? m.payOrderId}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </SideScroll>
                </>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>关闭</Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                {busy ? '正在下载账单…' : '开始对账'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
