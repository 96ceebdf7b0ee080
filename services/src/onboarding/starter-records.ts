import { randomUUID } from 'node:crypto';
import type { AppendToStream } from '@jxc/infra';
import { firstCodeReservation, recordCreation } from '../catalog';
import { CodeKind, codeOf, defaultCodeRule } from '../contracts';
import { registerCompanyDefaults, type NewCompany } from '../identity';

/** The accounts money is received into and paid from at first. */
export const STARTER_ACCOUNTS = ['现金', '银行存款'];
/** The customer of every sale over the counter, flagged so that the sale form takes it as paid in full. */
export const RETAIL_CUSTOMER = { customName: '零售散客', retailFlag: true, remark: '到店零售顾客共用，开单时默认全额收款' };
export const STARTER_UNITS = ['个', '件', '只', '支', '条', '张', '套', '双', '台', '箱', '包', '盒', '袋', '瓶', '桶', '千克', '克', '斤', '米', '升'];
export const STARTER_FINANCE_CLASSES = {
  income: ['其他收入', '利息收入'],
  expense: ['房租', '水电费', '工资', '运费', '办公费', '通讯费', '维修费', '其他支出'],
};

/** A record of a kind with a code, under the `seq`-th code of the kind's default rule, with that code reserved. */
function coded(kind: Exclude<CodeKind, 'Product'>, companyId: string, seq: number, codeField: string, fields: Record<string, unknown>): AppendToStream[] {
  const id = randomUUID();
  const code = codeOf(defaultCodeRule(kind), seq);
  return [recordCreation(kind, id, { ...fields, [codeField]: code }), firstCodeReservation(kind, companyId, code, id)];
}

/**
 * What a new company starts with, so that it can sell at once: 现金 and 银行存款, 零售散客, the usual units and 收支项目.
 * A demo company brings its own sample records instead.
 */
export function starterRecords(companyId: string, company: NewCompany): AppendToStream[] {
  if (company.isDemo) return [];
  return [
    ...STARTER_ACCOUNTS.flatMap((accountName, i) => coded('Account', companyId, i + 1, 'accountCode', { accountName, initAmount: '0' })),
    ...coded('Custom', companyId, 1, 'customCode', RETAIL_CUSTOMER),
    ...STARTER_UNITS.map((unitName) => recordCreation('Unit', randomUUID(), { unitName })),
    ...Object.entries(STARTER_FINANCE_CLASSES).flatMap(([classType, names]) => names.map((className) => recordCreation('FinanceClass', randomUUID(), { className, classType }))),
  ];
}

registerCompanyDefaults(starterRecords);
