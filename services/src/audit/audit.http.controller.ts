import { Body, Controller } from '@nestjs/common';
import { AUDIT_CATEGORIES, AUDIT_MENU_ID } from '../contracts';
import { CurrentSession, Permission, Session } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery } from '../shared/page-query';
import { bool, text, validate } from '../shared/validation/schema';
import { AuditQueries } from './audit.queries';

const FILTER = {
  startDate: text('开始日期').date(),
  endDate: text('结束日期').date(),
  userId: text('操作人'),
  keyword: text('关键字').maxWidth(60),
};

/** AuditRecord/PageQuery (操作日志): every change, newest first, by date, user, record, 操作类型 or event. */
@Controller('api/AuditRecord')
export class AuditRecordController {
  constructor(private readonly queries: AuditQueries) {}

  @Permission(AUDIT_MENU_ID, 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const f = validate(
      {
        ...FILTER,
        category: text('操作类型').oneOf(Object.keys(AUDIT_CATEGORIES)),
        action: text('操作').maxWidth(100),
        streamId: text('对象').maxWidth(200),
        related: bool('显示关联变动'),
      },
      body,
    );
    return this.queries.page(s.companyId, parsePageQuery(body ?? {}), f);
  }
}

/** UserAudit/PageQuery: the staff's sign-ins and sign-outs (登录日志), with the address each came from. */
@Controller('api/UserAudit')
export class UserAuditController {
  constructor(private readonly queries: AuditQueries) {}

  @Permission(AUDIT_MENU_ID, 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const f = validate({ ...FILTER, category: text('操作类型').oneOf(['login', 'logout']) }, body);
    const q = parsePageQuery(body ?? {});
    return this.queries.page(s.companyId, q, { ...f, streamType: 'UserSession' });
  }
}
