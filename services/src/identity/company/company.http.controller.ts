import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ACTION_KEYS, ACTIONS, EDITIONS, entriesForEdition, MODULES, moduleVisible, permittedMenuIds } from '../../contracts';
import { Action } from '../../shared/http/envelope.interceptor';
import { readPatch } from '../../shared/patch';
import { AdminOnly, CurrentSession, Write } from '../auth/decorators';
import { actorOf, Session } from '../auth/session';
import { UpdateCompanyCommand } from './company.commands';
import { IdentityQueries } from '../identity.queries';
import { settingsOf } from './business-settings';
import { companySchema } from '../identity.schemas';
import { shopDay, shopDayStartSql } from '../../contracts';

@Controller('api/Company')
export class CompanyController {
  constructor(
    private readonly queries: IdentityQueries,
    private readonly commands: CommandBus,
    private readonly ds: DataSource,
  ) {}

  @Action('Detail')
  async detail(@CurrentSession() s: Session) {
    const c = await this.queries.requireCompany(s.companyId);
    const settings = settingsOf(c.settings);
    const [{ bill_count, bill_count_month }] = await this.ds.query(
      `select count(*) filter (where event_type like '%Saved')::int as bill_count,
              count(*) filter (where event_type like '%Saved' and created_at >= ${shopDayStartSql('$3')})::int as bill_count_month
       from events where company_id = $1 and event_type = any($2)`,
      [s.companyId, BILL_EVENTS, `${shopDay().slice(0, 8)}01`],
    );
    return {
      companyId: c.companyId,
      companyName: c.companyName,
      productType: c.productType,
      editionName: EDITIONS[c.productType] ?? '',
      endTime: c.endTime,
      buyFlag: 0,
      userCount: this.queries.userLimit(c.productType),
      billCount: bill_count,
      billCountMonth: bill_count_month,
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

/** Saved documents of every type count towards the bill totals (and the monthly cap) once those modules exist. */
const BILL_EVENTS = ['BuySaved', 'BuyReturnSaved', 'SaleSaved', 'SaleReturnSaved', 'SaleOfferSaved', 'BuyOfferSaved'];

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
