import { MAX_DECIMAL_PLACES } from './validation';

/** Decimal strings as whole numbers of their smallest stored unit (10⁻⁶), for exact arithmetic without a library. */
const UNIT = 10n ** BigInt(MAX_DECIMAL_PLACES);

function units(s: string): bigint {
  const [whole, fraction = ''] = s.replace(/^-/, '').split('.');
  const n = BigInt(whole + fraction.padEnd(MAX_DECIMAL_PLACES, '0').slice(0, MAX_DECIMAL_PLACES));
  return s.startsWith('-') ? -n : n;
}

function decimalText(n: bigint): string {
  const digits = (n < 0n ? -n : n).toString().padStart(MAX_DECIMAL_PLACES + 1, '0');
  const text = `${digits.slice(0, -MAX_DECIMAL_PLACES)}.${digits.slice(-MAX_DECIMAL_PLACES)}`.replace(/\.?0+$/, '');
  return n < 0n ? `-${text}` : text;
}

/** a ÷ b rounded half up, for a ≥ 0 and b > 0. */
const divideRounded = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/**
 * How an assembly shares its cost (the parts' cost plus the fee) among the products it makes, and a disassembly among
 * the parts it gives: by main-unit quantity × purchase price, or by quantity when no line has a purchase price. Each
 * share is rounded half up to `places` decimals (the company's money decimals), but never to more than what is left
 * (rounded down); the last line takes what is left, so the shares add up to the total exactly. Decimal strings of at most six places
 * in and out; quantities are positive and prices not negative.
 */
export function shareCost(total: string, lines: readonly { qty: string; price: string }[], places: number): string[] {
  const sum = units(total);
  if (sum < 0n) return shareCost(decimalText(-sum), lines, places).map((s) => decimalText(-units(s)));
  const priced = lines.map((l) => units(l.qty) * units(l.price));
  const weights = priced.some((w) => w > 0n) ? priced : lines.map((l) => units(l.qty) * UNIT);
  const whole = weights.reduce((a, b) => a + b, 0n);
  const step = 10n ** BigInt(MAX_DECIMAL_PLACES - Math.min(Math.max(places, 0), MAX_DECIMAL_PLACES));
  let left = sum;
  return weights.map((w, i) => {
    const rounded = divideRounded(sum * w, whole * step) * step;
    const room = (left / step) * step;
    const share = i === weights.length - 1 ? left : rounded > room ? room : rounded;
    left -= share;
    return decimalText(share);
  });
}
