import type { StoredEvent } from '@jxc/infra';
import { CODE_KINDS, CodeKind, CodeRule, defaultCodeRule } from '../../contracts';
import { keptOnReset } from '../../shared/es/company-reset';
import type { EventSourcing } from '../../shared/es/event-sourcing';

/** The company's code rules (编码规则): one stream of the rules set, the last one of a kind standing. */
export const codeRulesStream = (companyId: string) => `CodeRules-${companyId}`;
export const CODE_RULE_SET = 'CodeRuleUpdated';

// 系统重置 keeps the rules, as it keeps the document-number rules.
keptOnReset('CodeRules');

export type CodeRules = Partial<Record<CodeKind, CodeRule & { userName?: string; at?: string }>>;

export const evolveCodeRules = (rules: CodeRules, e: StoredEvent): CodeRules =>
  e.type === CODE_RULE_SET
    ? { ...rules, [e.data.kind]: { ...(e.data as CodeRule), userName: e.metadata.userName, at: e.metadata.at } }
    : rules;

export const loadCodeRules = async (es: EventSourcing, companyId: string) =>
  (await es.load(codeRulesStream(companyId), companyId, {} as CodeRules, evolveCodeRules)).state;

/** Each kind's rule as it stands, the default where none was set. */
export const rulesOf = (rules: CodeRules) => CODE_KINDS.map((kind) => rules[kind] ?? defaultCodeRule(kind));
