import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { DATE_FORMAT_NAMES, DATE_FORMATS, type BillnoRuleRow, type DateFormat } from '@jxc/services/contracts';
import { Stack } from '../../kit/Stack';
import { formatDate } from '../../utils/format';
import { billnoList, billnoSave } from './api';
import { preview, SEQ_LENGTHS, type BillnoForm } from './billnoForm';
import { CodeRuleList } from './CodeRuleList';
import { RuleList, ruleColumns, type RuleScreen } from './RuleList';

const BILLNO_RULES: RuleScreen<BillnoRuleRow, BillnoForm> = {
  title: '单据编号规则',
  heading: 'h1',
  caption:
    '单号 = 前缀 + 日期 + 流水号。带日期的流水号每天从 1 开始，不带日期的一直累加；修改规则只影响之后新增的单据，已有单号不变，同一公司的单号不会重复。',
  columns: ruleColumns('单据类型', '下一张单号示例', [
    { key: 'dateFormat', title: '日期格式', width: 170, text: (r) => DATE_FORMAT_NAMES[r.dateFormat] },
  ]),
  rowKey: (r) => String(r.billType),
  list: billnoList,
  save: (r, form) => billnoSave({ billType: r.billType, ...form }),
  dialogTitle: '编辑编号规则',
  formOf: ({ prefix, dateFormat, seqLength }) => ({ prefix, dateFormat, seqLength }),
  defaultOf: (r) => ({ prefix: r.defaultPrefix, dateFormat: 'yyyyMMdd', seqLength: 4 }),
  fields: (form, set) => (
    <Field label="日期格式">
      <RadioGroup value={form.dateFormat} onChange={(_, d) => set({ dateFormat: d.value as DateFormat })}>
        {DATE_FORMATS.map((f) => (
          <Radio key={f} value={f} label={DATE_FORMAT_NAMES[f]} />
        ))}
      </RadioGroup>
    </Field>
  ),
  seqLengths: SEQ_LENGTHS,
  exampleLabel: '新单号示例',
  example: (form) => preview(form, formatDate(new Date())),
};

/** 单据编号规则: each numbered document type's prefix, date part and sequence length; the next bill follows the rule. Under it, the records' 编码规则. */
export function BillnoList() {
  return (
    <Stack>
      <RuleList screen={BILLNO_RULES} />
      <CodeRuleList />
    </Stack>
  );
}
