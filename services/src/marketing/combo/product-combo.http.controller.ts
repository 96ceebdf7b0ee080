import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PICKED_BY, PICKER_ACTIONS } from '../../contracts';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { toDb } from '../../shared/decimal';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { array, bool, decimal, object, text, validate } from '../../shared/validation/schema';
import { MARKETING_EVENT_TITLES } from '../event-titles';
import { ComboDef, comboStream } from './product-combo';
import { ProductComboAction, ProductComboCommand } from './product-combo.commands';
import { COMBO_SORTABLE, ProductComboQueries } from './product-combo.queries';

const MENU = '2505';
const comboId = text('商品套餐').required().maxWidth(60);
const fields = {
  comboName: text('套餐名称').required().maxWidth(40),
  comboCode: text('套餐编码').required().code().maxWidth(30),
  comboPrice: decimal('套餐价').required().min(0).places(2),
  components: array(
    '组成商品',
    object({ skuId: text('商品').required().maxWidth(60), qty: decimal('数量').required().positive().places(6) }),
  )
    .required()
    .minItems(1)
    .maxItems(50),
  remark: text('备注').maxWidth(200),
};

function defOf(f: ReturnType<typeof validate<typeof fields>>): ComboDef {
  return {
    comboName: f.comboName,
    comboCode: f.comboCode,
    comboPrice: toDb(f.comboPrice),
    components: f.components.map((c) => ({ skuId: c.skuId, qty: toDb(c.qty) })),
    remark: f.remark ?? '',
  };
}

/**
 * 商品套餐 (the seed's ProductCombo): a name, code and price over components [{skuId, qty}], enabled or not. A sale
 * line naming comboId sells one at that price and moves each component's stock at its own cost.
 */
@Controller('api/ProductCombo')
export class ProductComboController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ProductComboQueries,
    private readonly es: EventSourcing,
  ) {}

  @Permission(MENU, 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const f = validate({ keyword: text('关键字').maxWidth(60), enabled: bool('状态') }, body);
    return this.queries.page(s, f, parsePageQuery(body ?? {}, COMBO_SORTABLE));
  }

  /** Enabled combos by name or code for the sale forms' picker. */
  @Permission(PICKED_BY.combos, PICKER_ACTIONS)
  @Action('Options')
  options(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const f = validate({ keyword: text('关键字').maxWidth(60) }, body);
    return this.queries.page(s, { keyword: f.keyword, enabled: true }, parsePageQuery({ pageSize: 50, ...(body ?? {}) }, COMBO_SORTABLE));
  }

  @Permission(MENU, 'get')
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const { comboId: id } = validate({ comboId }, body);
    const combo = await this.queries.detail(s, id);
    return { ...combo, history: await this.es.history(comboStream(id), s.companyId, MARKETING_EVENT_TITLES) };
  }

  @Permission(MENU, 'add')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    return { comboId: await this.run(s, { how: 'create', def: defOf(validate(fields, body)) }) };
  }

  @Permission(MENU, 'edit')
  @Write()
  @Action('Update')
  async update(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ comboId, ...fields }, body);
    return { comboId: await this.run(s, { how: 'update', comboId: f.comboId, def: defOf(f) }) };
  }

  @Permission(MENU, 'enable')
  @Write()
  @Action('Enable')
  enable(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.status(s, 'enable', body);
  }

  @Permission(MENU, 'disable')
  @Write()
  @Action('Disable')
  disable(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.status(s, 'disable', body);
  }

  @Permission(MENU, 'delete')
  @Write()
  @Action('Remove')
  remove(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.status(s, 'remove', body);
  }

  private async status(s: Session, how: 'enable' | 'disable' | 'remove', body: unknown) {
    const { comboId: id } = validate({ comboId }, body);
    return { comboId: await this.run(s, { how, comboId: id }) };
  }

  private run(s: Session, action: ProductComboAction): Promise<string> {
    return this.commands.execute(new ProductComboCommand(s, action));
  }
}
