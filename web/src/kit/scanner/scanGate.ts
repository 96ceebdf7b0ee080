/**
 * A camera sees the code held before it many times a second: a code counts when it comes into view, and again only
 * after it has been out of view for `quietMs` (the phone moved to the next item, or the same item shown anew).
 */
export const QUIET_MS = 800;

/** When each code was last seen. */
export type Sightings = ReadonlyMap<string, number>;

export function admit(seen: Sightings, code: string, now: number, quietMs = QUIET_MS): { count: boolean; seen: Sightings } {
  const last = seen.get(code);
  const next = new Map([...seen].filter(([, at]) => now - at < quietMs));
  next.set(code, now);
  return { count: last === undefined || now - last >= quietMs, seen: next };
}
