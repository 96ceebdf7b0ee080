import type { RuleListing } from './billno';

/**
 * 编码规则: the codes a product, customer, supplier, warehouse or account gets when it is saved without one, a prefix
 * and a sequence per company and kind (the admin sets them beside 单据编号规则; a code typed by hand still stands).
 */

export const CODE_KINDS = ['Product', 'Custom', 'Supplier', 'Warehouse', 'Account'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

export interface CodeRule {
  kind: CodeKind;
  prefix: string;
  seqLength: number;
}

/** Each kind's title and its rule until the admin changes it. */
export const CODE_RULE_DEFAULTS: readonly (CodeRule & { title: string })[] = [
  { kind: 'Product', title: '商品编码', prefix: 'SP', seqLength: 4 },
  { kind: 'Custom', title: '客户编码', prefix: 'KH', seqLength: 4 },
  { kind: 'Supplier', title: '供应商编码', prefix: 'GYS', seqLength: 4 },
  { kind: 'Warehouse', title: '仓库编码', prefix: 'CK', seqLength: 2 },
  { kind: 'Account', title: '账户编码', prefix: 'ZH', seqLength: 2 },
];

/** A kind's code rule as CodeRule/List answers it. */
export interface CodeRuleRow extends CodeRule, RuleListing {}

export const CODE_SEQ_LENGTH = { min: 2, max: 8 };
/** Letters only, so a code's prefix always ends where its sequence begins. */
export const CODE_PREFIX_PATTERN = /^[A-Z]{1,8}$/;

export const defaultCodeRule = (kind: CodeKind): CodeRule => {
  const { title: _, ...rule } = CODE_RULE_DEFAULTS.find((r) => r.kind === kind)!;
  return rule;
};

/** The code the rule gives the `seq`-th record: SP0001 …, longer once the sequence outgrows its length. */
export const codeOf = (rule: Pick<CodeRule, 'prefix' | 'seqLength'>, seq: number) =>
  `${rule.prefix}${String(seq).padStart(rule.seqLength, '0')}`;

export const isCodeKind = (kind: string): kind is CodeKind => (CODE_KINDS as readonly string[]).includes(kind);
