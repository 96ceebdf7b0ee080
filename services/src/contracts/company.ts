/** 公司信息: the logo (a data URL the shell and prints show as is) and the industries offered. */

export const LOGO_MAX_BYTES = 200 * 1024;
const LOGO_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/;
/** A data URL's length for LOGO_MAX_BYTES, with room for its header. */
export const LOGO_MAX_CHARS = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 40;

/** An image as a data URL of at most LOGO_MAX_BYTES, or the address of one. */
export function isLogo(v: string): boolean {
  const m = LOGO_DATA_URL.exec(v);
  if (m) return Math.floor((m[2].length * 3) / 4) - (m[2].match(/=/g)?.length ?? 0) <= LOGO_MAX_BYTES;
  return /^https?:\/\/\S{1,490}$/.test(v);
}

/** 税号: the 统一社会信用代码 (18) or an older tax number (15 to 20 digits and capitals). */
export const TAX_NO_PATTERN = /^[0-9A-Z]{15,20}$/;

export const INDUSTRIES = [
  '批发零售',
  '服装鞋帽',
  '食品饮料',
  '五金建材',
  '电子数码',
  '日化百货',
  '医药保健',
  '母婴用品',
  '家居家纺',
  '汽配机电',
  '餐饮',
  '其他',
];

/** 系统重置 asks the administrator to type this, besides their password. */
export const RESET_CONFIRM = '确认重置';
