/** The phone screens' addresses. */
export const PENDING_PATH = '/offline/pending';
export const OFFLINE_SALE_PATH = '/offline/sale';
export const OFFLINE_COUNT_PATH = '/offline/count';
