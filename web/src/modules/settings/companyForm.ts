import { isEmpty, isLogo, LOGO_MAX_BYTES, TAX_NO_PATTERN, textWidth } from '@jxc/services/contracts';
import type { CompanyDetail } from '@jxc/services/contracts';
import type { CompanyChanges } from './api';

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const LOGO_MESSAGE = '公司标志须为PNG、JPG、GIF或WEBP图片，且不超过200KB';

export const companyForm = (c: CompanyDetail): CompanyChanges => ({
  companyName: c.companyName,
  companyLogo: c.companyLogo,
  contact: c.contact ?? '',
  phone: c.phone ?? '',
  address: c.address ?? '',
  taxNo: c.taxNo ?? '',
  industry: c.industry ?? '',
});

const WIDTHS: [keyof CompanyChanges, string, number][] = [
  ['companyName', '公司名称', 60],
  ['contact', '联系人', 30],
  ['phone', '联系电话', 30],
  ['address', '地址', 200],
  ['industry', '所属行业', 30],
];

/** The server's rules and wording (Company/Update), field by field. */
export function validateCompany(f: CompanyChanges): Partial<Record<keyof CompanyChanges, string>> {
  const errors: Partial<Record<keyof CompanyChanges, string>> = {};
  for (const [key, label, width] of WIDTHS)
    if (textWidth(f[key].trim()) > width) errors[key] = `${label}不能超过${width}个字符（汉字算2个）`;
  if (isEmpty(f.companyName.trim())) errors.companyName = '公司名称不能为空';
  const taxNo = f.taxNo.trim();
  if (taxNo && !TAX_NO_PATTERN.test(taxNo)) errors.taxNo = '税号应为15到20位数字或大写字母（统一社会信用代码）';
  if (f.companyLogo && !isLogo(f.companyLogo)) errors.companyLogo = LOGO_MESSAGE;
  return errors;
}

/** A chosen image file's refusal, before it is read: its type and size. */
export const logoFileError = (file: { type: string; size: number }) =>
  LOGO_TYPES.includes(file.type) && file.size <= LOGO_MAX_BYTES ? undefined : LOGO_MESSAGE;

/** How long the company may still use the product: the free edition has no end. */
export const expiryText = (endTime: string | null, productType: number) => (endTime ? endTime : productType === 1 ? '永久免费' : '—');
