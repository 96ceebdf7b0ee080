import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { array, decimal, text, validate } from '../../shared/validation/schema';
import { MARKETING_EVENT_TITLES } from '../event-titles';
import { VisitPlace, visitStream } from './custom-visit';
import { CustomVisitAction, CustomVisitCommand } from './custom-visit.commands';
import { CUSTOM_VISIT_SORTABLE, CustomVisitQueries } from './custom-visit.queries';
import { shopDay } from '../../contracts';

const MENU = '2501';
const visitId = text('客户拜访').required().maxWidth(60);
const change = {
  visitDate: text('拜访日期').date(),
  tagIds: array('拜访标签', text('拜访标签').required().maxWidth(60)).maxItems(20),
  remark: text('拜访记录').maxWidth(500),
};
const placeFields = {
  longitude: decimal('经度').min(-180).max(180).places(8),
  latitude: decimal('纬度').min(-90).max(90).places(8),
  address: text('地址').maxWidth(200),
};

/**
 * 客户拜访 (the seed's CustomVisit): a staff member records a visit to a customer, signs in and out there (the browser's
 * position where allowed, else the address typed), tags it and writes what happened; photos are its attachments.
 */
@Controller('api/CustomVisit')
export class CustomVisitController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: CustomVisitQueries,
    private readonly es: EventSourcing,
  ) {}

  @Permission(MENU, 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {}, CUSTOM_VISIT_SORTABLE);
    const f = validate(
      {
        keyword: text('关键字').maxWidth(60),
        customId: text('客户').maxWidth(60),
        visitorId: text('拜访人').maxWidth(60),
        tagId: text('拜访标签').maxWidth(60),
        status: text('状态').oneOf(['planned', 'visiting', 'done']),
        startDate: text('开始日期').date(),
        endDate: text('结束日期').date(),
      },
      body,
    );
    return this.queries.page(s, f, q);
  }

  @Permission(MENU, 'get')
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const { visitId: id } = validate({ visitId }, body);
    const visit = await this.queries.detail(s, id);
    return { ...visit, history: await this.es.history(visitStream(id), s.companyId, MARKETING_EVENT_TITLES) };
  }

  @Permission(MENU, 'add')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ customId: text('客户').required().maxWidth(60), ...change }, body);
    return {
      visitId: await this.run(s, {
        how: 'create',
        customId: f.customId,
        visitDate: f.visitDate ?? shopDay(),
        tagIds: f.tagIds ?? [],
        remark: f.remark ?? '',
      }),
    };
  }

  /** Tags, notes and date; what is not sent stays as it was. */
  @Permission(MENU, 'edit')
  @Write()
  @Action('Update')
  async update(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ visitId, ...change }, body);
    const now = await this.queries.detail(s, f.visitId);
    return {
      visitId: await this.run(s, {
        how: 'update',
        visitId: f.visitId,
        visitDate: f.visitDate ?? now.visitDate,
        tagIds: f.tagIds ?? now.tagIds,
        remark: f.remark ?? now.remark,
      }),
    };
  }

  @Permission(MENU, 'add')
  @Write()
  @Action('SignIn')
  signIn(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.sign(s, 'signIn', body);
  }

  @Permission(MENU, 'add')
  @Write()
  @Action('SignOut')
  signOut(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.sign(s, 'signOut', body);
  }

  private async sign(s: Session, how: 'signIn' | 'signOut', body: unknown) {
    const f = validate({ visitId, ...placeFields }, body);
    const place: VisitPlace = {
      longitude: f.longitude?.toString() ?? null,
      latitude: f.latitude?.toString() ?? null,
      address: f.address ?? '',
    };
    await this.run(s, { how, visitId: f.visitId, place });
    return this.queries.detail(s, f.visitId);
  }

  private run(s: Session, action: CustomVisitAction): Promise<string> {
    return this.commands.execute(new CustomVisitCommand(s, action));
  }
}
