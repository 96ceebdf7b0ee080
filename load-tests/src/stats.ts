export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function summary(values: number[]): { p50: number; p95: number; p99: number; max: number } {
  const s = [...values].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s[s.length - 1] ?? NaN };
}

export const ms = (v: number) => `${v.toFixed(1)} ms`;

/** Seconds since `t0` (a performance.now()), for build steps. */
export const since = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** A compact table: the first row is the header, columns padded to their widest cell (numbers right-aligned). */
export function table(rows: (string | number)[][]): string {
  const cells = rows.map((r) => r.map(String));
  const widths = cells[0].map((_, i) => Math.max(...cells.map((r) => width(r[i] ?? ''))));
  const numeric = cells[0].map((_, i) => cells.slice(1).every((r) => /^[-\d.,]+( ms| s|×)?$|^$/.test(r[i] ?? '')));
  const pad = (c: string, i: number) => (numeric[i] ? ' '.repeat(widths[i] - width(c)) + c : c + ' '.repeat(widths[i] - width(c)));
  const line = (r: string[]) => '  ' + r.map(pad).join('  ').trimEnd();
  return [line(cells[0]), '  ' + widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** Display width: CJK characters take two columns. */
const width = (s: string) =>
  [...s].reduce(
    (n, ch) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1),
    0,
  );

/**
 * Calls `request` sequentially from each of `clients` clients until `count` calls were made or `budgetMs` has passed
 * (at least `min` calls), after `warmUp` untimed calls; the latencies in ms.
 */
export async function timeCalls(
  request: (i: number) => Promise<unknown>,
  opts: { count: number; clients?: number; warmUp?: number; budgetMs?: number; min?: number },
): Promise<number[]> {
  const { count, clients = 1, warmUp = 3, budgetMs = Infinity, min = 5 } = opts;
  for (let i = 0; i < warmUp; i++) await request(-1 - i);
  const latencies: number[] = [];
  const until = performance.now() + budgetMs;
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count && (next < min || performance.now() < until)) {
        const i = next++;
        const t0 = performance.now();
        await request(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies;
}
