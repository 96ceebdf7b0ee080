import { useState } from 'react';
import {
  Button, Caption1, Card, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Subtitle2, makeStyles, tokens,
} from '@fluentui/react-components';
import { CODE_SEQ_LENGTH, codeOf, defaultCodeRule } from '@jxc/services/contracts';
import { PageSpinner } from '../../components/PageSpinner';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import { useLoad } from '../../hooks/useLoad';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import { ListCards, ListTable, type Column } from '../../kit/ListRows';
import { useCan } from '../../kit/useCan';
import { useFieldSave } from '../../kit/useFieldSave';
import { notifySuccess } from '../../notify/bus';
import { formatDateTime } from '../../utils/format';
import { FailureBar } from '../document-engine';
import { codeRuleList, codeRuleSave, type CodeRuleRow } from './api';
import { prefixError } from './billnoForm';

/** Set under 单据编号规则's menu entry. */
const BILLNO_MENU_ID = '7008';
const SEQ_LENGTHS = Array.from({ length: CODE_SEQ_LENGTH.max - CODE_SEQ_LENGTH.min + 1 }, (_, i) => ({ id: String(CODE_SEQ_LENGTH.min + i), name: `${CODE_SEQ_LENGTH.min + i} 位` }));

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  example: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase400 },
});

const columns: Column<CodeRuleRow>[] = [
  { key: 'title', title: '资料类型', width: 160 },
  { key: 'prefix', title: '前缀', width: 80 },
  { key: 'seqLength', title: '流水号位数', width: 100 },
  { key: 'example', title: '编码示例', width: 190 },
  { key: 'updateTime', title: '最后修改', width: 200, text: (r) => (r.updateTime ? `${r.updatedBy ?? ''} ${formatDateTime(r.updateTime)}` : '默认规则') },
];

/** 编码规则: the code a product, customer, supplier, warehouse or account gets when saved without one. */
export function CodeRuleList() {
  const s = useStyles();
  const can = useCan(BILLNO_MENU_ID);
  const [version, setVersion] = useState(0);
  const rules = useLoad(codeRuleList, `code-rules-${version}`);
  const [editing, setEditing] = useState<CodeRuleRow>();
  const Rows = useBreakpoint() === 'mobile' ? ListCards : ListTable;
  if (!rules.data) return rules.loading ? <PageSpinner /> : null;
  const actions = can('edit') ? { width: 80, render: (r: CodeRuleRow) => <Button size="small" appearance="subtle" onClick={() => setEditing(r)}>编辑</Button> } : undefined;
  return (
    <Card className={s.card}>
      <Subtitle2 as="h2">资料编码规则</Subtitle2>
      <Caption1 className={s.muted}>
        新增商品、客户、供应商、仓库或结算账户时编码可以不填，保存时按规则自动生成：前缀 + 流水号，接着已有的最大编号往后排；手工填写的编码照常使用，同一公司的编码不会重复。
      </Caption1>
      <Rows label="资料编码规则" rows={rules.data.data} rowKey={(r) => r.kind} columns={columns} actions={actions} empty="暂无数据" />
      {editing && <RuleDialog rule={editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); setVersion((v) => v + 1); }} />}
    </Card>
  );
}

function RuleDialog({ rule, onClose, onSaved }: { rule: CodeRuleRow; onClose: () => void; onSaved: () => void }) {
  const s = useStyles();
  const [prefix, setPrefix] = useState(rule.prefix);
  const [seqLength, setSeqLength] = useState(rule.seqLength);
  const [prefixMessage, setPrefixMessage] = useState<string>();
  const { busy, error: failure, run } = useFieldSave();

  const save = async () => {
    const bad = prefixError(prefix);
    setPrefixMessage(bad);
    if (bad) return;
    await run(async () => {
      await codeRuleSave({ kind: rule.kind, prefix: prefix.trim().toUpperCase(), seqLength });
      notifySuccess('保存成功');
      onSaved();
    });
  };
  const restore = () => {
    const d = defaultCodeRule(rule.kind);
    setPrefix(d.prefix);
    setSeqLength(d.seqLength);
    setPrefixMessage(undefined);
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>编辑编码规则：{rule.title}</DialogTitle>
          <DialogContent className={s.fields}>
            {failure && <FailureBar failure={{ title: failure }} />}
            <Field label="前缀" required validationMessage={prefixMessage} hint={`默认 ${rule.defaultPrefix}，1到8个英文字母`}>
              <Input
                value={prefix}
                maxLength={8}
                onChange={(_, d) => {
                  setPrefix(d.value);
                  setPrefixMessage(undefined);
                }}
              />
            </Field>
            <Field label="流水号位数">
              <ChoiceSelect choices={SEQ_LENGTHS} value={String(seqLength)} onChange={(v) => setSeqLength(Number(v))} />
            </Field>
            <Field label="编码示例">
              <span className={s.example}>{prefixError(prefix) ? '—' : [1, 2].map((n) => codeOf({ prefix: prefix.trim().toUpperCase(), seqLength }, n)).join('，')}</span>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={restore}>恢复默认</Button>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void save()}>{busy ? '保存中…' : '保存'}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
