import { CODE_SEQ_LENGTH, codeOf, defaultCodeRule } from '@jxc/services/contracts';
import type { CodeRuleRow } from '@jxc/services/contracts';
import { codeRuleList, codeRuleSave } from './api';
import { seqLengths } from './billnoForm';
import { RuleList, ruleColumns, type RuleForm, type RuleScreen } from './RuleList';

const CODE_RULES: RuleScreen<CodeRuleRow, RuleForm> = {
  title: '资料编码规则',
  heading: 'h2',
  caption:
    '新增商品、客户、供应商、仓库或结算账户时编码可以不填，保存时按规则自动生成：前缀 + 流水号，接着已有的最大编号往后排；手工填写的编码照常使用，同一公司的编码不会重复。',
  columns: ruleColumns('资料类型', '编码示例'),
  rowKey: (r) => r.kind,
  list: codeRuleList,
  save: (r, form) => codeRuleSave({ kind: r.kind, ...form }),
  dialogTitle: '编辑编码规则',
  formOf: ({ prefix, seqLength }) => ({ prefix, seqLength }),
  defaultOf: (r) => {
    const { prefix, seqLength } = defaultCodeRule(r.kind);
    return { prefix, seqLength };
  },
  seqLengths: seqLengths(CODE_SEQ_LENGTH),
  exampleLabel: '编码示例',
  example: (form) => [1, 2].map((n) => codeOf(form, n)),
};

/** 编码规则: the code a product, customer, supplier, warehouse or account gets when saved without one. */
export function CodeRuleList() {
  return <RuleList screen={CODE_RULES} />;
}
