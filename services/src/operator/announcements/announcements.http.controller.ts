import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { int, text, validate } from '../../shared/validation/schema';
import type { CurrentOperatorInfo } from '../operator-sessions.queries';
import { CurrentOperator, OperatorRoute, operatorActor } from '../operator.guard';
import { ANNOUNCEMENT_KINDS, AnnouncementText } from './announcement';
import { AnnouncementAction, AnnouncementCommand } from './announcements.commands';
import { AnnouncementQueries } from './announcements.queries';

const announcementId = text('公告').required().maxWidth(60);
const textFields = {
  title: text('标题').maxWidth(100),
  content: text('内容').maxWidth(4000),
  version: text('版本号').maxWidth(20),
  downloadUrl: text('下载地址')
    .maxWidth(300)
    .check((v) => /^https?:\/\/\S+$/.test(v), '必须是 http:// 或 https:// 开头的网址'),
  upStatus: int('提醒方式').oneOf([0, 1]),
};
/** A moment with its zone (what the console's picker sends): 2026-12-01T09:00:00+08:00 or …Z. */
const moment = text('发布时间')
  .maxWidth(40)
  .check(
    (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
    '格式不正确',
  );

const asText = (t: { [K in keyof typeof textFields]?: unknown }): AnnouncementText => ({
  title: (t.title as string) ?? '',
  content: (t.content as string) ?? '',
  version: (t.version as string) ?? '',
  downloadUrl: (t.downloadUrl as string) ?? '',
  upStatus: t.upStatus === 1 ? 1 : 0,
});

/**
 * 公告与版本 of the console: the operators write 系统公告, 版本更新, 手机版更新 and 消息通知 for every company, edit them
 * until they show, publish them now or at a time, and withdraw them. Operators only.
 */
@OperatorRoute()
@Controller('api/Console')
export class AnnouncementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AnnouncementQueries,
  ) {}

  @Action('NoticePageQuery')
  page(@Body() body: Record<string, unknown>) {
    const f = validate(
      {
        kind: text('类型').oneOf(ANNOUNCEMENT_KINDS),
        status: text('状态').oneOf(['draft', 'scheduled', 'published', 'withdrawn']),
        keyword: text('关键字').maxWidth(60),
      },
      body,
    );
    return this.queries.page(f, parsePageQuery(body ?? {}));
  }

  @Action('NoticeDetail')
  detail(@Body() body: unknown) {
    return this.queries.detail(validate({ announcementId }, body).announcementId);
  }

  @Action('NoticeSave')
  save(@Body() body: unknown, @CurrentOperator() op: CurrentOperatorInfo) {
    const { kind, ...t } = validate({ kind: text('类型').required().oneOf(ANNOUNCEMENT_KINDS), ...textFields }, body);
    return this.run(op, { how: 'write', kind: kind as (typeof ANNOUNCEMENT_KINDS)[number], text: asText(t) });
  }

  @Action('NoticeUpdate')
  update(@Body() body: unknown, @CurrentOperator() op: CurrentOperatorInfo) {
    const { announcementId: id, ...t } = validate({ announcementId, ...textFields }, body);
    return this.run(op, { how: 'edit', announcementId: id, text: asText(t) });
  }

  /** Now, or at `publishAt` (scheduled: companies see it from then on). */
  @Action('NoticePublish')
  publish(@Body() body: unknown, @CurrentOperator() op: CurrentOperatorInfo) {
    const { announcementId: id, publishAt } = validate({ announcementId, publishAt: moment }, body);
    return this.run(op, { how: 'publish', announcementId: id, publishAt: publishAt && new Date(publishAt).toISOString() });
  }

  @Action('NoticeWithdraw')
  withdraw(@Body() body: unknown, @CurrentOperator() op: CurrentOperatorInfo) {
    return this.run(op, { how: 'withdraw', announcementId: validate({ announcementId }, body).announcementId });
  }

  private async run(op: CurrentOperatorInfo, action: AnnouncementAction) {
    const id: string = await this.commands.execute(new AnnouncementCommand(operatorActor(op), action));
    return this.queries.detail(id);
  }
}
