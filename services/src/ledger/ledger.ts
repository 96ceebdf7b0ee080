import {
  LEDGER_AUX_NAMES,
  RULE_ACCOUNT_REFS,
  RULE_AMOUNTS,
  SMALL_BUSINESS_CHART,
  type LedgerAccountInput,
  type LedgerAux,
  type LedgerRuleInput,
  type RuleLine,
  type VoucherMode,
} from '../contracts';
import { BusinessRuleError, NotFoundError, ValidationError } from '../shared/errors';
import type { AccountData, LedgerEvent } from './ledger-events';
import { DEFAULT_RULES } from './rules';

export interface LedgerAccountState extends AccountData {
  enabled: boolean;
}

/** A company's chart and rules as its decisions see them. */
export interface LedgerState {
  accounts: ReadonlyMap<string, LedgerAccountState>;
  /** The bill rules the bookkeeper changed (ruleKey → lines). */
  rules: ReadonlyMap<string, RuleLine[]>;
}

export const initialLedger: LedgerState = {
  accounts: new Map(SMALL_BUSINESS_CHART.map((a) => [a.code, { ...a, aux: [...a.aux], enabled: true }])),
  rules: new Map(),
};

export function evolveLedger(s: LedgerState, e: LedgerEvent): LedgerState {
  const accounts = () => new Map(s.accounts);
  switch (e.type) {
    case 'AccountAdded':
      return { ...s, accounts: accounts().set(e.data.code, { ...e.data, enabled: true }) };
    case 'AccountChanged':
    case 'AccountDisabled':
    case 'AccountEnabled': {
      const had = s.accounts.get(e.data.code);
      if (!had) return s;
      const changed =
        e.type === 'AccountChanged' ? { ...had, name: e.data.name, aux: e.data.aux } : { ...had, enabled: e.type === 'AccountEnabled' };
      return { ...s, accounts: accounts().set(e.data.code, changed) };
    }
    case 'RuleSaved':
      return e.data.lines ? { ...s, rules: new Map(s.rules).set(e.data.ruleKey, e.data.lines) } : s;
    default:
      return s;
  }
}

/** Whether an account has accounts under it: vouchers post to the lowest level only. */
export const hasChildren = (s: LedgerState, code: string) => [...s.accounts.values()].some((a) => a.parentCode === code);

/** An account a voucher line or a rule may name: known, enabled, with nothing under it. */
export function postable(s: LedgerState, code: string, field: string): LedgerAccountState {
  const a = s.accounts.get(code);
  if (!a) throw new ValidationError(`会计科目${code}不存在`, field);
  if (!a.enabled) throw new ValidationError(`会计科目${code} ${a.name}已停用`, field);
  if (hasChildren(s, code)) throw new ValidationError(`会计科目${code} ${a.name}有下级科目，请选用下级科目`, field);
  return a;
}

const AUX = Object.keys(LEDGER_AUX_NAMES) as LedgerAux[];
const checkAux = (aux: readonly string[]) => {
  const bad = aux.find((a) => !AUX.includes(a as LedgerAux));
  if (bad) throw new ValidationError(`辅助核算“${bad}”不存在，可选：${AUX.map((a) => LEDGER_AUX_NAMES[a]).join('、')}`, 'aux');
  return [...new Set(aux)] as LedgerAux[];
};

/** The rules in use: the bookkeeper's where changed, else the product's. */
export const rulesInUse = (s: LedgerState) => Object.entries(DEFAULT_RULES).map(([key, r]) => [key, s.rules.get(key) ?? r.lines] as const);

