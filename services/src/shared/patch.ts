import type { Field } from './validation/schema';
import { validate } from './validation/schema';

/**
 * Partial updates, the same way for every `…/Update`: the caller sends the id field plus the fields to change.
 *
 * - a field not sent (absent, or undefined) keeps its current value;
 * - a field sent with a value is held to the same rules as on create and changes the record;
 * - a field sent empty (null, '' or blank text) is cleared: it then holds what create stores when the field is left
 *   out (the aggregate's `empty` value: '' for a remark, false for a flag, null otherwise); a field that create
 *   requires cannot be cleared and is refused with `…不能为空` (HTTP 400, VALIDATION).
 *
 * `readPatch` reads the body at the edge; `changedFields` merges the patch over the current state in the aggregate
 * and keeps only what really changes, so the event records the changes alone and an Update that changes nothing
 * appends nothing.
 */

/** Given fields with their new value, or null to clear them; fields not given are absent. */
export type Patch<T> = { -readonly [K in keyof T]?: T[K] | null };

type Out<F> = F extends Field<infer T> ? T : never;

/** The fields `body` sends, each read with its create rule from `shape` (required ones may not be cleared). */
export function readPatch<S extends Record<string, Field<unknown>>>(shape: S, body: unknown): Patch<{ [K in keyof S]: Out<S[K]> }> {
  validate({}, body); // the body itself must be an object
  const sent = (body ?? {}) as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (!Object.hasOwn(sent, key) || sent[key] === undefined) continue;
    const value = field.parse(sent[key], '');
    patch[key] = value === undefined ? null : value;
  }
  return patch as Patch<{ [K in keyof S]: Out<S[K]> }>;
}

/**
 * What `patch` changes on `current`: fields not given are skipped, cleared ones (null) take `empty[field]` (null
 * when it has none), and fields that would keep their value are dropped. An empty result means nothing changes.
 */
export function changedFields<T extends object>(current: T, patch: Patch<T>, empty: Partial<T> = {}): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) {
    const given = patch[key];
    if (given === undefined) continue;
    const next = (given === null ? (Object.hasOwn(empty, key) ? empty[key] : null) : given) as T[keyof T];
    if (!sameValue(current[key], next)) changed[key] = next;
  }
  return changed;
}

/** Equal as stored: undefined and null alike, objects compared whatever their key order (jsonb reorders keys). */
export const sameValue = (a: unknown, b: unknown) => canonical(a ?? null) === canonical(b ?? null);

const canonical = (v: unknown) =>
  JSON.stringify(v, (_key, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.keys(x)
            .sort()
            .map((k) => [k, (x as Record<string, unknown>)[k]]),
        )
      : x,
  );
