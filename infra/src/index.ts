export * from './config';
export * from './database/connect';
export * from './database/embedded';
export * from './database/migrate';
export * from './database/prepared';
export * from './event-store';
