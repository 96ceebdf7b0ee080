import { Module } from '@nestjs/common';
import { AuditQueries } from './audit.queries';
import { AuditRecordController, UserAuditController } from './audit.http.controller';

/** The 操作日志: every change read from the events. */
@Module({ controllers: [AuditRecordController, UserAuditController], providers: [AuditQueries] })
export class AuditModule {}
