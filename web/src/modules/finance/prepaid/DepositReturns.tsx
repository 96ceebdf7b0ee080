import { useState } from 'react';
import { Button, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { Facts } from '../../../kit/Facts';
import { useNumbers } from '../../../kit/numbers';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { formatDate, toNumber } from '../../../utils/format';
import { FailureBar, useAccounts } from '../../document-engine';
import { czApi, type CzDetail } from './api';
import { hasProblems, returnFormOf, returnProblems, toReturnInput, type ReturnForm } from './czDraft';
import { DEPOSIT } from './kinds';
import { AccountField, AmountField, DateField, FormGrid, RemarkField } from '../money-document/fields';
import { useServerCall } from '../../../kit/useServerCall';

const useStyles = makeStyles({ card: { gap: tokens.spacingVerticalM } });

/** 退还押金: the returns so far, and while the deposit holds anything, a return of all or part of it out of an account. */
export function DepositReturns({ d, reload }: { d: CzDetail; reload: () => void }) {
  const s = useStyles();
  const can = useCan(DEPOSIT.menuId);
  const accounts = useAccounts();
  const { money } = useNumbers();
  const [form, setForm] = useState<ReturnForm>(() => returnFormOf(d, formatDate(new Date())));
  const [problems, setProblems] = useState<ReturnType<typeof returnProblems>>({});
  const [asking, setAsking] = useState(false);
  const { failure, run: call } = useServerCall();
  const open = d.status === 'audited' && d.heldAmount > 0 && can('pay');
  if (!open && !d.returns.length) return null;
  const set = (field: keyof ReturnForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const account = accounts.find((a) => a.id === form.accountId);

  const ask = () => {
    const found = returnProblems(form, d.heldAmount);
    setProblems(found);
    if (!hasProblems(found)) setAsking(true);
  };
  const run = () => {
    setAsking(false);
    void call(async () => {
      await czApi.returnDeposit(d.czId, toReturnInput(form));
      notifySuccess('退还成功');
      reload();
    });
  };

  return (
    <Card className={s.card}>
      <Subtitle2 as="h2">退还押金</Subtitle2>
      {d.returns.length > 0 && (
        <Facts
          label="退还记录"
          facts={d.returns.map((r, n) => [
            `${n + 1}. ${r.billDate}`,
            `${money(r.amount)}（${r.accountName}${r.remark ? `，${r.remark}` : ''}）`,
          ])}
        />
      )}
      {open && (
        <>
          {failure && <FailureBar failure={failure} />}
          <FormGrid min={200} fitted>
            <AmountField
              label="退还金额"
              required
              value={form.amount}
              problem={problems.amount}
              hint={`未退还 ${money(d.heldAmount)}`}
              onChange={set('amount')}
            />
            <AccountField label="退还账户" value={form.accountId} problem={problems.accountId} onChange={set('accountId')} />
            <DateField label="退还日期" value={form.billDate} onChange={set('billDate')} />
            <RemarkField label="退还备注" value={form.remark} onChange={set('remark')} />
          </FormGrid>
          <div>
            <Button appearance="primary" onClick={ask}>
              退还
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking}
        message={`确定退还押金 ${money(toNumber(form.amount) ?? 0)} 吗？将从${account?.name ?? '所选账户'}支出。`}
        confirmLabel="退还"
        onCancel={() => setAsking(false)}
        onConfirm={run}
      />
    </Card>
  );
}