export const decideLedger = {
  /**
   * 新增科目 under an account: its code is the parent's followed by two digits (小企业会计准则's 4-2-2), its direction
   * and category the parent's; a new top-level account has four digits of its category's first digit. Refused when
   * the parent already carries vouchers' lines (`parentUsed`).
   */
  addAccount(s: LedgerState, input: LedgerAccountInput, parentUsed: boolean): LedgerEvent[] {
    const code = input.code;
    if (s.accounts.has(code)) throw new ValidationError(`科目编码${code}已存在`, 'code');
    const parent = input.parentCode ? s.accounts.get(input.parentCode) : undefined;
    if (input.parentCode && !parent) throw new ValidationError(`上级科目${input.parentCode}不存在`, 'parentCode');
    if (parent) {
      if (!new RegExp(`^${parent.code}\\d{2}$`).test(code))
        throw new ValidationError(`科目编码应为上级科目编码${parent.code}后加两位数字`, 'code');
      if (parentUsed && !hasChildren(s, parent.code))
        throw new BusinessRuleError('ACCOUNT_USED', `上级科目${parent.code} ${parent.name}已有凭证，不能再增加下级科目`);
    } else {
      const sibling = [...s.accounts.values()].find((a) => !a.parentCode && a.code[0] === code[0]);
      if (!/^\d{4}$/.test(code) || !sibling)
        throw new ValidationError('一级科目编码应为四位数字，首位为1资产、2负债、3权益、4成本、5损益', 'code');
      return [
        {
          type: 'AccountAdded',
          data: {
            code,
            name: input.name,
            parentCode: null,
            direction: sibling.direction,
            category: sibling.category,
            aux: checkAux(input.aux ?? []),
          },
        },
      ];
    }
    const aux = checkAux(input.aux ?? parent.aux);
    return [
      {
        type: 'AccountAdded',
        data: { code, name: input.name, parentCode: parent.code, direction: parent.direction, category: parent.category, aux },
      },
    ];
  },

  changeAccount(s: LedgerState, input: LedgerAccountInput): LedgerEvent[] {
    const a = s.accounts.get(input.code);
    if (!a) throw new NotFoundError(`会计科目${input.code}不存在`);
    if ((input.parentCode ?? a.parentCode ?? '') !== (a.parentCode ?? ''))
      throw new ValidationError('已有科目不能改变上级科目', 'parentCode');
    return [{ type: 'AccountChanged', data: { code: a.code, name: input.name, aux: checkAux(input.aux ?? a.aux) } }];
  },

  /** 停用 or 启用: a rule in use may not name a disabled account. */
  enableAccount(s: LedgerState, code: string, enabled: boolean): LedgerEvent[] {
    const a = s.accounts.get(code);
    if (!a) throw new NotFoundError(`会计科目${code}不存在`);
    if (a.enabled === enabled) throw new BusinessRuleError('BAD_STATUS', `会计科目${code} ${a.name}已${enabled ? '启用' : '停用'}`);
    if (!enabled) {
      const using = rulesInUse(s).find(([, lines]) => lines.some((l) => l.accountCode === code));
      if (using)
        throw new BusinessRuleError('ACCOUNT_USED', `凭证规则“${DEFAULT_RULES[using[0]].title}”用到科目${code} ${a.name}，请先修改规则`);
    }
    return [{ type: enabled ? 'AccountEnabled' : 'AccountDisabled', data: { code, name: a.name } }];
  },

  /**
   * A rule as the bookkeeper words it: a document type's lines (each a side, an account or the account mapped to the
   * document's record, and one of the document's amounts), or the account a record maps to (`recordTitle` names it).
   */
  saveRule(s: LedgerState, input: LedgerRuleInput, recordTitle?: string): LedgerEvent[] {
    const bill = DEFAULT_RULES[input.ruleKey];
    if (bill) {
      if (!input.lines?.length) throw new ValidationError('凭证规则至少要有一行', 'lines');
      const lines = input.lines.map((l, i) => {
        const row = `第${i + 1}行`;
        if (l.side !== 'debit' && l.side !== 'credit') throw new ValidationError(`${row}的借贷方向应为借方或贷方`, 'lines');
        if (!(l.amount in RULE_AMOUNTS)) throw new ValidationError(`${row}的金额来源“${l.amount}”不存在`, 'lines');
        if (!(l.accountCode in RULE_ACCOUNT_REFS)) postable(s, l.accountCode, 'lines');
        return {
          side: l.side,
          accountCode: l.accountCode,
          amount: l.amount,
          summary: (l.summary ?? '').trim() || `${bill.title} {billNo}`,
        };
      });
      for (const side of ['debit', 'credit'] as const)
        if (!lines.some((l) => l.side === side))
          throw new ValidationError(`凭证规则要有${side === 'debit' ? '借方' : '贷方'}分录`, 'lines');
      return [{ type: 'RuleSaved', data: { ruleKey: input.ruleKey, title: bill.title, lines } }];
    }
    if (!recordTitle) throw new ValidationError(`凭证规则“${input.ruleKey}”不存在`, 'ruleKey');
    if (!input.accountCode) throw new ValidationError('请选择对应科目', 'accountCode');
    postable(s, input.accountCode, 'accountCode');
    return [{ type: 'RuleSaved', data: { ruleKey: input.ruleKey, title: recordTitle, accountCode: input.accountCode } }];
  },

  saveSetting(voucherMode: VoucherMode): LedgerEvent[] {
    return [{ type: 'SettingSaved', data: { voucherMode } }];
  },
};
