import { Body, Controller } from '@nestjs/common';
import { EDITIONS } from '../contracts';
import { ValidationError } from '../shared/errors';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery } from '../shared/page-query';
import { bool, int, text, validate } from '../shared/validation/schema';
import { CompanyState, OperatorCompanyQueries } from './companies.queries';
import { CompanyCare } from './company-care.service';
import { CurrentOperator, OperatorRoute } from './operator.guard';
import { CurrentOperatorInfo } from './operator-sessions.queries';

const STATES: CompanyState[] = ['trial', 'paid', 'expired', 'locked'];
const companyField = () => text('公司').required().maxWidth(64);
const reasonField = () => text('原因').required().maxWidth(200);

/** The operators' list of every company (the seed's Company/PageQuery): a company's token gets 403. */
@Controller('api/Company')
@OperatorRoute()
export class OperatorCompaniesController {
  constructor(private readonly companies: OperatorCompanyQueries) {}

  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>) {
    const f = validate(
      {
        keyword: text('关键词').maxWidth(60),
        edition: int('版本').oneOf(Object.keys(EDITIONS).map(Number)),
        state: text('状态').oneOf(STATES),
        demo: bool('演示公司'),
      },
      { keyword: body?.keyword, edition: body?.edition, state: body?.state, demo: body?.demo },
    );
    return this.companies.page(parsePageQuery(body ?? {}), {
      keyword: f.keyword || undefined,
      edition: f.edition ?? undefined,
      state: (f.state || undefined) as CompanyState | undefined,
      demo: f.demo ?? undefined,
    });
  }
}

/** A company's detail and what an operator does to it, each with a reason (an event with who and when). */
@Controller('api/Console')
@OperatorRoute()
export class CompanyCareController {
  constructor(
    private readonly companies: OperatorCompanyQueries,
    private readonly care: CompanyCare,
  ) {}

  @Action('CompanyDetail')
  detail(@Body() body: unknown) {
    return this.companies.detail(validate({ companyId: companyField() }, body).companyId);
  }

  /** `days` more (after the later of the current last day and today), or a new last day `endTime`. */
  @Action('ExtendTrial')
  async extendTrial(@Body() body: unknown, @CurrentOperator() op: CurrentOperatorInfo) {
    const input = validate(
      { companyId: companyField(), days: int('延长天数').min(1).max(3660), endTime: text('到期日').date(), reason: reasonField() },
      body,
    );
    if (!input.days === !input.endTime) throw new ValidationError('请填写延长天数或新的到期日（二选一）', 'days');
    await this.care.extendTrial(op, input.companyId, {
      days: input.days ?? undefined,
      endTime: input.endTime || undefined,
      reason: input.reason,
    });
    return this.companies.detail(input.companyId);
  }

  @Action('ChangeEdition')
  async changeEdition(@Body() body: unknown, @CurrentOperator() op: CurrentOperatorInfo) {
    const input = validate({ companyId: companyField(), productType: int('版本').required(), reason: reasonField() }, body);
    await this.care.changeEdition(op, input.companyId, input);
    return this.companies.detail(input.companyId);
  }

  @Action('Lock')
  async lock(@Body() body: unknown, @CurrentOperator() op: CurrentOperatorInfo) {
    const input = validate({ companyId: companyField(), reason: reasonField() }, body);
    await this.care.lock(op, input.companyId, input.reason);
    return this.companies.detail(input.companyId);
  }

  @Action('Unlock')
  async unlock(@Body() body: unknown, @CurrentOperator() op: CurrentOperatorInfo) {
    const input = validate({ companyId: companyField(), reason: reasonField() }, body);
    await this.care.unlock(op, input.companyId, input.reason);
    return this.companies.detail(input.companyId);
  }

  /** Demo companies purged so far, expired and waiting for the purge (every ten minutes), and open. */
  @Action('DemoCounts')
  demoCounts() {
    return this.companies.demoCounts();
  }
}
