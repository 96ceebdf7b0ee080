import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { text, validate } from '../../shared/validation/schema';
import { LinkStoreUserCommand } from './store-user.commands';

const MENU = '1104';

/** `/api/StoreUser/PageQuery|Link` (小程序用户, /shop/user/storeList): the store's buyers, made from their orders. */
@Controller('api/StoreUser')
export class StoreUserController {
  constructor(
    private readonly ds: DataSource,
    private readonly commands: CommandBus,
  ) {}

  @Permission(MENU, 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate({ keyword: text('关键字').maxWidth(60) }, body);
    const rows = await this.ds.query(
      `select u.phone, u.buyer_name as "buyerName", u.addresses, u.order_count as "orderCount", u.order_amount::float8 as "orderAmount",
              u.custom_id as "customId", c.name as "customName", u.first_at as "firstTime", u.last_at as "lastTime", count(*) over ()::int as total
       from store_users u left join master_records c on c.record_id = u.custom_id
       where u.company_id = $1 and ($2::text is null or u.phone ilike $2 or u.buyer_name ilike $2)
       order by u.last_at desc offset ${q.offset} limit ${q.pageSize}`,
      [s.companyId, f.keyword ? `%${f.keyword}%` : null],
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }: { total: number }) => r),
    );
  }

  /** Links the buyer to a 客户 (customId), or unlinks them (customId empty): their next orders turn into that customer's sales. */
  @Permission(MENU, 'edit')
  @Write()
  @Action('Link')
  async link(@Body() body: unknown, @CurrentSession() s: Session) {
    const i = validate({ phone: text('手机号').required().phone(), customId: text('客户').maxWidth(64) }, body);
    await this.commands.execute(new LinkStoreUserCommand(s, i.phone, i.customId ?? null));
    return { phone: i.phone, customId: i.customId ?? null };
  }
}
