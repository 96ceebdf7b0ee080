import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentSession, Permission, Write, actorOf, Session } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { readPatch } from '../../shared/patch';
import { bool, decimal, text } from '../../shared/validation/schema';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { STORE_EVENT_TITLES } from '../store-titles';
import { SaveStoreCommand, storeStream } from './store.commands';
import { StoreQueries } from './store.queries';
import type { StoreDetail } from '../../contracts';

const time = (label: string) => text(label).check((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), '必须是 HH:mm 格式的时间');

/** 店铺设置's fields: a field not sent keeps its value; the first save takes the defaults for those not sent. */
const STORE_FIELDS = {
  storeName: text('店铺名称').required().maxWidth(60),
  notice: text('店铺公告').maxWidth(500),
  open: bool('营业状态'),
  openTime: time('营业开始时间'),
  closeTime: time('营业结束时间'),
  delivery: bool('送货上门'),
  pickup: bool('到店自提'),
  minOrderAmount: decimal('起送金额').min(0).max(99999999).places(2),
  warehouseId: text('发货仓库').maxWidth(60),
  phone: text('联系电话').maxWidth(30),
  address: text('店铺地址').maxWidth(200),
};

/** 我的店铺 (1106) and 店铺设置 (1109): the company's one store, with its history. */
@Controller('api/StoreInfo')
export class StoreInfoController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: StoreQueries,
    private readonly es: EventSourcing,
  ) {}

  @Permission(['1106', '1109'], 'query')
  @Action('Detail')
  async detail(@CurrentSession() s: Session): Promise<StoreDetail> {
    return {
      ...(await this.queries.detail(s.companyId)),
      history: await this.es.history(storeStream(s.companyId), s.companyId, STORE_EVENT_TITLES),
    };
  }

  @Permission('1109', 'edit')
  @Write()
  @Action('Update')
  async update(@Body() body: unknown, @CurrentSession() s: Session) {
    const { minOrderAmount, ...changes } = readPatch(STORE_FIELDS, body);
    const storeCode: string = await this.commands.execute(
      new SaveStoreCommand(actorOf(s), {
        ...changes,
        ...(minOrderAmount !== undefined && { minOrderAmount: minOrderAmount === null ? null : minOrderAmount.toFixed() }),
      }),
    );
    return { storeCode };
  }
}
