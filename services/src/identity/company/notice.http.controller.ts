import { Body, Controller } from '@nestjs/common';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { NoticeQueries } from './notice.queries';

/** Announcements and release notes from the vendor, shared by every company; only published ones (upStatus 1). */
@Controller('api/Notice')
export class NoticeController {
  constructor(private readonly notices: NoticeQueries) {}

  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>) {
    return this.notices.notices(parsePageQuery(body ?? {}));
  }
}

@Controller('api/Upgrade')
export class UpgradeController {
  constructor(private readonly notices: NoticeQueries) {}

  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>) {
    return this.notices.upgrades(parsePageQuery(body ?? {}));
  }
}
