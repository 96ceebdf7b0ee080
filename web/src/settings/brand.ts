import type { BrandVariants } from '@fluentui/react-components';

const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = parseInt(m ? m[1] : '1890ff', 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: number[], b: number[], t: number) => a.map((c, i) => c + (b[i] - c) * t);

/** A Fluent brand ramp around one primary colour: shade 80 is the colour, darker below, lighter above. */
export function brandRamp(hex: string): BrandVariants {
  const base = parseHex(hex);
  const ramp = {} as Record<(typeof SHADES)[number], string>;
  for (const s of SHADES) {
    const t = (s - 80) / 80;
    ramp[s] = toHex(t < 0 ? mix(base, [6, 10, 20], -t * 0.9) : mix(base, [255, 255, 255], t * 0.95));
  }
  return ramp as BrandVariants;
}
