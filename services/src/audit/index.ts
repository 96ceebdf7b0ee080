/** Audit: the 操作日志, every change (who, when, from which address, what, before and after) read from the events. */
export { AuditModule } from './audit.module';
export { auditRecordsProjection } from './audit-records.projection';
export { eventTitle } from './event-catalog';
