import { randomUUID } from 'node:crypto';
import type { AppendToStream } from '@jxc/infra';
import { firstCodeReservation, recordCreation } from '../catalog';
import { CodeKind, codeOf, defaultCodeRule } from '../contracts';
import type { NewCompany } from '../identity';

/** The accounts money is received into and paid from at first. */
export const STARTER_ACCOUNTS = ['现金', '银行存款'];
/**
 * The customer of every sale over the counter, flagged so that the sale form takes it as paid in full. Its code is
 * outside the customers' sequence: the shop's own first customer is KH0001, and a list of customers imported with
 * their KH codes meets no code taken.
 */
export const RETAIL_CUSTOMER = {
  customName: '零售散客',
  customCode: 'LS',
  retailFlag: true,
  remark: '到店零售顾客共用，开单时默认全额收款',
};
export const STARTER_UNITS = [
  '个',
  '件',
  '只',
  '支',
  '条',
  '张',
  '套',
  '双',
  '台',
  '箱',
  '包',
  '盒',
  '袋',
  '瓶',
  '桶',
  '千克',
  '克',
  '斤',
  '米',
  '升',
];
export const STARTER_FINANCE_CLASSES = {
  income: ['其他收入', '利息收入'],
  expense: ['房租', '水电费', '工资', '运费', '办公费', '通讯费', '维修费', '其他支出'],
};

/** A record of a kind with a code, with that code reserved. */
function coded(
  kind: Exclude<CodeKind, 'Product'>,
  companyId: string,
  code: string,
  codeField: string,
  fields: Record<string, unknown>,
): AppendToStream[] {
  const id = randomUUID();
  return [recordCreation(kind, id, { ...fields, [codeField]: code }), firstCodeReservation(kind, companyId, code, id)];
}

/**
 * What a new company starts with, so that it can sell at once: 现金 and 银行存款, 零售散客, the usual units and 收支项目.
 * A demo company brings its own sample records instead.
 */
export function starterRecords(companyId: string, company: NewCompany): AppendToStream[] {
  if (company.isDemo) return [];
  return [
    ...STARTER_ACCOUNTS.flatMap((accountName, i) =>
      coded('Account', companyId, codeOf(defaultCodeRule('Account'), i + 1), 'accountCode', { accountName, initAmount: '0' }),
    ),
    ...coded('Custom', companyId, RETAIL_CUSTOMER.customCode, 'customCode', RETAIL_CUSTOMER),
    ...STARTER_UNITS.map((unitName) => recordCreation('Unit', randomUUID(), { unitName })),
    ...Object.entries(STARTER_FINANCE_CLASSES).flatMap(([classType, names]) =>
      names.map((className) => recordCreation('FinanceClass', randomUUID(), { className, classType })),
    ),
  ];
}
