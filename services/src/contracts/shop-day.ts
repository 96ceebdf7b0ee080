/**
 * The shops keep China Standard Time (UTC+8, no daylight saving): a bill dated "today", a report's day and a store's
 * opening hours are read on that clock, whatever the server's own time zone.
 */
const OFFSET_MS = 8 * 3600_000;

/** The shop's calendar day at `at`, as YYYY-MM-DD. */
export const shopDay = (at = new Date()) => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The shop's wall-clock time at `at`, as HH:MM. */
export const shopTime = (at = new Date()) => new Date(at.getTime() + OFFSET_MS).toISOString().slice(11, 16);

/** SQL for the instant a shop day (a YYYY-MM-DD parameter such as `$1`) begins. */
export const shopDayStartSql = (param: string) => `(${param}::text || 'T00:00:00+08:00')::timestamptz`;
