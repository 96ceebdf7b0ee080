import { createContext, useState } from 'react';
import { DocumentDetail, type DocKind } from '../document-engine';
import { PrintButton } from '../printing';

/** Shows the document again as it now is (what it received or paid back) once money moved through a provider: the detail screen provides it. */
export const MoneyRefresh = createContext<() => void>(() => undefined);

/** A sale's or a return's detail screen, loaded again when 扫码收款 or 原路退款 moved money on it. */
export function MoneyDetail({ kind }: { kind: DocKind }) {
  const [moves, setMoves] = useState(0);
  return (
    <MoneyRefresh.Provider value={() => setMoves((n) => n + 1)}>
      <DocumentDetail key={moves} kind={kind} print={PrintButton} />
    </MoneyRefresh.Provider>
  );
}
