import { useState, type FormEvent } from 'react';
import {
  Button,
  Caption1,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
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
import { DOCUMENTS, type RefundablePayment, type RefundResult } from '@jxc/services/contracts';
import { errorMessage } from '../../api/http';
import { useLoad } from '../../hooks/useLoad';
import { useNumbers } from '../../kit/numbers';
import { SideScroll } from '../../kit/SideScroll';
import { useCan } from '../../kit/useCan';
import { notifySuccess } from '../../notify/bus';
import { formatDateTime } from '../../utils/format';
import { NO_PRINT, type DocDetail } from '../document-engine';
import { amountProblem, orderTrade, owedOf } from './payAtCounter';

/** A payment that can give money back: which, through whom, and how much is left to refund. */
export type RefundChoice = Pick<RefundablePayment, 'payOrderId' | 'providerName' | 'tradeNo' | 'refundable'>;

const useStyles = makeStyles({
  // Trade numbers are long and must read whole: the columns take what they need and the box scrolls sideways.
  table: { tableLayout: 'auto', '& td, & th': { whiteSpace: 'nowrap' } },
  card: { gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  surface: { maxWidth: '480px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const REFUND_WORDS: Record<RefundResult['status'], string> = {
  success: '退款成功',
  processing: '退款已受理，支付服务商处理中',
  failed: '退款失败',
};

export interface RefundDialogProps {
  payments: RefundChoice[];
  /** The most this refund may give back besides each payment's refundable (a sale return's amount). */
  most?: number;
  /** The 销售退货单 the money is paid back against. */
  saleReturnId?: string;
  reason?: string;
  onClose: () => void;
  /** The refund was made or is being made: what shows it (a list, a return) loads again. */
  onDone: () => void;
}

/** 原路退款: money back to the customer through the payment it came by (partial allowed), with a reason. */
export function RefundDialog({ payments, most = Infinity, saleReturnId, reason: initialReason = '', onClose, onDone }: RefundDialogProps) {
  const s = useStyles();
  const { money } = useNumbers();
  const [payOrderId, setPayOrderId] = useState(payments[0]?.payOrderId ?? '');
  const chosen = payments.find((p) => p.payOrderId === payOrderId);
  const limit = Math.min(chosen?.refundable ?? 0, most);
  const [amount, setAmount] = useState(limit.toFixed(2));
  const [reason, setReason] = useState(initialReason);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const choose = (id: string) => {
    setPayOrderId(id);
    const p = payments.find((x) => x.payOrderId === id);
    setAmount(Math.min(p?.refundable ?? 0, most).toFixed(2));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { amount: amountProblem('退款金额', amount, limit), reason: reason.trim() ? undefined : '退款原因不能为空' };
    setErrors(found);
    setFailure('');
    if (found.amount || found.reason) return;
    setBusy(true);
    try {
      const r = await orderTrade.refund({
        payOrderId,
        amount: Number(amount),
        reason: reason.trim(),
        ...(saleReturnId && { saleReturnId }),
      });
      if (r.status === 'failed') {
        setFailure(`${REFUND_WORDS.failed}，请稍后重试或联系支付服务商`);
        return;
      }
      notifySuccess(REFUND_WORDS[r.status], `${chosen?.providerName ?? ''}退款 ${money(r.amount)}`);
      onDone();
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface} aria-label="原路退款">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>原路退款</DialogTitle>
            <DialogContent className={s.content}>
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              <Field label="退回到">
                <RadioGroup value={payOrderId} onChange={(_, d) => choose(d.value)}>
                  {payments.map((p) => (
                    <Radio
                      key={p.payOrderId}
                      value={p.payOrderId}
                      label={`${p.providerName} ${p.tradeNo}（可退 ${money(p.refundable)}）`}
                    />
                  ))}
                </RadioGroup>
              </Field>
              <Field label="退款金额" required validationMessage={errors.amount} hint={`最多可退 ${money(limit)}`}>
                <Input
                  value={amount}
                  inputMode="decimal"
                  contentBefore="¥"
                  onChange={(_, d) => {
                    setAmount(d.value);
                    setErrors((x) => ({ ...x, amount: undefined }));
                  }}
                />
              </Field>
              <Field label="退款原因" required validationMessage={errors.reason}>
                <Input
                  value={reason}
                  maxLength={80}
                  onChange={(_, d) => {
                    setReason(d.value);
                    setErrors((x) => ({ ...x, reason: undefined }));
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>取消</Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                {busy ? '正在退款…' : '确认退款'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** 原路退款 on an audited 销售退货单 whose sale was paid by 付款码 or online: the payments that can still refund, and the refund. */
export function SaleReturnRefund({ docId, detail, reload }: { docId: string; detail: DocDetail; reload: () => void }) {
  const s = useStyles();
  // Money goes back through the counter's payments: those who take them (销售单 新增 or 修改) give it back.
  const can = useCan(DOCUMENTS.Sale.menuId);
  const { money } = useNumbers();
  const [open, setOpen] = useState(false);
  // What the return still owes the customer: no more goes back through the payments.
  const most = owedOf(detail);
  const allowed = detail.status === 'audited' && most > 0 && (can('add') || can('edit'));
  const { data } = useLoad(() => orderTrade.refundable(docId), allowed ? docId : null);
  const payments = data?.payments ?? [];
  if (!allowed || !payments.length) return null;
  return (
    <Card className={mergeClasses(s.card, NO_PRINT)}>
      <Subtitle2 as="h2">原路退款</Subtitle2>
      <Caption1 className={s.muted}>原销售单的以下款项是扫码或在线支付的，可原路退回顾客的微信或支付宝。</Caption1>
      <SideScroll>
        <Table aria-label="可原路退款的支付" size="small" className={s.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>支付方式</TableHeaderCell>
              <TableHeaderCell>交易号</TableHeaderCell>
              <TableHeaderCell>支付时间</TableHeaderCell>
              <TableHeaderCell>支付金额</TableHeaderCell>
              <TableHeaderCell>可退金额</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {payments.map((p) => (
              <TableRow key={p.payOrderId}>
                <TableCell>{p.providerName}</TableCell>
                <TableCell>{p.tradeNo}</TableCell>
                <TableCell>{formatDateTime(p.paidAt)}</TableCell>
                <TableCell>{money(p.amount)}</TableCell>
                <TableCell>{money(p.refundable)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SideScroll>
      <div className={s.actions}>
        <Button appearance="primary" onClick={() => setOpen(true)}>
          原路退款
        </Button>
      </div>
      {open && (
        <RefundDialog
          payments={payments}
          most={most}
          saleReturnId={docId}
          reason="销售退货"
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            reload();
          }}
        />
      )}
    </Card>
  );
}
