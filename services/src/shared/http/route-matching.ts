/** The part of a router layer (express 5's `router`) this file uses. */
interface RouteLayer {
  route?: { path?: unknown };
  match(path: string): unknown;
}

const FIXED_PATH = /^[\w./-]+$/;

/**
 * Whether `path` can match a fixed route `key` (trailing slashes removed, lower case) as express matches it: case
 * aside, and with one trailing slash allowed. A pattern matches one character for one, so a path of another length
 * never matches; a character beyond ASCII is left to the pattern to decide.
 */
function mayMatch(path: string, key: string): boolean {
  const n = key.length;
  if (path.length !== n && !(path.length === n + 1 && path.charCodeAt(n) === 47)) return false;
  for (let i = 0; i < n; i++) {
    let c = path.charCodeAt(i);
    if (c > 127) return true;
    if (c >= 65 && c <= 90) c += 32;
    if (c !== key.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * Express tries each of the API's few hundred routes in turn, running its pattern against the path, for every call.
 * A route without parameters now first compares the path's length and letters, and runs its pattern (whose answer
 * the request goes on with) only when they agree.
 */
export function quickRouteMisses(router: { stack: object[] }) {
  for (const layer of router.stack as RouteLayer[]) {
    const path = layer.route?.path;
    if (typeof path !== 'string' || !FIXED_PATH.test(path)) continue;
    const key = path.replace(/\/+$/, '').toLowerCase();
    const match = layer.match.bind(layer);
    layer.match = (p: string) => (mayMatch(p, key) ? match(p) : false);
  }
}
