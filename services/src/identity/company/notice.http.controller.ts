import { Body, Controller } from '@nestjs/common';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { text, validate } from '../../shared/validation/schema';
import { NoticeQueries } from './notice.queries';

/** The operators' announcements (系统公告) and messages (消息通知) to every company, as published. */
@Controller('api')
export class NoticeController {
  constructor(private readonly notices: NoticeQueries) {}

  @Action('Notice/PageQuery')
  page(@Body() body: Record<string, unknown>) {
    return this.notices.notices(parsePageQuery(body ?? {}));
  }

  @Action('Notify/PageQuery')
  notifies(@Body() body: Record<string, unknown>) {
    return this.notices.notifies(parsePageQuery(body ?? {}));
  }
}

/** The release notes of the web app (版本更新) and the phone app's releases, as published; the newest first. */
@Controller('api')
export class UpgradeController {
  constructor(private readonly notices: NoticeQueries) {}

  @Action('Upgrade/PageQuery')
  page(@Body() body: Record<string, unknown>) {
    return this.notices.upgrades(parsePageQuery(body ?? {}));
  }

  @Action('MobileUpgrade/PageQuery')
  mobile(@Body() body: Record<string, unknown>) {
    return this.notices.mobileUpgrades(parsePageQuery(body ?? {}));
  }

  /** The phone app asks with its own version whether to update (mustUpgrade: it may not go on before it does). */
  @Action('MobileUpgrade/Check')
  check(@Body() body: unknown) {
    const { version } = validate(
      {
        version: text('版本号')
          .required()
          .maxWidth(20)
          .check((v) => /^\d{1,4}(\.\d{1,4}){0,3}$/.test(v), '格式不正确，应如 2.3.1'),
      },
      body,
    );
    return this.notices.mobileCheck(version);
  }
}
