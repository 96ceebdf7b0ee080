import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { mayDo, MSG } from '../../contracts';
import { MasterDataQueries } from '../../catalog';
import { actorOf, CurrentSession, Session } from '../../identity';
import { BusinessRuleError, ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { int, text, validate } from '../../shared/validation/schema';
import type { StatementSide } from './statement';
import { StatementCommand } from './statement.commands';
import { StatementQueries } from './statement.queries';

/** Each side: the field naming its partner, what it is called, and the balance screen whose rights its statements take. */
const SIDES: Record<StatementSide, { field: 'customId' | 'supplierId'; label: string; menuId: string }> = {
  Custom: { field: 'customId', label: '客户', menuId: '5001' },
  Supplier: { field: 'supplierId', label: '供应商', menuId: '5002' },
};

const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

/** The side a call is of: a customer's statements unless it names a supplier (supplierId) or asks for partnerKind Supplier. */
const sideOf = (body: unknown): StatementSide => {
  const b = (body ?? {}) as Record<string, unknown>;
  return b.supplierId !== undefined || b.partnerKind === 'Supplier' ? 'Supplier' : 'Custom';
};

const period = {
  startDate: text('开始日期').required().date(),
  endDate: text('结束日期').required().date(),
  days: int('有效天数').min(1).max(MAX_DAYS),
};

/**
 * `/api/Statement/*`: 对账单 of a customer (应收, 5001) or supplier (应付, 5002) for a period, shared by a link that opens
 * without an account. Create makes one, BulkCreate one for every customer with a balance, Share records that its link
 * was sent, Revoke closes its link, PageQuery lists them with what became of each (sent, opened, confirmed, disputed).
 */
@Controller('api/Statement')
export class StatementController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: StatementQueries,
    private readonly refs: MasterDataQueries,
  ) {}

  @Action('Create')
  async create(@Body() body: unknown, @CurrentSession() s: Session) {
    const side = sideOf(body);
    const { field, label } = SIDES[side];
    this.allowed(s, side);
    const f = validate({ [field]: text(label).required(), ...period }, body) as unknown as Record<string, string> & { days?: number };
    if (f.startDate > f.endDate) throw new ValidationError('开始日期不能晚于结束日期', 'startDate');
    await this.refs.checkRef(side, s.companyId, f[field], label, field);
    return this.commands.execute(
      new StatementCommand(actorOf(s), {
        type: 'issue',
        input: { partnerKind: side, partnerId: f[field], startDate: f.startDate, endDate: f.endDate, days: f.days ?? DEFAULT_DAYS },
      }),
    );
  }

  /**
   * A statement for every customer who owes (or is owed) something now: texted to the customer's phone where SMS is set
   * up for statements (SMS_STATEMENT_TEMPLATE), else (or when the message is refused) listed as a link to send by hand.
   */
  @Action('BulkCreate')
  async bulkCreate(@Body() body: unknown, @CurrentSession() s: Session) {
    this.allowed(s, 'Custom');
    const f = validate(period, body) as { startDate: string; endDate: string; days?: number };
    if (f.startDate > f.endDate) throw new ValidationError('开始日期不能晚于结束日期', 'startDate');
    const data = [];
    let sms = true;
    for (const c of await this.queries.withBalance(s.companyId, 'Custom')) {
      const made = await this.commands.execute(
        new StatementCommand(actorOf(s), {
          type: 'issue',
          input: {
            partnerKind: 'Custom',
            partnerId: c.partnerId,
            startDate: f.startDate,
            endDate: f.endDate,
            days: f.days ?? DEFAULT_DAYS,
          },
        }),
      );
      let smsError: string | undefined;
      if (sms && c.phone) {
        try {
          await this.commands.execute(new StatementCommand(actorOf(s), { type: 'sms', statementId: made.statementId, phone: c.phone }));
          data.push({ customId: c.partnerId, customName: c.name, phone: c.phone, ...made, sentVia: 'sms' });
          continue;
        } catch (e) {
          if (!(e instanceof BusinessRuleError)) throw e;
          if (e.code === 'SMS_NOT_CONFIGURED') sms = false;
          else smsError = e.message;
        }
      }
      await this.commands.execute(new StatementCommand(actorOf(s), { type: 'send', statementId: made.statementId, sent: { via: 'link' } }));
      data.push({ customId: c.partnerId, customName: c.name, phone: c.phone, ...made, sentVia: 'link', ...(smsError && { smsError }) });
    }
    return { data, sms };
  }

  /** The link was sent to the customer (copied into WeChat, say). */
  @Action('Share')
  async share(@Body() body: unknown, @CurrentSession() s: Session) {
    const { statementId } = validate({ statementId: text('对账单').required() }, body) as { statementId: string };
    await this.mine(s, statementId);
    return this.commands.execute(new StatementCommand(actorOf(s), { type: 'send', statementId, sent: { via: 'link' } }));
  }

  @Action('Revoke')
  async revoke(@Body() body: unknown, @CurrentSession() s: Session) {
    const { statementId } = validate({ statementId: text('对账单').required() }, body) as { statementId: string };
    await this.mine(s, statementId);
    await this.commands.execute(new StatementCommand(actorOf(s), { type: 'revoke', statementId }));
  }

  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const side = sideOf(body);
    const { field, label } = SIDES[side];
    this.allowed(s, side);
    const f = validate(
      { [field]: text(label), keyword: text('关键字').maxWidth(60), partnerKind: text('对账对象').oneOf(['Custom', 'Supplier']) },
      body,
    ) as Record<string, string | undefined>;
    return this.queries.page(s.companyId, side, parsePageQuery(body ?? {}), { partnerId: f[field], keyword: f.keyword });
  }

  /** A statement of the caller's company, of a side the caller may see; another's is not found. */
  private async mine(s: Session, statementId: string) {
    const row = await this.queries.one(s.companyId, statementId);
    if (!row) throw new NotFoundError('对账单不存在');
    this.allowed(s, row.partnerKind);
    return row;
  }

  private allowed(s: Session, side: StatementSide) {
    if (!mayDo(s, SIDES[side].menuId, 'query')) throw new ForbiddenError(MSG.noPermission);
  }
}
