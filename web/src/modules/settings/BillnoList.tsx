import { useState } from 'react';
import {
  Button, Caption1, Card, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Radio, RadioGroup, Subtitle2, makeStyles, tokens,
} from '@fluentui/react-components';
import { DATE_FORMAT_NAMES, DATE_FORMATS, type DateFormat } from '@jxc/services/contracts';
import { PageSpinner } from '../../components/PageSpinner';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { useLoad } from '../../hooks/useLoad';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { ListCards, ListTable, type Column } from '../../kit/ListRows';
import { useCan } from '../../kit/useCan';
import { notifySuccess } from '../../notify/bus';
import { formatDate, formatDateTime } from '../../utils/format';
import { FailureBar } from '../document-engine';
import { billnoList, billnoSave, type BillnoRule } from './api';
import { prefixError, preview, SEQ_LENGTHS, type BillnoForm } from './billnoForm';
import { useFieldSave } from '../../kit/useFieldSave';
import { Stack } from '../../kit/Stack';
import { CodeRuleList } from './CodeRuleList';

const BILLNO_MENU_ID = '7008';
const today = () => formatDate(new Date());

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  example: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase400 },
});

const columns: Column<BillnoRule>[] = [
  { key: 'title', title: '单据类型', width: 160 },
  { key: 'prefix', title: '前缀', width: 80 },
  { key: 'dateFormat', title: '日期格式', width: 170, text: (r) => DATE_FORMAT_NAMES[r.dateFormat] },
  { key: 'seqLength', title: '流水号位数', width: 100 },
  { key: 'example', title: '下一张单号示例', width: 190 },
  { key: 'updateTime', title: '最后修改', width: 200, text: (r) => (r.updateTime ? `${r.updatedBy ?? ''} ${formatDateTime(r.updateTime)}` : '默认规则') },
];

/** 单据编号规则: each numbered document type's prefix, date part and sequence length; the next bill follows the rule. Under it, the records' 编码规则. */
export function BillnoList() {
  const s = useStyles();
  const can = useCan(BILLNO_MENU_ID);
  const [version, setVersion] = useState(0);
  const rules = useLoad(billnoList, String(version));
  const [editing, setEditing] = useState<BillnoRule>();
  const Rows = useBreakpoint() === 'mobile' ? ListCards : ListTable;
  if (!rules.data) return rules.loading ? <PageSpinner /> : null;
  const actions = can('edit') ? { width: 80, render: (r: BillnoRule) => <Button size="small" appearance="subtle" onClick={() => setEditing(r)}>编辑</Button> } : undefined;
  return (
    <Stack>
      <Card className={s.card}>
        <Subtitle2 as="h1">单据编号规则</Subtitle2>
        <Caption1 className={s.muted}>单号 = 前缀 + 日期 + 流水号。带日期的流水号每天从 1 开始，不带日期的一直累加；修改规则只影响之后新增的单据，已有单号不变，同一公司的单号不会重复。</Caption1>
        <Rows label="单据编号规则" rows={rules.data.data} rowKey={(r) => String(r.billType)} columns={columns} actions={actions} empty="暂无数据" />
        {editing && <RuleDialog rule={editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); setVersion((v) => v + 1); }} />}
      </Card>
      <CodeRuleList />
    </Stack>
  );
}

function RuleDialog({ rule, onClose, onSaved }: { rule: BillnoRule; onClose: () => void; onSaved: () => void }) {
  const s = useStyles();
  const [form, setForm] = useState<BillnoForm>({ prefix: rule.prefix, dateFormat: rule.dateFormat, seqLength: rule.seqLength });
  const [prefixMessage, setPrefixMessage] = useState<string>();
  const { busy, error: failure, run } = useFieldSave();
  const set = <K extends keyof BillnoForm>(key: K, value: BillnoForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = async () => {
    const bad = prefixError(form.prefix);
    setPrefixMessage(bad);
    if (bad) return;
    await run(async () => {
      await billnoSave({ billType: rule.billType, ...form, prefix: form.prefix.trim().toUpperCase() });
      notifySuccess('保存成功');
      onSaved();
    });
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>编辑编号规则：{rule.title}</DialogTitle>
          <DialogContent className={s.fields}>
            {failure && <FailureBar failure={{ title: failure }} />}
            <Field label="前缀" required validationMessage={prefixMessage} hint={`默认 ${rule.defaultPrefix}，1到8个英文字母`}>
              <Input
                value={form.prefix}
                maxLength={8}
                onChange={(_, d) => {
                  set('prefix', d.value);
                  setPrefixMessage(undefined);
                }}
              />
            </Field>
            <Field label="日期格式">
              <RadioGroup value={form.dateFormat} onChange={(_, d) => set('dateFormat', d.value as DateFormat)}>
                {DATE_FORMATS.map((f) => (
                  <Radio key={f} value={f} label={DATE_FORMAT_NAMES[f]} />
                ))}
              </RadioGroup>
            </Field>
            <Field label="流水号位数">
              <ChoiceSelect choices={SEQ_LENGTHS.map((n) => ({ id: String(n), name: `${n} 位` }))} value={String(form.seqLength)} onChange={(v) => set('seqLength', Number(v))} />
            </Field>
            <Field label="新单号示例">
              <span className={s.example}>{prefixError(form.prefix) ? '—' : preview(form, today()).join('，')}</span>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setForm({ prefix: rule.defaultPrefix, dateFormat: 'yyyyMMdd', seqLength: 4 })}>恢复默认</Button>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void save()}>{busy ? '保存中…' : '保存'}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
