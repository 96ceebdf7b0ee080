import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, QrCodeRegular } from '@fluentui/react-icons';
import { DOCUMENTS } from '@jxc/services/contracts';
import { errorMessage } from '../../api/http';
import { useNumbers } from '../../kit/numbers';
import { useCan } from '../../kit/useCan';
import { notifySuccess } from '../../notify/bus';
import { NO_PRINT, type DocDetail } from '../document-engine';
import { amountProblem, authCodeProblem, CODE_PAY_WAIT_MS, orderTrade, owedOf, QUERY_MS } from './payAtCounter';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  surface: { maxWidth: '440px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase500 },
  wait: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalL },
  done: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalL },
  doneIcon: { fontSize: '48px', color: tokens.colorPaletteGreenForeground1 },
});

/** 扫码收款 on an audited sale that still owes money: what is owed, and the button opening the scanner dialog. */
export function CounterPay({ docId, detail, reload }: { docId: string; detail: DocDetail; reload: () => void }) {
  const s = useStyles();
  const can = useCan(DOCUMENTS.Sale.menuId);
  const { money } = useNumbers();
  const [open, setOpen] = useState(false);
  const owed = owedOf(detail);
  if (detail.status !== 'audited' || owed <= 0 || !(can('add') || can('edit'))) return null;
  return (
    <Card className={mergeClasses(s.card, NO_PRINT)}>
      <Subtitle2 as="h2">扫码收款</Subtitle2>
      <div className={s.row}>
        <Text>
          本单尚欠 <strong>{money(owed)}</strong>
        </Text>
        <Button appearance="primary" icon={<QrCodeRegular />} onClick={() => setOpen(true)}>
          扫码收款
        </Button>
      </div>
      <Caption1 className={s.muted}>用扫码枪扫顾客微信或支付宝的付款码，钱款到账后自动生成收款单并核销本单。</Caption1>
      {open && (
        <CodePayDialog
          saleId={docId}
          billNo={detail.billNo}
          owed={owed}
          onClose={(paid) => {
            setOpen(false);
            if (paid) reload();
          }}
        />
      )}
    </Card>
  );
}

type Step =
  | { at: 'scan'; failure?: string }
  | { at: 'paying'; payOrderId: string; amount: number; failure?: string }
  | { at: 'paid'; amount: number };

/**
 * The scanner dialog: the amount (what is owed unless changed) and the 付款码, which a USB scanner types followed by
 * Enter. A payment the customer must still confirm on their phone is asked after every 2 s for a minute, and may be
 * given up (取消收款); after the minute it is given up by itself.
 */
