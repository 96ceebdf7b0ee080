import { useState, type ReactNode } from 'react';
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
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
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
import { prefixError } from './billnoForm';

/** Both rule lists are set under 单据编号规则's menu entry. */
const BILLNO_MENU_ID = '7008';

export interface RuleRow {
  title: string;
  prefix: string;
  defaultPrefix: string;
  updatedBy: string | null;
  updateTime: string | null;
}

export interface RuleForm {
  prefix: string;
  seqLength: number;
}

/** What a numbering-rule screen lists, edits and calls: 单据编号规则 and 资料编码规则 differ only in these. */
export interface RuleScreen<R extends RuleRow, F extends RuleForm> {
  title: string;
  heading: 'h1' | 'h2';
  caption: string;
  columns: Column<R>[];
  rowKey: (rule: R) => string;
  list: () => Promise<{ data: R[] }>;
  save: (rule: R, form: F) => Promise<unknown>;
  dialogTitle: string;
  formOf: (rule: R) => F;
  defaultOf: (rule: R) => F;
  /** Fields between the prefix and the sequence length. */
  fields?: (form: F, set: (changes: Partial<F>) => void) => ReactNode;
  seqLengths: number[];
  exampleLabel: string;
  /** The first numbers the form's rule gives, its prefix already upper-cased. */
  example: (form: F) => string[];
}

/** The columns of a rule list: the record or document type, the prefix, `middle`, the sequence length, an example, who set it. */
export const ruleColumns = <R extends RuleRow>(typeTitle: string, exampleTitle: string, middle: Column<R>[] = []): Column<R>[] => [
  { key: 'title', title: typeTitle, width: 160 },
  { key: 'prefix', title: '前缀', width: 80 },
  ...middle,
  { key: 'seqLength', title: '流水号位数', width: 100 },
  { key: 'example', title: exampleTitle, width: 190 },
  {
    key: 'updateTime',
    title: '最后修改',
    width: 200,
    text: (r) => (r.updateTime ? `${r.updatedBy ?? ''} ${formatDateTime(r.updateTime)}` : '默认规则'),
  },
];

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  example: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase400 },
});

/** A card listing the rules, each edited in a dialog and saved as a whole. */
export function RuleList<R extends RuleRow, F extends RuleForm>({ screen }: { screen: RuleScreen<R, F> }) {
  const s = useStyles();
  const can = useCan(BILLNO_MENU_ID);
  const [version, setVersion] = useState(0);
  const rules = useLoad(screen.list, `${screen.title}-${version}`);
  const [editing, setEditing] = useState<R>();
  const Rows = useBreakpoint() === 'mobile' ? ListCards : ListTable;
  if (!rules.data) return rules.loading ? <PageSpinner /> : null;
  const actions = can('edit')
    ? {
        width: 80,
        render: (r: R) => (
          <Button size="small" appearance="subtle" onClick={() => setEditing(r)}>
            编辑
          </Button>
        ),
      }
    : undefined;
  return (
    <Card className={s.card}>
      <Subtitle2 as={screen.heading}>{screen.title}</Subtitle2>
      <Caption1 className={s.muted}>{screen.caption}</Caption1>
      <Rows
        label={screen.title}
        rows={rules.data.data}
        rowKey={screen.rowKey}
        columns={screen.columns}
        actions={actions}
        empty="暂无数据"
      />
      {editing && (
        <RuleDialog
          screen={screen}
          rule={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </Card>
  );
}

interface DialogProps<R extends RuleRow, F extends RuleForm> {
  screen: RuleScreen<R, F>;
  rule: R;
  onClose: () => void;
  onSaved: () => void;
}

function RuleDialog<R extends RuleRow, F extends RuleForm>({ screen, rule, onClose, onSaved }: DialogProps<R, F>) {
  const s = useStyles();
  const [form, setForm] = useState(() => screen.formOf(rule));
  const [prefixMessage, setPrefixMessage] = useState<string>();
  const { busy, error: failure, run } = useFieldSave();
  const set = (changes: Partial<F>) => setForm((f) => ({ ...f, ...changes }));
  const upper = { ...form, prefix: form.prefix.trim().toUpperCase() };

  const save = async () => {
    const bad = prefixError(form.prefix);
    setPrefixMessage(bad);
    if (bad) return;
    await run(async () => {
      await screen.save(rule, upper);
      notifySuccess('保存成功');
      onSaved();
    });
  };
  const restore = () => {
    setForm(screen.defaultOf(rule));
    setPrefixMessage(undefined);
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {screen.dialogTitle}：{rule.title}
          </DialogTitle>
          <DialogContent className={s.fields}>
            {failure && <FailureBar failure={{ title: failure }} />}
            <Field label="前缀" required validationMessage={prefixMessage} hint={`默认 ${rule.defaultPrefix}，1到8个英文字母`}>
              <Input
                value={form.prefix}
                maxLength={8}
                onChange={(_, d) => {
                  setForm((f) => ({ ...f, prefix: d.value }));
                  setPrefixMessage(undefined);
                }}
              />
            </Field>
            {screen.fields?.(form, set)}
            <Field label="流水号位数">
              <ChoiceSelect
                choices={screen.seqLengths.map((n) => ({ id: String(n), name: `${n} 位` }))}
                value={String(form.seqLength)}
                onChange={(v) => setForm((f) => ({ ...f, seqLength: Number(v) }))}
              />
            </Field>
            <Field label={screen.exampleLabel}>
              <span className={s.example}>{prefixError(form.prefix) ? '—' : screen.example(upper).join('，')}</span>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={restore}>恢复默认</Button>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void save()}>
              {busy ? '保存中…' : '保存'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
