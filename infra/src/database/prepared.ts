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
  return { name, text, values };
}