function CodePayDialog({
  saleId,
  billNo,
  owed,
  onClose,
}: {
  saleId: string;
  billNo: string;
  owed: number;
  onClose: (paid: boolean) => void;
}) {
  const s = useStyles();
  const { money } = useNumbers();
  const [amount, setAmount] = useState(owed.toFixed(2));
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; code?: string }>({});
  const [step, setStep] = useState<Step>({ at: 'scan' });
  const [busy, setBusy] = useState(false);
  const scanner = useRef<HTMLInputElement>(null);

  // Ready for the next scan: the code box empty and focused.
  const again = (failure: string) => {
    setCode('');
    setStep({ at: 'scan', failure });
    setTimeout(() => scanner.current?.focus(), 0);
  };
  const paid = (taken: number) => {
    setStep({ at: 'paid', amount: taken });
    notifySuccess('收款成功', `${billNo} 已收款 ${money(taken)}`);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = { amount: amountProblem('收款金额', amount, owed), code: authCodeProblem(code) };
    setErrors(found);
    if (found.amount || found.code) return;
    setBusy(true);
    try {
      const r = await orderTrade.codePay(saleId, code.trim(), Number(amount));
      if (r.status === 'paid') paid(r.amount);
      else if (r.status === 'paying') setStep({ at: 'paying', payOrderId: r.payOrderId, amount: r.amount });
      else again(r.message || '支付失败，请重新扫码');
    } catch (err) {
      again(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const payingId = step.at === 'paying' ? step.payOrderId : undefined;
  const payingAmount = step.at === 'paying' ? step.amount : 0;
  useEffect(() => {
    if (!payingId) return;
    let live = true;
    const until = Date.now() + CODE_PAY_WAIT_MS;
    let timer: ReturnType<typeof setTimeout>;
    const ask = async () => {
      const r = await orderTrade.query(payingId).catch(() => undefined);
      if (!live) return;
      if (r?.paid) return paid(payingAmount);
      if (r && r.status !== 'paying') return again('顾客未完成支付，请重新扫码');
      if (Date.now() < until) {
        timer = setTimeout(() => void ask(), QUERY_MS);
        return;
      }
      await orderTrade.cancel(payingId).catch(() => undefined);
      if (live) again('顾客未在1分钟内完成支付，已撤销本次收款，请重新扫码');
    };
    timer = setTimeout(() => void ask(), QUERY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `paid` and `again` only set state; the wait is one per payment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payingId]);

  const cancel = async (payOrderId: string) => {
    setBusy(true);
    try {
      const r = await orderTrade.cancel(payOrderId);
      if (r.status === 'paid') paid(payingAmount);
      else again('已取消本次收款');
    } catch (err) {
      // Still waiting at the provider: the clerk may try again.
      setStep({ at: 'paying', payOrderId, amount: payingAmount, failure: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && step.at !== 'paying' && onClose(step.at === 'paid')}>
      <DialogSurface className={s.surface} aria-label="扫码收款">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>扫码收款 · {billNo}</DialogTitle>
            <DialogContent className={s.content}>
              {step.at === 'scan' && (
                <>
                  {step.failure && (
                    <MessageBar intent="error">
                      <MessageBarBody>{step.failure}</MessageBarBody>
                    </MessageBar>
                  )}
                  <Field label="付款码" required validationMessage={errors.code} hint="请用扫码枪扫顾客出示的付款码，扫到后自动收款">
                    <Input
                      ref={scanner}
                      autoFocus
                      className={s.code}
                      value={code}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="扫描或输入付款码"
                      onChange={(_, d) => {
                        setCode(d.value);
                        setErrors((x) => ({ ...x, code: undefined }));
                      }}
                    />
                  </Field>
                  <Field label="收款金额" required validationMessage={errors.amount} hint={`本单尚欠 ${money(owed)}`}>
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
                </>
              )}
              {step.at === 'paying' && (
                <div className={s.wait} role="status">
                  {step.failure && (
                    <MessageBar intent="error">
                      <MessageBarBody>{step.failure}</MessageBarBody>
                    </MessageBar>
                  )}
                  <Spinner size="large" aria-label="等待顾客支付" />
                  <Text weight="semibold">顾客正在支付，请稍候…</Text>
                  <Text className={s.muted}>收款 {money(step.amount)}，请顾客在手机上确认付款</Text>
                </div>
              )}
              {step.at === 'paid' && (
                <div className={s.done} role="status">
                  <CheckmarkCircleRegular className={s.doneIcon} />
                  <Text weight="semibold" size={500}>
                    收款成功
                  </Text>
                  <Text>已收款 {money(step.amount)}，已生成收款单并核销本单</Text>
                </div>
              )}
            </DialogContent>
            <DialogActions>
              {step.at === 'scan' && (
                <>
                  <Button onClick={() => onClose(false)}>关闭</Button>
                  <Button type="submit" appearance="primary" disabled={busy}>
                    {busy ? '正在收款…' : '收款'}
                  </Button>
                </>
              )}
              {step.at === 'paying' && (
                <Button disabled={busy} onClick={() => void cancel(step.payOrderId)}>
                  取消收款
                </Button>
              )}
              {step.at === 'paid' && (
                <Button appearance="primary" onClick={() => onClose(true)}>
                  完成
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
