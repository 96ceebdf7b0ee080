import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { connectLive } from '../../api/live';
import { stockWarningCount, todoCount } from '../../api/shell';
import type { StockWarningCount } from '../../api/types';
import { useSession } from '../../session/useSession';

export type NoticeMode = 'notice' | 'upgrade' | 'warning';
export type WarningKind = 'low' | 'high';

/** What the notice popup shows: a mode, and for stock warnings which list first. */
export interface Popup {
  mode: NoticeMode;
  kind?: WarningKind;
}

interface WarningsValue {
  warnings: StockWarningCount;
  todo: number;
  refresh: () => void;
  /** The open notice popup, or null when closed. */
  popup: Popup | null;
  openPopup: (popup: Popup | null) => void;
}

const EMPTY: StockWarningCount = { count: 0, lowCount: 0, highCount: 0 };
const Ctx = createContext<WarningsValue | null>(null);

/** Stock-warning and to-do counts for the bell and home, refreshed live on the server's 'stockWarning' push. */
export function WarningsProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const [warnings, setWarnings] = useState(EMPTY);
  const [todo, setTodo] = useState(0);
  const [popup, openPopup] = useState<Popup | null>(null);

  const refresh = useCallback(() => {
    stockWarningCount().then((w) => setWarnings({ ...EMPTY, ...w }), () => undefined);
    todoCount().then((t) => setTodo(Number(t?.count) || 0), () => undefined);
  }, []);

  useEffect(() => {
    if (!token) return;
    refresh();
    return connectLive(token, refresh);
  }, [token, refresh]);

  const value = useMemo(() => ({ warnings, todo, refresh, popup, openPopup }), [warnings, todo, refresh, popup]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useWarnings(): WarningsValue {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useWarnings outside WarningsProvider');
  return ctx;
}
