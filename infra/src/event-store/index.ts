export * from './errors';
export * from './event-store';
export * from './postgres-event-store';
export * from './types';
export * from './eventstoredb/eventstoredb-event-store';
