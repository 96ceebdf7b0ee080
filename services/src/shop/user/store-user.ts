import { eventNames } from '../../shared/es/event-names';

/** A storefront buyer (小程序用户) is known by the phone number they order with; the staff may link them to a 客户. */
export const STORE_USER_EVENTS = eventNames('StoreUser', ['Linked'] as const);

export const STORE_USER_TITLES: Record<string, string> = { [STORE_USER_EVENTS.Linked]: '关联客户' };

export const storeUserStream = (companyId: string, phone: string) => `StoreUser-${companyId}-${phone}`;
