import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

/** Each text's name, hashed once: the texts are the program's own, so there is a fixed number of them. */
const names = new Map<string, string>();

/**
 * A statement of fixed text run on every request or batch, prepared once per connection under a name taken from its
 * text: PostgreSQL plans it once, not on every call (planning was about a sixth of the server's time on a sale). For
 * look-ups by key, whose best plan does not depend on the values; joins over arrays of rows (a stream load, a
 * projection's set-based upserts) ran slower on the one plan PostgreSQL keeps for all values than planned each time.
 */
export function prepared(text: string, values: unknown[]): QueryConfig {
  let name = names.get(text);
  if (!name) names.set(text, (name = createHash('sha1').update(text).digest('base64url')));
  return { name, text, values: values.map(arrayLiteral) };
}

const QUOTED = /[\\"]/;

/**
 * An array of strings, numbers, booleans and nulls as PostgreSQL's array literal, written as the pg driver would but
 * joined once: the driver builds it by concatenating each element and copying each quoted one twice, which was a
 * fifth of what the server allocated per sale (the batched upserts and appends send their columns as arrays). Any
 * other value, or an array holding another kind, is left to the driver.
 */
export function arrayLiteral(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const parts = new Array<string>(value.length);
  for (let i = 0; i < value.length; i++) {
    const v: unknown = value[i];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else if (typeof v === 'string') parts[i] = QUOTED.test(v) ? `"${v.replace(/[\\"]/g, '\\$&')}"` : `"${v}"`;
    else if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') parts[i] = `"${v}"`;
    else return value;
  }
  return `{${parts.join(',')}}`;
}
