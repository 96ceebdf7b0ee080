import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BusinessSettings } from '../../contracts';
import { Action } from '../../shared/http/envelope.interceptor';
import { ValidationError } from '../../shared/errors';
import { readPatch } from '../../shared/patch';
import { bool, int, text, validate } from '../../shared/validation/schema';
import { CurrentSession, Permission, Write } from '../auth/decorators';
import { actorOf, Session } from '../auth/session';
import { IdentityQueries } from '../identity.queries';
import { settingsOf } from './business-settings';
import { ChangeBusinessSettingsCommand } from './company.commands';

const MENU = '7007';

/** Business settings (/setting/setting), kept as events on the company's stream. */
@Controller('api/Setting')
export class SettingController {
  constructor(
    private readonly queries: IdentityQueries,
    private readonly commands: CommandBus,
  ) {}

  @Action('Detail')
  async detail(@CurrentSession() s: Session): Promise<BusinessSettings> {
    return settingsOf((await this.queries.requireCompany(s.companyId)).settings);
  }

  @Permission(MENU, 'set')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(
      {
        allowNegativeStock: bool('允许负库存'),
        reserveOpenDocuments: bool('可用库存扣除未审核的出库单'),
        lowestPriceRule: text('低于最低售价时').oneOf(['none', 'warn', 'refuse']),
        qtyDigits: int('数量小数位').min(0).max(6),
        moneyDigits: int('金额小数位').min(0).max(6),
        separatorWarehouse: bool('出入库需仓库确认'),
        mergeSameSku: bool('再次录入同一商品时数量加1'),
        retailFullPayment: bool('零售客户默认全额收款'),
      },
      body,
    );
    // Sent empty, the default account is cleared (the first account is then used).
    const { defaultAccountId } = readPatch({ defaultAccountId: text('默认结算账户') }, body);
    if (defaultAccountId && !(await this.queries.accountExists(s.companyId, defaultAccountId)))
      throw new ValidationError('默认结算账户不存在', 'defaultAccountId');
    const changes = Object.fromEntries(Object.entries({ ...input, defaultAccountId }).filter(([, v]) => v !== undefined));
    await this.commands.execute(new ChangeBusinessSettingsCommand(actorOf(s), changes));
    return this.detail(s);
  }
}
