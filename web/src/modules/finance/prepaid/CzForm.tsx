import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Body1Strong, Button, Card, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage } from '../../../api/http';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLoad } from '../../../hooks/useLoad';
import { ChoiceSelect } from '../../../kit/ChoiceSelect';
import { useNumbers } from '../../../kit/numbers';
import { SearchSelect } from '../../../kit/SearchSelect';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { useUnsavedGuard } from '../../../kit/useUnsavedGuard';
import { notifySuccess } from '../../../notify/bus';
import { formatDate } from '../../../utils/format';
import { FailureBar, isOpen, Refused, searchCustomers, useAccounts, type Failure } from '../../document-engine';
import { czApi, prepaidOf } from './api';
import { czCredit, czFormOf, czProblems, emptyCz, hasProblems, toCzInput, type CzForm as Form, type CzProblems } from './czForm';
import { czPath, type CzKind } from './kinds';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, '& .fui-Dropdown, & .fui-Combobox': { minWidth: 0 } },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** 新增/编辑预存款 or 押金 (?czId= a draft to change). */
export function CzForm({ kind }: { kind: CzKind }) {
  const czId = useSearchParams()[0].get('czId');
  const loaded = useLoad(() => (czId ? czApi.detail(czId) : Promise.resolve(null)), czId ?? 'new');
  if (loaded.loading) return <PageSpinner />;
  if (czId && !loaded.data) return <Refused text="单据加载失败" to={kind.list} />;
  if (loaded.data && !isOpen(loaded.data.status)) return <Refused text={`只有草稿可以修改，该${kind.name}单已审核`} to={czPath(kind.detail, loaded.data.czId)} />;
  const initial = loaded.data ? czFormOf(loaded.data) : emptyCz(formatDate(new Date()));
  return <Editor key={czId ?? 'new'} kind={kind} czId={czId} billNo={loaded.data?.billNo} initial={initial} />;
}

function Editor({ kind, czId, billNo, initial }: { kind: CzKind; czId: string | null; billNo?: string; initial: Form }) {
  const s = useStyles();
  const navigate = useNavigate();
  const can = useCan(kind.menuId);
  const accounts = useAccounts();
  const { money } = useNumbers();
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<CzProblems>({});
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState(false);
  const guard = useUnsavedGuard(JSON.stringify(form) !== JSON.stringify(initial));
  const held = useLoad(() => prepaidOf(form.customId), form.customId ? `prepaid-${form.customId}` : null).data;
  const account = accounts.find((a) => a.id === form.accountId);
  const editing = !!czId;

  const set = (field: keyof Form, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const submit = async (audit: boolean) => {
    setFailure(undefined);
    const found = czProblems(kind, form);
    setProblems(found);
    if (hasProblems(found)) return;
    setBusy(true);
    try {
      const input = toCzInput(kind, form, audit);
      const r = await (czId ? czApi.update(czId, input) : czApi.save(input));
      notifySuccess(audit ? '保存并审核成功' : '保存成功');
      guard.allowLeave();
      navigate(czPath(kind.detail, r.czId), { replace: true });
    } catch (e) {
      setFailure({ title: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      {failure && <FailureBar failure={failure} />}
      <Card className={s.card}>
        <Subtitle2 as="h1">{editing ? `编辑${kind.name}单 ${billNo}` : `新增${kind.name}`}</Subtitle2>
        <div className={s.grid}>
          <Field label="客户" required validationMessage={problems.customId} hint={form.customId && held ? `预存款余额 ${money(held.remainAmt)}，押金 ${money(held.depositAmt)}` : undefined}>
            <SearchSelect
              value={form.customId ? { id: form.customId, name: form.customName } : null}
              search={searchCustomers}
              placeholder="请选择客户"
              onChange={(c) => {
                setForm((f) => ({ ...f, customId: c?.id ?? '', customName: c?.name ?? '' }));
                setProblems((p) => ({ ...p, customId: undefined }));
              }}
            />
          </Field>
          <Field label="结算账户" required validationMessage={problems.accountId} hint={account ? `余额 ${money(account.balance)}` : undefined}>
            <ChoiceSelect choices={accounts} value={form.accountId} placeholder="请选择结算账户" onChange={(v) => set('accountId', v)} />
          </Field>
          <Field label="单据日期" required validationMessage={problems.billDate}>
            <Input type="date" value={form.billDate} onChange={(_, d) => set('billDate', d.value)} />
          </Field>
          <Field label={kind.gift ? '充值金额' : '押金金额'} required validationMessage={problems.amount}>
            <Input inputMode="decimal" value={form.amount} placeholder="0.00" onChange={(_, d) => set('amount', d.value)} />
          </Field>
          {kind.gift && (
            <Field label="赠送金额" validationMessage={problems.giftAmount}>
              <Input inputMode="decimal" value={form.giftAmount} placeholder="0.00" onChange={(_, d) => set('giftAmount', d.value)} />
            </Field>
          )}
          <Field label="备注">
            <Input value={form.remark} maxLength={100} onChange={(_, d) => set('remark', d.value)} />
          </Field>
        </div>
        <Body1Strong>{kind.gift ? `存入预存款 ${money(czCredit(kind, form))}（充值 + 赠送）` : `收取押金 ${money(czCredit(kind, form))}`}</Body1Strong>
        <div className={s.actions}>
          <Button appearance="primary" disabled={busy || !can(editing ? 'edit' : 'add')} onClick={() => void submit(false)}>保存</Button>
          {can('audit') && <Button appearance="primary" disabled={busy || !can(editing ? 'edit' : 'add')} onClick={() => void submit(true)}>保存并审核</Button>}
          <Button onClick={() => navigate(kind.list)}>返回列表</Button>
        </div>
      </Card>
      {guard.dialog}
    </Stack>
  );
}
