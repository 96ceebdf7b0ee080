import type { StoredEvent } from '@jxc/infra';
import { domainEvents } from '../../shared/es/event-names';
import { CODE_KINDS, CodeKind, CodeRule, defaultCodeRule } from '../../contracts';
import type { EventSourcing } from '../../shared/es/event-sourcing';

/** The company's code rules (编码规则): one stream of the rules set, the last one of a kind standing. */
export const codeRulesStream = (companyId: string) => `CodeRules-${companyId}`;
export const CODE_RULE_SET = 'CodeRuleUpdated';

/** 系统重置 keeps the rules, as it keeps the document-number rules. */
export const CODE_RULES_KEPT_ON_RESET = ['CodeRules'];

export type CodeRules = Partial<Record<CodeKind, CodeRule & { userName?: string; at?: string }>>;

const codeRuleEvent = domainEvents<{ type: 'Updated'; data: CodeRule }>({ Updated: CODE_RULE_SET });

export const evolveCodeRules = (rules: CodeRules, e: StoredEvent): CodeRules => {
  const set = codeRuleEvent(e)?.data;
  return set ? { ...rules, [set.kind]: { ...set, userName: e.metadata.userName, at: e.metadata.at } } : rules;
};

export const loadCodeRules = async (es: EventSourcing, companyId: string) =>
  (await es.load(codeRulesStream(companyId), companyId, {} as CodeRules, evolveCodeRules)).state;

/** Each kind's rule as it stands, the default where none was set. */
export const rulesOf = (rules: CodeRules) => CODE_KINDS.map((kind) => rules[kind] ?? defaultCodeRule(kind));
