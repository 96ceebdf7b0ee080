/** Pure, so that the web app compares versions the same way as the client (web/src/modules/printing/client.ts). */
const parts = (v: string) =>
  v
    .split(/[.+-]/)
    .slice(0, 3)
    .map((p) => Number.parseInt(p, 10) || 0);

/** Whether version `a` comes after `b` (major.minor.patch). */
export function isNewer(a: string, b: string): boolean {
  const [x, y] = [parts(a), parts(b)];
  const i = x.findIndex((n, k) => n !== y[k]);
  return i >= 0 && x[i] > y[i];
}
