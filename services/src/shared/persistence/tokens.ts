export const PG_POOL = Symbol('PG_POOL');
export const APP_CONFIG = Symbol('APP_CONFIG');
export const LOGGER = Symbol('LOGGER');
