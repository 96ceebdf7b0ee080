import { useState } from 'react';
import { createStorage, memoryBackend } from '../session/storage';
import type { Column } from './columns';

/** Which columns the user ticked (true) or unticked (false); a column not in it follows its `hidden`. */
export type ColumnChoice = Record<string, boolean>;

// The UI prefix: logging out clears the session's keys but keeps these.
const store = createStorage(typeof localStorage === 'undefined' ? memoryBackend() : localStorage, 'jxc_ui__');

/** The first column (the row's name) and those marked required cannot be hidden. */
export const isRequired = <T>(columns: readonly Column<T>[], c: Column<T>) => c === columns[0] || !!c.required;

export const isShown = <T>(columns: readonly Column<T>[], c: Column<T>, choice: ColumnChoice) =>
  isRequired(columns, c) || (choice[c.key] ?? !c.hidden);

/** The choice after the chooser's ticks: every column of the screen, ticked or not. */
export const choiceOf = <T>(columns: readonly Column<T>[], ticked: readonly string[]): ColumnChoice =>
  Object.fromEntries(columns.map((c) => [c.key, ticked.includes(c.key)]));

/** The columns a screen shows, chosen by the user and kept per screen in localStorage. */
export function useColumnChoice<T>(screen: string, columns: readonly Column<T>[]) {
  const key = `columns.${screen}`;
  const [choice, setChoice] = useState<ColumnChoice>(() => store.get(key, {}));
  const save = (next: ColumnChoice) => {
    setChoice(next);
    if (Object.keys(next).length) store.set(key, next);
    else store.remove(key);
  };
  return {
    visible: columns.filter((c) => isShown(columns, c, choice)),
    /** Ticks the given keys and unticks the rest. */
    choose: (ticked: readonly string[]) => save(choiceOf(columns, ticked)),
    reset: () => save({}),
  };
}
