import type { BrandVariants } from '@fluentui/react-components';

const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = parseInt(m ? m[1] : '1890ff', 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: number[], b: number[], t: number) => a.map((c, i) => c + (b[i] - c) * t);

const DARK = [6, 10, 20];

/** WCAG's contrast of a colour against white. */
export function contrastOnWhite(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/** White text on buttons and links on white must read at 4.5:1 (WCAG AA): a light primary colour is darkened until they do. */
function readable(rgb: number[]): number[] {
  let out = rgb;
  for (let t = 0.02; contrastOnWhite(out) < 4.5 && t <= 1; t += 0.02) out = mix(rgb, DARK, t);
  return out;
}

/**
 * A Fluent brand ramp around one primary colour: shade 80 is the colour (darkened as far as white text on it needs),
 * darker below, lighter above.
 */
export function brandRamp(hex: string): BrandVariants {
  const base = readable(parseHex(hex));
  const ramp = {} as Record<(typeof SHADES)[number], string>;
  for (const s of SHADES) {
    const t = (s - 80) / 80;
    ramp[s] = toHex(t < 0 ? mix(base, DARK, -t * 0.9) : mix(base, [255, 255, 255], t * 0.95));
  }
  return ramp as BrandVariants;
}
