/** Display formatting (seed §3 "Formatting rules"). Pure: no DOM, no storage. */

export { textWidth, truncateByWidth } from '@jxc/services/contracts';

export const DEFAULT_DIGITS = 2;

/** A finite number from a number or numeric string; null for anything else. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

/** Half-up rounding (away from zero) without binary floating-point surprises such as 1.005 → 1.00. */
export function round(value: number, digits = DEFAULT_DIGITS): number {
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${digits}`));
  return sign * Number(`${shifted}e-${digits}`);
}

/** Decimals as given when an integer from 0 to 20, otherwise the default 2. */
export function validDigits(digits: unknown): number {
  return Number.isInteger(digits) && (digits as number) >= 0 && (digits as number) <= 20 ? (digits as number) : DEFAULT_DIGITS;
}

/** The seed's number filter: 1 to 20 decimals, otherwise 2; no separators (rates, fixed numbers). Non-numeric → ''. */
export function numberFilter(value: unknown, digits: unknown = DEFAULT_DIGITS): string {
  const n = toNumber(value);
  if (n === null) return '';
  const d = digits === 0 ? DEFAULT_DIGITS : validDigits(digits);
  return round(n, d).toFixed(d);
}

/** Rounded to `digits` with thousands separators: money and quantities. Non-numeric → ''. */
export function formatAmount(value: unknown, digits: number = DEFAULT_DIGITS): string {
  const n = toNumber(value);
  if (n === null) return '';
  const d = validDigits(digits);
  const [int, frac] = Math.abs(round(n, d)).toFixed(d).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && round(n, d) !== 0 ? '-' : '';
  return sign + grouped + (frac ? `.${frac}` : '');
}

/** The stored set_digit pair: [quantity decimals, money decimals]; '3,2', [3, 2] or missing (→ [2, 2]). */
export function parseDigitPair(raw: unknown): [number, number] {
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[,，]/) : [];
  const pick = (v: unknown) => {
    const n = toNumber(v);
    return n === null ? DEFAULT_DIGITS : validDigits(n);
  };
  return [pick(parts[0]), pick(parts[1])];
}

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  const s = value.trim();
  // A bare date or 'yyyy-MM-dd HH:mm:ss' is local time; ISO strings with a zone keep their zone.
  const local = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  const d = local ? new Date(+local[1], +local[2] - 1, +local[3], +(local[4] ?? 0), +(local[5] ?? 0), +(local[6] ?? 0)) : new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** yyyy-MM-dd, or yyyy-MM-dd HH:mm:ss with `withTime`. Invalid → ''. */
export function formatDate(value: unknown, withTime = false): string {
  const d = toDate(value);
  if (!d) return '';
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return withTime ? `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : day;
}

export const formatDateTime = (value: unknown) => formatDate(value, true);

/**
 * A day typed by hand: 2026-11-23, 2026/11/23, 2026.11.23, 20261123 or 2026年11月23日; null for anything else,
 * including days that do not exist (2026-02-30).
 */
export function parseDay(text: string): Date | null {
  const t = text.trim();
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(t) ?? /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(t);
  if (!m) return null;
  const d = new Date(+m[1], +m[2] - 1, +m[3]);
  return d.getMonth() === +m[2] - 1 && d.getDate() === +m[3] ? d : null;
}

/** 1 → 男, anything else → 女. */
export const formatSex = (value: unknown) => (String(value) === '1' ? '男' : '女');

export interface UnitRatio {
  unitName: string;
  /** How many base units one of this unit holds. */
  ratio: number;
  isMain?: boolean | number;
}

/**
 * A quantity in the main unit spelled out in units from largest to smallest, keeping the sign:
 * 25 with 箱 = 12 个 → '2箱1个'; -25 → '-2箱1个'. Non-numeric → ''.
 */
export function convertUnits(qty: unknown, units: readonly UnitRatio[]): string {
  const n = toNumber(qty);
  if (n === null || units.length === 0) return '';
  const main = units.find((u) => Number(u.isMain) === 1 || u.isMain === true) ?? units[0];
  const sorted = [...units].filter((u) => u.ratio > 0).sort((a, b) => b.ratio - a.ratio);
  const smallest = sorted[sorted.length - 1];
  let rest = round(Math.abs(n) * main.ratio, 6);
  let out = '';
  for (const u of sorted) {
    const count = u === smallest ? round(rest / u.ratio, 6) : Math.floor(round(rest / u.ratio, 6));
    if (count === 0) continue;
    out += `${count}${u.unitName}`;
    rest = round(rest - count * u.ratio, 6);
  }
  if (!out) return `0${smallest.unitName}`;
  return (n < 0 ? '-' : '') + out;
}

/** Greeting by hour (seed §9): before 9 早上, to 11 上午, to 13 中午, before 20 下午, otherwise 晚上. */
export function greeting(hour: number): string {
  if (hour < 9) return '早上好';
  if (hour < 11) return '上午好';
  if (hour < 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}
