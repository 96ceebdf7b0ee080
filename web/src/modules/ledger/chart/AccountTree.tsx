import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LEDGER_AUX_NAMES, LEDGER_CATEGORY_NAMES, LEDGER_MENU, type LedgerAccountRow, type LedgerAux } from '@jxc/services/contracts';
import { AppLink } from '../../../components/AppLink';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { ListCards, ListTable, type Column } from '../../../kit/ListRows';
import { RowButtons, actionsWidth, type RowAction } from '../../../kit/RowActions';
import { Stack } from '../../../kit/Stack';
import { useCan } from '../../../kit/useCan';
import { notifySuccess } from '../../../notify/bus';
import { disableAccount, saveAccount } from '../api';
import { useLedgerAccounts } from '../useLedgerAccounts';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  aux: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** What the dialog edits: a new account under `parentCode`, or an account's name and auxiliaries. */
interface Editing {
  isNew: boolean;
  parentCode?: string;
  code: string;
  name: string;
  aux: LedgerAux[];
}

/** 会计科目: the chart as a tree (code, name, category, direction, auxiliaries); 新增下级, 编辑 and 停用/启用 on each account. */
export function AccountTree() {
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  const can = useCan(LEDGER_MENU.accounts);
  const [loads, setLoads] = useState(0);
  const { accounts } = useLedgerAccounts(`ledger-accounts#${loads}`);
  const [editing, setEditing] = useState<Editing>();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notifySuccess(done);
      setEditing(undefined);
      setLoads((n) => n + 1);
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
  const columns: Column<LedgerAccountRow>[] = [
    {
      key: 'code',
      title: '科目',
      width: 240,
      required: true,
      render: (a) => <span style={{ paddingLeft: (a.level - 1) * 16 }}>{`${a.code} ${a.name}`}</span>,
      text: (a) => `${a.code} ${a.name}`,
      card: 'title',
    },
    { key: 'category', title: '类别', width: 90, text: (a) => LEDGER_CATEGORY_NAMES[a.category], card: 'detail' },
    { key: 'direction', title: '余额方向', width: 80, text: (a) => (a.direction === 'debit' ? '借' : '贷'), card: 'detail' },
    { key: 'aux', title: '辅助核算', width: 140, text: (a) => a.aux.map((x) => LEDGER_AUX_NAMES[x]).join('、'), card: 'detail' },
    {
      key: 'enabled',
      title: '状态',
      width: 80,
      render: (a) => (
        <Badge appearance="tint" color={a.enabled ? 'success' : 'subtle'}>
          {a.enabled ? '启用' : '停用'}
        </Badge>
      ),
      text: (a) => (a.enabled ? '启用' : '停用'),
      card: 'main',
    },
  ];
  const all: RowAction<LedgerAccountRow>[] = [
    {
      label: '新增下级',
      action: 'add',
      onClick: (a) => setEditing({ isNew: true, parentCode: a.code, code: a.code, name: '', aux: a.aux }),
    },
    { label: '编辑', action: 'edit', onClick: (a) => setEditing({ isNew: false, code: a.code, name: a.name, aux: a.aux }) },
    {
      label: '停用',
      action: 'disable',
      danger: true,
      visible: (a) => a.enabled,
      onClick: (a) => void run(() => disableAccount(a.code), `${a.name}已停用`),
    },
    {
      label: '启用',
      action: 'disable',
      visible: (a) => !a.enabled,
      onClick: (a) => void run(() => disableAccount(a.code, true), `${a.name}已启用`),
    },
  ];
  const actions = all.filter((a) => can(a.action));
  const shown = (a: LedgerAccountRow) => actions.filter((x) => x.visible?.(a) ?? true);
  const Rows = mobile ? ListCards : ListTable;
  const e = editing;
  return (
    <Stack>
      <Card className={s.card}>
        <MessageBar intent="info">
          <MessageBarBody>
            新增下级科目的编码以上级编码开头；已有凭证的科目不能再新增下级。结算账户、收支项目和出入库类型对应的科目在
            <AppLink to="/ledger/rule/List">凭证规则</AppLink>中设置。
          </MessageBarBody>
        </MessageBar>
        <Rows
          label="会计科目"
          rows={accounts}
          rowKey={(a) => a.code}
          columns={columns}
          empty="加载中…"
          actions={
            actions.length
              ? {
                  width: actionsWidth([['新增下级', '编辑', '停用']]),
                  render: (a) => <RowButtons row={a} shown={shown(a)} busy={busy} onRun={(x) => x.onClick?.(a)} />,
                }
              : undefined
          }
        />
      </Card>
      <Dialog open={!!e} onOpenChange={(_, d) => !d.open && setEditing(undefined)}>
        <DialogSurface style={{ maxWidth: 480 }}>
          <DialogBody>
            <DialogTitle>{e?.isNew ? `新增下级科目（上级 ${e.parentCode}）` : '编辑科目'}</DialogTitle>
            <DialogContent className={s.form}>
              {e && (
                <>
                  <Field label="科目编码" required hint={e.isNew ? `以上级编码 ${e.parentCode} 开头，如 ${e.parentCode}01` : undefined}>
                    <Input value={e.code} disabled={!e.isNew} onChange={(_, d) => setEditing({ ...e, code: d.value })} />
                  </Field>
                  <Field label="科目名称" required>
                    <Input value={e.name} onChange={(_, d) => setEditing({ ...e, name: d.value })} />
                  </Field>
                  <Field label="辅助核算">
                    <div className={s.aux}>
                      {(Object.keys(LEDGER_AUX_NAMES) as LedgerAux[]).map((x) => (
                        <Checkbox
                          key={x}
                          label={LEDGER_AUX_NAMES[x]}
                          checked={e.aux.includes(x)}
                          onChange={(_, d) => setEditing({ ...e, aux: d.checked ? [...e.aux, x] : e.aux.filter((y) => y !== x) })}
                        />
                      ))}
                    </div>
                  </Field>
                </>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setEditing(undefined)}>取消</Button>
              <Button
                appearance="primary"
                disabled={busy}
                onClick={() =>
                  e &&
                  void run(
                    () => saveAccount({ code: e.code.trim(), name: e.name.trim(), parentCode: e.parentCode, aux: e.aux }),
                    '保存成功',
                  )
                }
              >
                保存
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Stack>
  );
}
