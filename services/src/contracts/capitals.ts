const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿', '万亿'];

/** One group of four digits (0 < n < 10000) with 拾佰仟, inner zeros as one 零 and none at the end. */
function group(n: number): string {
  let out = '';
  let zero = false;
  for (let place = 3; place >= 0; place--) {
    const d = Math.floor(n / 10 ** place) % 10;
    if (d === 0) {
      zero = out !== '';
      continue;
    }
    out += (zero ? '零' : '') + DIGITS[d] + PLACES[place];
    zero = false;
  }
  return out;
}

/** Whole yuan in capitals: groups of four with 万 and 亿, a 零 where a group or its head is missing. */
function yuan(n: number): string {
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10000)) groups.push(rest % 10000);
  let out = '';
  let gap = false;
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i];
    if (g === 0) {
      gap = out !== '';
      continue;
    }
    out += (out && (gap || g < 1000) ? '零' : '') + group(g) + SECTIONS[i];
    gap = false;
  }
  return out;
}

/**
 * An amount in Chinese capitals as written on bills and cheques (大写金额): 1234.5 → 壹仟贰佰叁拾肆元伍角整,
 * 1.05 → 壹元零伍分, 0 → 零元整, a negative amount led by 负. Rounded half up to the fen.
 */
export function amountInCapitals(value: number | string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return '';
  const cents = Math.round(Number(`${Math.abs(n)}e2`));
  if (cents === 0) return '零元整';
  const whole = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  let out = whole ? `${yuan(whole)}元` : '';
  if (jiao) out += `${DIGITS[jiao]}角`;
  if (fen) out += `${whole && !jiao ? '零' : ''}${DIGITS[fen]}分`;
  else out += '整';
  return (n < 0 ? '负' : '') + out;
}
