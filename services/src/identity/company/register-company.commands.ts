import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import bcrypt from 'bcryptjs';
import { WrongExpectedVersionError } from '@jxc/infra';
import { ALL_PRICE_PERMS, TRIAL_DAYS } from '../../contracts';
import { ValidationError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { CompanyRegistered, IdentityEvents as E, streams, UserCreated } from '../identity.events';
import { reserveLoginName } from '../auth/login-name';
import { companyDefaults } from './company-defaults';
import { shopDay } from '../../contracts';

export class RegisterCompanyCommand {
  constructor(
    readonly input: {
      companyName: string;
      loginName: string;
      password: string;
      productType: number;
      phone?: string;
      userName?: string;
      isDemo?: boolean;
      trialDays?: number;
    },
  ) {}
}

export const trialEnd = (productType: number, days: number = TRIAL_DAYS, now = new Date()): string | null =>
  productType === 1 ? null : shopDay(new Date(now.getTime() + days * 86_400_000));

/** A company and its administrator, created together with the administrator's login name and the company's default records. */
@CommandHandler(RegisterCompanyCommand)
export class RegisterCompanyHandler implements ICommandHandler<RegisterCompanyCommand, { companyId: string; userId: string }> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ input }: RegisterCompanyCommand) {
    const companyId = randomUUID();
    const userId = randomUUID();
    const company: CompanyRegistered = {
      companyId,
      companyName: input.companyName,
      productType: input.productType,
      isDemo: !!input.isDemo,
      endTime: input.isDemo || input.productType !== 1 ? trialEnd(input.isDemo ? 2 : input.productType, input.trialDays) : null,
      phone: input.phone ?? '',
    };
    const admin: UserCreated = {
      userId,
      loginName: input.loginName,
      passwordHash: await bcrypt.hash(input.password, 10),
      userName: input.userName ?? '管理员',
      phone: input.phone ?? '',
      isAdmin: true,
      roleId: null,
      pricePerm: ALL_PRICE_PERMS,
      warehousePerm: '',
      branchAdmin: false,
      branchId: null,
    };
    try {
      await this.es.commit(
        [
          {
            streamId: streams.company(companyId),
            streamType: 'Company',
            expectedVersion: 'no_stream',
            events: [{ type: E.CompanyRegistered, data: company }],
          },
          {
            streamId: streams.user(userId),
            streamType: 'User',
            expectedVersion: 'no_stream',
            events: [{ type: E.UserCreated, data: admin }],
          },
          reserveLoginName(input.loginName, userId),
          ...companyDefaults(companyId, { isDemo: company.isDemo }),
        ],
        { companyId, userId, userName: admin.userName },
      );
    } catch (e) {
      if (e instanceof WrongExpectedVersionError) throw new ValidationError('登录账号已存在', 'loginName');
      throw e;
    }
    return { companyId, userId };
  }
}
