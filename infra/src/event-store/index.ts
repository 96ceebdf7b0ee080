export * from './errors';
export * from './postgres-event-store';
export * from './types';
