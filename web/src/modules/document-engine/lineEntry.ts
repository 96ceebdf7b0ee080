import type { Sku } from './api';

/**
 * The line-entry box under the line grid: type a name, code or barcode and press Enter. One match (or one exact
 * code or barcode) is taken at once; several open a list walked with ↑ ↓ and taken with Enter; Esc closes it.
 */
export interface EntryState {
  text: string;
  /** The keyword being looked up; results for any other keyword are stale. */
  pending: string | null;
  matches: Sku[];
  active: number;
  open: boolean;
  notFound: boolean;
}

export type EntryEffect = { search: string } | { pick: Sku } | null;

export interface EntryStep {
  state: EntryState;
  effect: EntryEffect;
}

export const ENTRY_IDLE: EntryState = { text: '', pending: null, matches: [], active: 0, open: false, notFound: false };

const done = (state: EntryState, effect: EntryEffect = null): EntryStep => ({ state, effect });

/** Typing closes the list and forgets any look-up under way. */
export const entryTyped = (text: string): EntryState => ({ ...ENTRY_IDLE, text });

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
      if (s.open) return done(ENTRY_IDLE, { pick: s.matches[s.active] });
      const keyword = s.text.trim();
      return keyword ? done({ ...s, pending: keyword, notFound: false }, { search: keyword }) : done(s);
    }
    default:
      return done(s);
  }
}

const same = (a: string | null, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

/** The look-up's answer for `keyword`: take the one match or the one exact code/barcode, else list them. */
export function entryResults(s: EntryState, keyword: string, matches: Sku[]): EntryStep {
  if (s.pending !== keyword) return done(s);
  const exact = matches.filter((m) => same(m.barCode, keyword) || same(m.productCode, keyword));
  if (matches.length === 1 || exact.length === 1) return done(ENTRY_IDLE, { pick: matches.length === 1 ? matches[0] : exact[0] });
  if (matches.length === 0) return done({ ...s, pending: null, notFound: true });
  return done({ ...s, pending: null, matches, active: 0, open: true });
}

/** A click on a listed match. */
export const entryChoose = (s: EntryState, index: number): EntryStep => (s.matches[index] ? done(ENTRY_IDLE, { pick: s.matches[index] }) : done(s));
