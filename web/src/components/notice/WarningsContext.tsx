import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { canDo, ORDERING_EDITIONS, type TodoItem } from '@jxc/services/contracts';
import { connectLive, type StoreOrderPush } from '../../api/live';
import { newStoreOrderCount, stockWarningCount, todoCount } from '../../api/shell';
import { notify } from '../../notify/bus';
import type { StockWarningCount } from '@jxc/services/contracts';
import { useSession } from '../../session/useSession';
import { useAnnouncements } from './announcements';

export type NoticeMode = 'notice' | 'upgrade' | 'warning';
export type WarningKind = 'low' | 'high';

/** What the notice popup shows: a mode, and for stock warnings which list first. */
export interface Popup {
  mode: NoticeMode;
  kind?: WarningKind;
}

interface WarningsValue {
  warnings: StockWarningCount;
  /** Documents waiting (待办事项), in all and by kind. */
  todo: Todo;
  /** 商城订单 waiting to be taken (待接单). */
  newOrders: number;
  /** Goes up by one on every new order pushed: what shows orders reloads on it. */
  orderPushes: number;
  refresh: () => void;
  /** Notices and messages published since the user last opened 系统公告. */
  unread: number;
  /** The open notice popup, or null when closed. */
  popup: Popup | null;
  openPopup: (popup: Popup | null) => void;
}

export interface Todo {
  count: number;
  items: TodoItem[];
}

const EMPTY: StockWarningCount = { count: 0, lowCount: 0, highCount: 0 };
const NOTHING_TO_DO: Todo = { count: 0, items: [] };
const Ctx = createContext<WarningsValue | null>(null);

/** Stock-warning, to-do and new-order counts for the bell and home, refreshed live on the server's 'stockWarning' and 'storeOrder' pushes. */
export function WarningsProvider({ children }: { children: ReactNode }) {
  const { token, product_Type, userPermission, isAdmin, current_user_id } = useSession();
  // Only where the edition has the store and the role may see its orders (商城订单, 1103).
  const seesOrders = ORDERING_EDITIONS.includes(product_Type) && canDo(userPermission, '1103', 'query', isAdmin === 1);
  const [warnings, setWarnings] = useState(EMPTY);
  const [todo, setTodo] = useState(NOTHING_TO_DO);
  const [newOrders, setNewOrders] = useState(0);
  const [orderPushes, setOrderPushes] = useState(0);
  const [popup, setPopup] = useState<Popup | null>(null);
  const { unread, look } = useAnnouncements(token, current_user_id, (mode) => setPopup({ mode }));
  const openPopup = useCallback(
    (p: Popup | null) => {
      if (p && p.mode !== 'warning') look(p.mode);
      setPopup(p);
    },
    [look],
  );

  const refresh = useCallback(() => {
    stockWarningCount().then(
      (w) => setWarnings({ ...EMPTY, ...w }),
      () => undefined,
    );
    todoCount().then(
      (t) => setTodo({ count: Number(t?.count) || 0, items: t?.items ?? [] }),
      () => undefined,
    );
    if (seesOrders) newStoreOrderCount().then(setNewOrders, () => undefined);
  }, [seesOrders]);

  const orderPlaced = useCallback((o: StoreOrderPush) => {
    notify({ intent: 'info', title: '新商城订单', body: `${o.orderNo} ${o.buyerName} ¥${o.totalAmount.toFixed(2)}` });
    newStoreOrderCount().then(setNewOrders, () => undefined);
    setOrderPushes((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!token) return;
    refresh();
    return connectLive(token, refresh, seesOrders ? orderPlaced : undefined);
  }, [token, refresh, seesOrders, orderPlaced]);

  const value = useMemo(
    () => ({ warnings, todo, newOrders, orderPushes, refresh, unread, popup, openPopup }),
    [warnings, todo, newOrders, orderPushes, refresh, unread, popup, openPopup],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useWarnings(): WarningsValue {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useWarnings outside WarningsProvider');
  return ctx;
}
