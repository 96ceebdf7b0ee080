import { code128, drawingSVG, ean13 } from 'bwip-js/browser';
import type { BarcodeType } from '@jxc/services/contracts';

/** Thirteen digits whose last is the EAN-13 check digit of the first twelve. */
export function isEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const sum = [...code.slice(0, 12)].reduce((t, d, i) => t + Number(d) * (i % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(code[12]);
}

/** The symbology a code prints in: EAN-13 for a valid EAN-13 (unless Code 128 is asked for), else Code 128; none for text Code 128 cannot carry. */
export function symbologyOf(code: string, wanted: BarcodeType): 'ean13' | 'code128' | null {
  if (wanted !== 'code128' && isEan13(code)) return 'ean13';
  return code && /^[\x20-\x7e]+$/.test(code) ? 'code128' : null;
}

/** The barcode as SVG markup (bwip-js), with the code printed under the bars; null when it cannot be drawn. */
export function barcodeSvg(code: string, wanted: BarcodeType): string | null {
  const bcid = symbologyOf(code, wanted);
  if (!bcid) return null;
  const opts = { bcid, text: code, includetext: true, textxalign: 'center' as const, scale: 2, height: 8 };
  try {
    return bcid === 'ean13' ? ean13(opts, drawingSVG()) : code128(opts, drawingSVG());
  } catch {
    return null;
  }
}
