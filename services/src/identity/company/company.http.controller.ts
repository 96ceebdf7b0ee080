import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ACTION_KEYS,
  ACTIONS,
  type CompanyDetail,
  EDITIONS,
  entriesForEdition,
  MODULES,
  moduleVisible,
  permittedMenuIds,
} from '../../contracts';
import { Action } from '../../shared/http/envelope.interceptor';
import { readPatch } from '../../shared/patch';
import { AdminOnly, AllowExpired, CurrentSession, Write } from '../auth/decorators';
import { actorOf, Session } from '../auth/session';
import { UpdateCompanyCommand } from './company.commands';
import { CompanyQueries } from './company.queries';
import { IdentityQueries } from '../identity.queries';
import { settingsOf } from './business-settings';
import { companySchema } from '../identity.schemas';

@Controller('api/Company')
export class CompanyController {
  constructor(
    private readonly queries: IdentityQueries,
    private readonly commands: CommandBus,
    private readonly counts: CompanyQueries,
  ) {}

  @AllowExpired()
  @Action('Detail')
  async detail(@CurrentSession() s: Session): Promise<CompanyDetail> {
    const c = await this.queries.requireCompany(s.companyId);
    const settings = settingsOf(c.settings);
    const { billCount, billCountMonth } = await this.counts.billCounts(s.companyId);
    return {
      companyId: c.companyId,
      companyName: c.companyName,
      productType: c.productType,
      editionName: EDITIONS[c.productType] ?? '',
      endTime: c.endTime,
      buyFlag: (await this.counts.bought(s.companyId)) ? 1 : 0,
      userCount: this.queries.userLimit(c.productType),
      billCount,
      billCountMonth,
      separatorWarehouse: settings.separatorWarehouse ? 1 : 0,
      mergeSameSku: settings.mergeSameSku ? 1 : 0,
      setDigit: [settings.qtyDigits, settings.moneyDigits],
      isOldSob: c.isOldSob ? 1 : 0,
      isDemo: c.isDemo ? 1 : 0,
      companyLogo: c.companyLogo,
      phone: c.phone,
      address: c.address,
      contact: c.contact,
      taxNo: c.taxNo,
      industry: c.industry,
    };
  }

  /** The fields to change: a field not sent is kept, an optional one sent empty is cleared, the name cannot be (see shared/patch). */
  @AdminOnly()
  @Write()
  @Action('Update')
  async update(@Body() body: unknown, @CurrentSession() s: Session) {
    await this.commands.execute(new UpdateCompanyCommand(actorOf(s), readPatch(companySchema, body)));
    return this.detail(s);
  }
}

@Controller('api/Menu')
export class MenuController {
  /** The caller's menu: modules and entries of the edition, for employees only those their role opens. */
  @Action('List')
  list(@CurrentSession() s: Session) {
    const allowed = permittedMenuIds(s.permissions);
    const data = MODULES.filter((m) => moduleVisible(m, s.productType)).flatMap((m) => {
      const entries = m.entries.filter(
        (e) => entriesForEdition(s.productType).includes(e) && !e.hidden && (s.isAdmin || (allowed.has(e.id) && !e.adminOnly)),
      );
      if (!entries.length) return [];
      return [
        { id: m.id, parentId: '0', title: m.title, path: '', icon: m.icon },
        ...entries.map((e) => ({ id: e.id, parentId: m.id, title: e.title, path: e.path, icon: e.icon })),
      ];
    });
    return { data };
  }

  /** Every entry of the edition with the actions a role may grant on it (for the role-permission screen). */
  @Action('RoleMenuList')
  roleMenu(@CurrentSession() s: Session) {
    const data = entriesForEdition(s.productType)
      .filter((e) => !e.adminOnly)
      .map((e) => ({
        id: e.id,
        parentId: e.parentId,
        title: e.title,
        path: e.path,
        actions: ACTION_KEYS.map((a) => ({ action: a, title: ACTIONS[a] })),
      }));
    return { data };
  }
}
