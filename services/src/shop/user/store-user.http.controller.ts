import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { StoreOrderQueries } from '../order/store-orders.queries';
import { text, validate } from '../../shared/validation/schema';
import { LinkStoreUserCommand } from './store-user.commands';

const MENU = '1104';

/** `/api/StoreUser/PageQuery|Link` (小程序用户, /shop/user/storeList): the store's buyers, made from their orders. */
@Controller('api/StoreUser')
export class StoreUserController {
  constructor(
    private readonly orders: StoreOrderQueries,
    private readonly commands: CommandBus,
  ) {}

  @Permission(MENU, 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate({ keyword: text('关键字').maxWidth(60) }, body);
    return this.orders.users(s.companyId, q, f.keyword);
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
