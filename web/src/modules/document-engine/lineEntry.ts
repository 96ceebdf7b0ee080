import type { Sku } from './api';

/**
 * The line-entry box under the line grid: type a name, code or barcode and press Enter. One match (or one exact
 * code or barcode) is taken at once; several open a list walked with ↑ ↓ and taken with Enter; Esc closes it.
 *
 * A barcode scanner types a code and Enter, and the next code right after: Enter empties the box for it at once, and
 * every keyword sent is looked up and taken in turn, whatever is typed meanwhile. A SKU found by its exact barcode is
 * a scan (the box keeps the focus for the next one). An answer never changes what is being typed: a keyword that
 * found nothing, or several, comes back into the box only while it is still empty and nothing else is pending.
 */
export interface EntryState {
  text: string;
  /** Keywords sent with Enter and not answered yet, oldest first; answers are taken in this order. */
  pending: string[];
  matches: Sku[];
  active: number;
  open: boolean;
  /** The last keyword that found nothing. */
  notFound: string | null;
}

export type EntryEffect = { search: string } | { pick: Sku; scanned: boolean } | null;

export interface EntryStep {
  state: EntryState;
  effect: EntryEffect;
}

export const ENTRY_IDLE: EntryState = { text: '', pending: [], matches: [], active: 0, open: false, notFound: null };

const done = (state: EntryState, effect: EntryEffect = null): EntryStep => ({ state, effect });

/** Typing closes the list; the keywords already sent are still taken. */
export const entryTyped = (s: EntryState, text: string): EntryState => ({ ...s, text, matches: [], active: 0, open: false });

export function entryKey(s: EntryState, key: string): EntryStep {
  const n = s.matches.length;
  switch (key) {
    case 'ArrowDown':
      return s.open ? done({ ...s, active: (s.active + 1) % n }) : done(s);
    case 'ArrowUp':
      return s.open ? done({ ...s, active: (s.active - 1 + n) % n }) : done(s);
    case 'Escape':
      return done({ ...s, open: false });
    case 'Enter': {
      if (s.open) return entryChoose(s, s.active);
      const keyword = s.text.trim();
      return keyword ? entrySent({ ...s, text: '' }, keyword) : done(s);
    }
    default:
      return done(s);
  }
}

/** A code sent from beside the box (the camera's): looked up and taken in turn as one typed and Entered, whatever is being typed. */
export const entrySent = (s: EntryState, code: string): EntryStep =>
  done({ ...s, pending: [...s.pending, code], notFound: null }, { search: code });

const same = (a: string | null, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

/**
 * The look-up's answer for `keyword`, the oldest one pending: the SKU with that exact barcode (a scan), the one
 * match, or the one exact code or barcode is taken; several are listed. Unless something was typed or sent since,
 * the keyword comes back into the box (to correct it, or to pick from the list).
 */
export function entryResults(s: EntryState, keyword: string, matches: Sku[]): EntryStep {
  if (s.pending[0] !== keyword) return done(s);
  const pending = s.pending.slice(1);
  const byBarcode = matches.filter((m) => same(m.barCode, keyword));
  const exact = matches.filter((m) => same(m.barCode, keyword) || same(m.productCode, keyword));
  const pick = byBarcode.length === 1 ? byBarcode[0] : matches.length === 1 ? matches[0] : exact.length === 1 ? exact[0] : undefined;
  if (pick) return done({ ...s, pending }, { pick, scanned: same(pick.barCode, keyword) });
  const idle = !s.text && !pending.length;
  if (matches.length === 0) return done({ ...s, pending, notFound: keyword, ...(idle && { text: keyword }) });
  return done(idle ? { ...s, pending, text: keyword, matches, active: 0, open: true } : { ...s, pending });
}

/** A click on a listed match (or Enter on it): the box clears. */
export const entryChoose = (s: EntryState, index: number): EntryStep =>
  s.matches[index] ? done({ ...s, text: '', matches: [], active: 0, open: false }, { pick: s.matches[index], scanned: false }) : done(s);
