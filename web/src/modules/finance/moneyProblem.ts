import { isDecimal } from '@jxc/services/contracts';
import { round, toNumber } from '../../utils/format';

/** A money field's problem in the server's wording: a number, above zero (or not below it), two decimals at most. */
export const moneyProblem = (value: string, label: string, allowZero: boolean) => {
  const n = toNumber(value);
  if (n === null || !isDecimal(value.trim())) return `${label}必须是数字`;
  if (allowZero ? n < 0 : n <= 0) return `${label}${allowZero ? '不能小于0' : '必须大于0'}`;
  return round(n, 2) !== n ? `${label}最多两位小数` : undefined;
};
